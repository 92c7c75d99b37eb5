import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/confirm');

export { generateMetadata };
export default RoutePage;
