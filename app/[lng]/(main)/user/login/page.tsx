import { screenPage } from '@/components/routes/screenPage';
import { LoginScreen } from '@/components/auth/LoginScreen';

const { generateMetadata, RoutePage } = screenPage('(main)/user/login', LoginScreen);

export { generateMetadata };
export default RoutePage;
