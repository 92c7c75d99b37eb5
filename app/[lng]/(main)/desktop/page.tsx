import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/desktop');

export { generateMetadata };
export default RoutePage;
