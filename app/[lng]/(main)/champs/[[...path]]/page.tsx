import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/champs/[[...path]]');

export { generateMetadata };
export default RoutePage;
