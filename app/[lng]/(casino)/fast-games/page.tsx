import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/fast-games');

export { generateMetadata };
export default RoutePage;
