import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/providers/[[...path]]');

export { generateMetadata };
export default RoutePage;
