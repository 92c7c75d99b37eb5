import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/virtualsports');

export { generateMetadata };
export default RoutePage;
