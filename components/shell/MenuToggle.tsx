'use client';

import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { leftMenuToggled, selectIsLeftMenuOpen } from '@/store/slices/app';

/** The burger that opens the left menu as a drawer on narrow screens. */
export function MenuToggle() {
  const t = useTranslations('header');
  const open = useAppSelector(selectIsLeftMenuOpen);
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls="left-menu"
      aria-label={open ? t('closeMenu') : t('openMenu')}
      onClick={() => dispatch(leftMenuToggled())}
    >
      <span aria-hidden="true" />
    </button>
  );
}
