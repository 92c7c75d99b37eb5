import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/promo');

export { generateMetadata };
export default RoutePage;
