import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/user/[slug]');

export { generateMetadata };
export default RoutePage;
