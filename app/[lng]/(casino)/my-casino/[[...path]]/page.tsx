import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/my-casino/[[...path]]');

export { generateMetadata };
export default RoutePage;
