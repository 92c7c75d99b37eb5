import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/cms/[slug]');

export { generateMetadata };
export default RoutePage;
