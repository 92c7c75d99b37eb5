import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/my-casino/[[...path]]');

export { generateMetadata };
export default RoutePage;
