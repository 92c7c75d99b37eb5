import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/block-ua');

export { generateMetadata };
export default RoutePage;
