import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/bingo');

export { generateMetadata };
export default RoutePage;
