import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/asian-games');

export { generateMetadata };
export default RoutePage;
