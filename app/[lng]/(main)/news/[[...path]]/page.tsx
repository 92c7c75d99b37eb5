import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/news/[[...path]]');

export { generateMetadata };
export default RoutePage;
