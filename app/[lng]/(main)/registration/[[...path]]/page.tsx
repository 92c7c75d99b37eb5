import { screenPage } from '@/components/routes/screenPage';
import { RegistrationScreen } from '@/components/auth/registration/RegistrationScreen';

const { generateMetadata, RoutePage } = screenPage('(main)/registration/[[...path]]', RegistrationScreen);

export { generateMetadata };
export default RoutePage;
