import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/results/[[...path]]');

export { generateMetadata };
export default RoutePage;
