import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/poker/[[...path]]');

export { generateMetadata };
export default RoutePage;
