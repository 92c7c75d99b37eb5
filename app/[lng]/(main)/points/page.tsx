import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/points');

export { generateMetadata };
export default RoutePage;
