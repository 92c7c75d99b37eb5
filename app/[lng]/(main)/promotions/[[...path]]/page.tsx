import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/promotions/[[...path]]');

export { generateMetadata };
export default RoutePage;
