import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/othergames');

export { generateMetadata };
export default RoutePage;
