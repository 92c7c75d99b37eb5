import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/blog/[[...path]]');

export { generateMetadata };
export default RoutePage;
