import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/casino/[[...path]]');

export { generateMetadata };
export default RoutePage;
