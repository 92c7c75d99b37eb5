import type { ReactNode } from 'react';
import { fetchSports } from '@/lib/api/sports';
import { settle } from '@/lib/api/settle';
import { Header } from './Header';
import { SectionsNav } from './SectionsNav';
import { AccountBar } from './AccountBar';
import { MenuToggle } from './MenuToggle';
import { LeftMenu } from './LeftMenu';
import { RightColumn } from './RightColumn';
import { Footer } from './Footer';
import { BottomNav } from './BottomNav';
import { bottomNavLinks } from './bottomNavLinks';
import { CouponHostGate } from '@/components/coupon/CouponGate';

/**
 * The frame of the main layout: header, sports menu on the left, coupon on the right, footer.
 * Also used by the 404 page so a missing page still shows the site around it. `kept`: rendered
 * for the cache of guests' pages (the footer's fragment then comes in the shell).
 */
export async function MainFrame({ lng, kept, children }: { lng: string; kept?: boolean; children: ReactNode }) {
  const sports = await settle(fetchSports(lng));
  return (
    <div className="frame frame--main">
      <Header
        lng={lng}
        menuToggle={<MenuToggle />}
        nav={<SectionsNav lng={lng} />}
        account={<AccountBar lng={lng} />}
      />
      <div className="main-grid">
        <LeftMenu lng={lng} sports={sports} />
        <main id="content" className="content">
          {children}
        </main>
        <RightColumn />
      </div>
      <CouponHostGate />
      <Footer lng={lng} kept={kept} />
      <BottomNav links={bottomNavLinks(lng)} />
    </div>
  );
}
