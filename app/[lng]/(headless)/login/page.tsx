import { routePage } from '@/components/routes/routePage';
import { LoginScreen } from '@/components/auth/LoginScreen';

const { generateMetadata, RoutePage } = routePage('(headless)/login', LoginScreen);

export { generateMetadata };
export default RoutePage;
