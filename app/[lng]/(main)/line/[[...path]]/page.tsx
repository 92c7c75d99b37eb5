import { sectionPage } from '@/components/sport/sectionPage';

const { generateMetadata, SectionPage } = sectionPage('line');

export { generateMetadata };
export default SectionPage;
