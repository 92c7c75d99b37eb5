import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/casino-search');

export { generateMetadata };
export default RoutePage;
