import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/bonus-offer/[bonusId]/[[...tab]]');

export { generateMetadata };
export default RoutePage;
