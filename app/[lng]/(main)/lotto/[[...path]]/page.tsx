import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/lotto/[[...path]]');

export { generateMetadata };
export default RoutePage;
