import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/bingo');

export { generateMetadata };
export default RoutePage;
