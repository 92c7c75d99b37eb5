import { screenPage } from '@/components/routes/screenPage';
import { ConfirmTermsScreen } from '@/components/terms/ConfirmTermsScreen';

const { generateMetadata, RoutePage } = screenPage('(main)/confirm-terms', ConfirmTermsScreen, undefined, 'terms');

export { generateMetadata };
export default RoutePage;
