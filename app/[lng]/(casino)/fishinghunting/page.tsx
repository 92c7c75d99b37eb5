import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/fishinghunting');

export { generateMetadata };
export default RoutePage;
