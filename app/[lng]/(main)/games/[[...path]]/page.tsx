import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/games/[[...path]]');

export { generateMetadata };
export default RoutePage;
