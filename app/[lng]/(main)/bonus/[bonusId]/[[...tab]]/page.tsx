import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/bonus/[bonusId]/[[...tab]]');

export { generateMetadata };
export default RoutePage;
