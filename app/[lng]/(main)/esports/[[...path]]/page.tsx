import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/esports/[[...path]]');

export { generateMetadata };
export default RoutePage;
