import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/scratchcards');

export { generateMetadata };
export default RoutePage;
