import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/registration/[[...path]]');

export { generateMetadata };
export default RoutePage;
