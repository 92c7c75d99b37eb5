'use client';

import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectIsRightColumnCompact } from '@/store/slices/app';

/** The right column's body, hidden while the column is compact. */
export function RightColumnBody({ children }: { children: ReactNode }) {
  const compact = useAppSelector(selectIsRightColumnCompact);
  return (
    <div id="coupon-body" hidden={compact}>
      {children}
    </div>
  );
}
