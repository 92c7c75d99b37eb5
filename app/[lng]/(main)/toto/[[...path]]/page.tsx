import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/toto/[[...path]]');

export { generateMetadata };
export default RoutePage;
