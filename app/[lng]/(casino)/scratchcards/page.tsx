import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/scratchcards');

export { generateMetadata };
export default RoutePage;
