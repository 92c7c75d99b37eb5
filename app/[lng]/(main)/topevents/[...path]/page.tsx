import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/topevents/[...path]');

export { generateMetadata };
export default RoutePage;
