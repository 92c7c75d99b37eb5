import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/betting-awards');

export { generateMetadata };
export default RoutePage;
