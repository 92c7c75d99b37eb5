import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/providers/[[...path]]');

export { generateMetadata };
export default RoutePage;
