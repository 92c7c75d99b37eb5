import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/card-games');

export { generateMetadata };
export default RoutePage;
