import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/coming-soon');

export { generateMetadata };
export default RoutePage;
