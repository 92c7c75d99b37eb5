import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(empty)/print-coupon/[couponId]');

export { generateMetadata };
export default RoutePage;
