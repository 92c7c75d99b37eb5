import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/casino-search');

export { generateMetadata };
export default RoutePage;
