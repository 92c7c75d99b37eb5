import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/crash-games');

export { generateMetadata };
export default RoutePage;
