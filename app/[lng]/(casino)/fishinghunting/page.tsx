import { casinoPage } from '@/components/routes/casinoPage';

const { generateMetadata, RoutePage } = casinoPage('(casino)/fishinghunting');

export { generateMetadata };
export default RoutePage;
