import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/oldbrowser');

export { generateMetadata };
export default RoutePage;
