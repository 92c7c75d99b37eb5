import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(casino)/keno/[[...path]]');

export { generateMetadata };
export default RoutePage;
