import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/statistic/[[...path]]');

export { generateMetadata };
export default RoutePage;
