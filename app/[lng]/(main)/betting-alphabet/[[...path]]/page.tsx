import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/betting-alphabet/[[...path]]');

export { generateMetadata };
export default RoutePage;
