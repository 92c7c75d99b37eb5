import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/site-updates');

export { generateMetadata };
export default RoutePage;
