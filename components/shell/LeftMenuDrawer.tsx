'use client';

import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { leftMenuClosed, selectIsLeftMenuOpen } from '@/store/slices/app';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), select:not([disabled])';

/**
 * Wraps the server-rendered left menu: a column on wide screens, the phone menu's drawer on phones
 * (docs/decisions/phone-menu.md). The drawer is a disclosure of its toggles (the header's burger,
 * the bottom navigation's menu): opening it moves focus into it; Escape or the backdrop close it and
 * give focus back to the toggle; focus leaving it for the page closes it. While closed it is out of
 * the tab order (CSS: hidden, not only moved off screen).
 */
export function LeftMenuDrawer({ label, children }: { label: string; children: ReactNode }) {
  const open = useAppSelector(selectIsLeftMenuOpen);
  const dispatch = useAppDispatch();
  const pathname = usePathname();
  const drawerRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  // A tap on a menu link navigates: close the drawer so the page is visible.
  useEffect(() => {
    dispatch(leftMenuClosed());
  }, [pathname, dispatch]);

  // Focus goes in as it opens; the toggle that had it gets it back when it is closed from inside.
  useEffect(() => {
    const drawer = drawerRef.current;
    if (!open || !drawer) return;
    openerRef.current = document.activeElement instanceof HTMLElement && !drawer.contains(document.activeElement) ? document.activeElement : null;
    drawer.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  const close = () => {
    dispatch(leftMenuClosed());
    if (openerRef.current?.isConnected) openerRef.current.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(leftMenuClosed());
      if (openerRef.current?.isConnected) openerRef.current.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dispatch]);

  // Tabbing out of the drawer to the page closes it; to one of its toggles leaves that to the toggle.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!open || !(next instanceof HTMLElement) || event.currentTarget.contains(next)) return;
    if (next.closest('[aria-controls="left-menu"]')) return;
    dispatch(leftMenuClosed());
  };

  return (
    <>
      <aside id="left-menu" ref={drawerRef} className="left-column" data-open={open} aria-label={label} onBlur={onBlur}>
        {children}
      </aside>
      {open ? <div className="drawer-backdrop" aria-hidden="true" onClick={close} /> : null}
    </>
  );
}
