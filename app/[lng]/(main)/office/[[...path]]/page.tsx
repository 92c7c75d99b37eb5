import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/office/[[...path]]');

export { generateMetadata };
export default RoutePage;
