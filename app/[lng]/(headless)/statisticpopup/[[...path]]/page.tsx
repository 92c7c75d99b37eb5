import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(headless)/statisticpopup/[[...path]]');

export { generateMetadata };
export default RoutePage;
