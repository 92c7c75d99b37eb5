import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/slot-first-deposit');

export { generateMetadata };
export default RoutePage;
