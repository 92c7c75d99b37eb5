import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/onpay/withdraw/[status]');

export { generateMetadata };
export default RoutePage;
