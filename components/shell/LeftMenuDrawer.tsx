'use client';

import { useEffect, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { leftMenuClosed, selectIsLeftMenuOpen } from '@/store/slices/app';

/** Wraps the server-rendered left menu: a column on wide screens, a drawer on phones. */
export function LeftMenuDrawer({ label, children }: { label: string; children: ReactNode }) {
  const open = useAppSelector(selectIsLeftMenuOpen);
  const dispatch = useAppDispatch();
  const pathname = usePathname();

  // A tap on a menu link navigates: close the drawer so the page is visible.
  useEffect(() => {
    dispatch(leftMenuClosed());
  }, [pathname, dispatch]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(leftMenuClosed());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dispatch]);

  return (
    <>
      <aside id="left-menu" className="left-column" data-open={open} aria-label={label}>
        {children}
      </aside>
      {open ? (
        <div className="drawer-backdrop" aria-hidden="true" onClick={() => dispatch(leftMenuClosed())} />
      ) : null}
    </>
  );
}
