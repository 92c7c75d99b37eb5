'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLimits } from '@/lib/api/limits/limits';
import { LIMIT_TYPE } from '@/lib/rules/limitTypes';
import { dueApproval, hasSessionLimit, nextApprovalMs, realityCheckDueMs } from '@/lib/limits/watch';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { modalOpened, selectOpenModals } from '@/store/slices/modals';
import { useDueTimer } from './useDueTimer';
import { useSessionPing } from './useSessionPing';

/**
 * The limits a signed-in page keeps an eye on (limits-coupon-auth.md §4; loaded only for signed-in players):
 * the session limit's ping, the reality-check reminder at its stored end, and the approval of a
 * pending raise once its 24 hours have passed (a timer until then, then a dialog that cannot be
 * closed). Both dialogs are the modal host's (realityCheck; setLimits opened not closable).
 */
export function LimitWatch() {
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModals);
  const { data: limits = [] } = useLimits(lng);
  // The time the approvals are judged at: set again by the timer when the next one falls due.
  const [now, setNow] = useState(() => Date.now());

  useSessionPing(lng, hasSessionLimit(limits));

  const realityDue = realityCheckDueMs(limits);
  const realityMinutes = limits.find((l) => l.limitType === LIMIT_TYPE.realityCheck && l.limitState === 'ACTIVE')?.limitValue ?? 0;
  useDueTimer(realityDue, () => {
    if (open.some((modal) => modal.kind === 'realityCheck')) return;
    dispatch(modalOpened({ kind: 'realityCheck', props: { minutes: realityMinutes } }));
  });

  const due = dueApproval(limits, now);
  useDueTimer(due ? null : nextApprovalMs(limits, now), () => setNow(Date.now()));
  const dueType = due?.limitType ?? null;
  const dueValue = due ? (due.limitValue ?? 'none') : null;
  const currency = dueType === null ? '' : limitCurrency(limits, dueType);
  const approvalOpen = open.some((modal) => modal.kind === 'setLimits' && modal.props?.limitType === dueType);
  useEffect(() => {
    if (dueType === null || dueValue === null || approvalOpen) return;
    dispatch(modalOpened({ kind: 'setLimits', props: { closable: false, limitType: dueType, limitValue: dueValue, currency } }));
  }, [dueType, dueValue, currency, approvalOpen, dispatch]);
  return null;
}

function limitCurrency(limits: readonly { limitType: number; currency?: string | null }[], type: number): string {
  return limits.find((l) => l.limitType === type && l.currency)?.currency ?? '';
}
