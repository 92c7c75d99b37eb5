import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/block');

export { generateMetadata };
export default RoutePage;
