import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/tvgames');

export { generateMetadata };
export default RoutePage;
