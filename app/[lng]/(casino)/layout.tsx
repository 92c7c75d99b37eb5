import { CasinoFrame } from '@/components/casino/CasinoFrame';

export default async function CasinoLayout({ children, params }: LayoutProps<'/[lng]'>) {
  const { lng } = await params;
  return <CasinoFrame lng={lng}>{children}</CasinoFrame>;
}
