import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/skill-games');

export { generateMetadata };
export default RoutePage;
