import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/confirm-terms');

export { generateMetadata };
export default RoutePage;
