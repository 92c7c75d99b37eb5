import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/othergames');

export { generateMetadata };
export default RoutePage;
