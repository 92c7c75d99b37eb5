import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/fast-games');

export { generateMetadata };
export default RoutePage;
