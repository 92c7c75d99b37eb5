import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(headless)/login');

export { generateMetadata };
export default RoutePage;
