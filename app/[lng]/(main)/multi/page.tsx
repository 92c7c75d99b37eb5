import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/multi');

export { generateMetadata };
export default RoutePage;
