import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/rules/[...path]');

export { generateMetadata };
export default RoutePage;
