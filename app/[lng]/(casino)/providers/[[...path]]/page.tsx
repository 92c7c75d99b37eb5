import { casinoPage } from '@/components/routes/casinoPage';
import { providerPageTitle } from '@/components/routes/CasinoRouteScreen';

// A provider's tab says the provider.
const { generateMetadata, RoutePage } = casinoPage('(casino)/providers/[[...path]]', providerPageTitle);

export { generateMetadata };
export default RoutePage;
