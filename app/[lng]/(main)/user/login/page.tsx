import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/user/login');

export { generateMetadata };
export default RoutePage;
