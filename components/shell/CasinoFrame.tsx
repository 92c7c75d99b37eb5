import type { ReactNode } from 'react';
import { Header } from '@/components/shell/Header';
import { AccountBar } from '@/components/shell/AccountBar';
import { Footer } from '@/components/shell/Footer';
import { CasinoNav } from '@/components/casino/CasinoNav';
import { CategoryBar } from '@/components/casino/CategoryBar';
import { CasinoSearchGate } from '@/components/casino/search/CasinoSearchGate';
import { CouponHostGate } from '@/components/coupon/CouponGate';
import { BottomNav } from './BottomNav';
import { MenuToggle } from './MenuToggle';
import { LeftMenuDrawer } from './LeftMenuDrawer';
import { DrawerTools } from './DrawerTools';
import { PhoneMenu } from './PhoneMenu';
import { bottomNavLinks } from './bottomNavLinks';
import { ScreenMessages } from '@/components/providers/ScreenMessages';
import { href } from '@/lib/routes/href';
import { getTranslations } from 'next-intl/server';

/**
 * The casino layout: the lobby header instead of the sports navigation, full-width content, no
 * coupon column. On phones the header and the bottom navigation follow the main layout's rules
 * (docs/decisions/phone-menu.md): the burger and the bottom bar's menu open the phone menu (the
 * tools, log out and the site's sections), and the coupon's sheet stays. `kept` as in MainFrame.
 */
export async function CasinoFrame({ lng, kept, children }: { lng: string; kept?: boolean; children: ReactNode }) {
  const t = await getTranslations('menu');
  return (
    <ScreenMessages name="casino">
      <div className="frame frame--casino">
        <Header
          lng={lng}
          menuToggle={<MenuToggle />}
          nav={<CasinoNav lng={lng} />}
          account={<AccountBar lng={lng} />}
        />
        <LeftMenuDrawer label={t('site')}>
          <DrawerTools />
          <PhoneMenu lng={lng} />
        </LeftMenuDrawer>
        <main id="content" className="content content--wide">
          <div className="casino-bar">
            <CasinoSearchGate className="casino-bar__search" searchPath={href(lng, 'casinoSearch')} />
            <CategoryBar lng={lng} />
          </div>
          {children}
        </main>
        <Footer lng={lng} kept={kept} />
        <CouponHostGate />
        <BottomNav links={bottomNavLinks(lng)} />
      </div>
    </ScreenMessages>
  );
}
