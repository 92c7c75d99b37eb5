import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/tvgames');

export { generateMetadata };
export default RoutePage;
