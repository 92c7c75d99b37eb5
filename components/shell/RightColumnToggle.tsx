'use client';

import { useTranslations } from 'next-intl';
import { COOKIE } from '@/lib/config/cookies';
import { writeCookie } from '@/lib/consent/browserCookie';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { rightColumnToggled, selectCookiesAgreeType, selectIsRightColumnCompact } from '@/store/slices/app';

/**
 * Compact or expanded right column. The choice is remembered in `hide_right` only when the
 * visitor allowed functional cookies (shell-and-routing.md §6); otherwise it lasts until the next page load.
 */
export function RightColumnToggle() {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const compact = useAppSelector(selectIsRightColumnCompact);
  const consent = useAppSelector(selectCookiesAgreeType);
  const toggle = () => {
    try {
      dispatch(rightColumnToggled());
      writeCookie(COOKIE.hideRight, compact ? '0' : '1', consent);
    } catch (error) {
      console.error('Unable to toggle right side visible mode.', error);
    }
  };
  return (
    <button type="button" className="link-button" aria-expanded={!compact} aria-controls="coupon-body" onClick={toggle}>
      {compact ? t('expand') : t('collapse')}
    </button>
  );
}
