import { routePage } from '@/components/routes/routePage';
import { ConfirmTermsScreen } from '@/components/terms/ConfirmTermsScreen';

const { generateMetadata, RoutePage } = routePage('(main)/confirm-terms', ConfirmTermsScreen, undefined, 'terms');

export { generateMetadata };
export default RoutePage;
