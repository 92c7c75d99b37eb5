import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/mobile');

export { generateMetadata };
export default RoutePage;
