import { MainFrame } from '@/components/shell/MainFrame';

export default async function MainLayout({ children, params }: LayoutProps<'/[lng]'>) {
  const { lng } = await params;
  return <MainFrame lng={lng}>{children}</MainFrame>;
}
