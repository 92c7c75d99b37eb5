import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/poker/[[...path]]');

export { generateMetadata };
export default RoutePage;
