import { CasinoFrame } from '@/components/shell/CasinoFrame';
import '../../styles/casino-pages.css';

export default async function CasinoLayout({ children, params }: LayoutProps<'/[lng]'>) {
  const { lng } = await params;
  return <CasinoFrame lng={lng}>{children}</CasinoFrame>;
}
