import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/casino-lobby');

export { generateMetadata };
export default RoutePage;
