import { CasinoFrame } from '@/components/shell/CasinoFrame';
// The game page's player and frame (components/casino/CasinoPlayer.tsx): casino pages only.
import '../../styles/casino.css';
import '../../styles/casino-lobby.css';
import '../../styles/casino-search.css';
import '../../styles/casino-favorites.css';

export default async function CasinoLayout({ children, params }: LayoutProps<'/[lng]'>) {
  const { lng } = await params;
  return <CasinoFrame lng={lng}>{children}</CasinoFrame>;
}
