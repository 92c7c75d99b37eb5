import { sectionPage } from '@/components/sport/sectionPage';

const { generateMetadata, SectionPage } = sectionPage('live');

export { generateMetadata };
export default SectionPage;
