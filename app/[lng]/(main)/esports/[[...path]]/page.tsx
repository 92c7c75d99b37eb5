import { routePage } from '@/components/routes/routePage';
import { esportsTitle } from '@/components/routes/EsportsScreen';

// The tab says the discipline or championship the address names.
const { generateMetadata, RoutePage } = routePage('(main)/esports/[[...path]]', esportsTitle);

export { generateMetadata };
export default RoutePage;
