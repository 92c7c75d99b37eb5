import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/virtualsports');

export { generateMetadata };
export default RoutePage;
