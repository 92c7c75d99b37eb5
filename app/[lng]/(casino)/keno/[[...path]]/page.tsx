import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/keno/[[...path]]');

export { generateMetadata };
export default RoutePage;
