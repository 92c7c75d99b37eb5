import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/internal-vpn');

export { generateMetadata };
export default RoutePage;
