import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/slot-first-deposit');

export { generateMetadata };
export default RoutePage;
