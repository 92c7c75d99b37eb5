import { routePage } from '@/components/routes/routePage';
import { RegistrationScreen } from '@/components/auth/registration/RegistrationScreen';

const { generateMetadata, RoutePage } = routePage('(main)/registration/[[...path]]', RegistrationScreen);

export { generateMetadata };
export default RoutePage;
