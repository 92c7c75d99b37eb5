import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/bonus/casino/[[...path]]');

export { generateMetadata };
export default RoutePage;
