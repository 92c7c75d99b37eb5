import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/skill-games');

export { generateMetadata };
export default RoutePage;
