import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/ourpartners/[[...path]]');

export { generateMetadata };
export default RoutePage;
