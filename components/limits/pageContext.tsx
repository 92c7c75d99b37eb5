'use client';

import { createContext, useContext } from 'react';
import type { Limit } from '@/lib/api/limits/limit';
import type { AvailableLimit } from '@/lib/api/limits/availableLimits';

/** What every part of the responsible-gaming page reads: the service's answers and its clock. */
export interface LimitsPage {
  lng: string;
  limits: Limit[];
  offered: AvailableLimit[];
  /** Now on the service's clock, ms (lib/api/limits/serverTime.ts), ticking while the page is open. */
  nowMs: number;
  /** The limits' currency (the money types' `currency`). */
  currency: string;
  /** Puts a fresh list in (a save's `limitsData`) and reads it again. */
  refresh: (limits?: Limit[]) => Promise<unknown>;
}

export const LimitsPageContext = createContext<LimitsPage | null>(null);

export function useLimitsPage(): LimitsPage {
  const page = useContext(LimitsPageContext);
  if (!page) throw new Error('useLimitsPage outside the responsible-gaming page');
  return page;
}
