import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/fast-bet');

export { generateMetadata };
export default RoutePage;
