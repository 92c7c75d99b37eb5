import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/crash-games');

export { generateMetadata };
export default RoutePage;
