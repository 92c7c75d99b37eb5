import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/payment');

export { generateMetadata };
export default RoutePage;
