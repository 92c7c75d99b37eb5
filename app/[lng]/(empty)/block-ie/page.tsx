import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/block-ie');

export { generateMetadata };
export default RoutePage;
