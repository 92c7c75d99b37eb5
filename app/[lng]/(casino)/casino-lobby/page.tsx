import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/casino-lobby');

export { generateMetadata };
export default RoutePage;
