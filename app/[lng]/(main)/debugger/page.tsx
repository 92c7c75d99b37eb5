import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/debugger');

export { generateMetadata };
export default RoutePage;
