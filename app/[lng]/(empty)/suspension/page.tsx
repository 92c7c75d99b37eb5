import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/suspension');

export { generateMetadata };
export default RoutePage;
