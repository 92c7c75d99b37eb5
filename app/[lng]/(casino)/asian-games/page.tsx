import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/asian-games');

export { generateMetadata };
export default RoutePage;
