import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/fast-bet');

export { generateMetadata };
export default RoutePage;
