import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/card-games');

export { generateMetadata };
export default RoutePage;
