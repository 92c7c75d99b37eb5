import { routePage } from '@/components/routes/routePage';

const { generateMetadata, RoutePage } = routePage('(main)/games-landing/[landingRoute]');

export { generateMetadata };
export default RoutePage;
