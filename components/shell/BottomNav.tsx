'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { emitCouponEvent } from '@/lib/coupon/busEvent';
import type { BottomNavLinks } from './bottomNavLinks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { leftMenuToggled, selectIsLeftMenuOpen } from '@/store/slices/app';
import { selectCoupon } from '@/store/rootReducer';
import { AppLink as Link } from '@/components/ui/AppLink';

/**
 * The phone's bottom navigation (docs/decisions/phone-layout.md): line, live, casino, the coupon (opens the slip
 * as a sheet, through the coupon's bus) and the menu (the phone menu's drawer: language, settings,
 * every section of the site, the sports; docs/decisions/phone-menu.md), in the main and the casino
 * layout alike. Shown below 768 px or on the mobile platform (CSS); the page keeps room for it.
 */
export function BottomNav({ links: to }: { links: BottomNavLinks }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector(selectIsLeftMenuOpen);
  const count = useAppSelector((state) => selectCoupon(state).bets.length);
  const links = [
    { key: 'line', to: to.line, label: t('bottomLine') },
    { key: 'live', to: to.live, label: t('bottomLive') },
    { key: 'casino', to: to.casino, label: t('bottomCasino') },
  ];
  const current = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <nav className="bottom-nav" aria-label={t('bottomNav')}>
      {links.map((link) => (
        <Link kind="navigation" key={link.key} href={link.to} className={`bottom-nav__item bottom-nav__item--${link.key}`} aria-current={current(link.to) ? 'page' : undefined}>
          <span className="bottom-nav__icon" aria-hidden="true" />
          {link.label}
        </Link>
      ))}
      <button
        type="button"
        className="bottom-nav__item bottom-nav__item--coupon"
        aria-haspopup="dialog"
        aria-label={t('bottomCouponCount', { count })}
        onClick={() => emitCouponEvent({ type: 'openSlip' })}
      >
        <span className="bottom-nav__icon" aria-hidden="true" />
        {count > 0 ? (
          <span className="bottom-nav__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
        <span aria-hidden="true">{t('bottomCoupon')}</span>
      </button>
      <button
        type="button"
        className="bottom-nav__item bottom-nav__item--menu"
        aria-expanded={menuOpen}
        aria-controls="left-menu"
        onClick={() => dispatch(leftMenuToggled())}
      >
        <span className="bottom-nav__icon" aria-hidden="true" />
        {t('bottomMenu')}
      </button>
    </nav>
  );
}
