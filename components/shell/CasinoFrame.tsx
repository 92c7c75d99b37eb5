import type { ReactNode } from 'react';
import { Header } from '@/components/shell/Header';
import { AccountBar } from '@/components/shell/AccountBar';
import { Footer } from '@/components/shell/Footer';
import { CasinoNav } from '@/components/casino/CasinoNav';
import { CategoryBar } from '@/components/casino/CategoryBar';
import { CasinoSearchGate } from '@/components/casino/search/CasinoSearchGate';
import { CouponHostGate } from '@/components/coupon/CouponGate';
import { BottomNav } from './BottomNav';
import { bottomNavLinks } from './bottomNavLinks';
import { ScreenMessages } from '@/components/providers/ScreenMessages';
import { href } from '@/lib/routes/href';

/**
 * The casino layout: the lobby header instead of the sports navigation, full-width content, no
 * coupon column. On phones the bottom navigation stays (without the sports drawer's menu: the
 * lobby's menu is in the header), and with it the coupon's sheet. `kept` as in MainFrame.
 */
export async function CasinoFrame({ lng, kept, children }: { lng: string; kept?: boolean; children: ReactNode }) {
  return (
    <ScreenMessages name="casino">
      <div className="frame frame--casino">
        <Header
          lng={lng}
          nav={<CasinoNav lng={lng} />}
          account={<AccountBar lng={lng} />}
        />
        <main id="content" className="content content--wide">
          <div className="casino-bar">
            <CasinoSearchGate className="casino-bar__search" searchPath={href(lng, 'casinoSearch')} />
            <CategoryBar lng={lng} />
          </div>
          {children}
        </main>
        <Footer lng={lng} kept={kept} />
        <CouponHostGate />
        <BottomNav links={bottomNavLinks(lng)} withMenu={false} />
      </div>
    </ScreenMessages>
  );
}
