import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(headless)/first-bonus');

export { generateMetadata };
export default RoutePage;
