import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/bonus/casino/[[...path]]');

export { generateMetadata };
export default RoutePage;
