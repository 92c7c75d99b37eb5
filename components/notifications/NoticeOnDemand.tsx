'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { ON_DEMAND_NAMESPACES } from '@/lib/config/clientMessages';
import { OnDemandPart } from '@/components/ui/OnDemandPart';
import { useAppDispatch } from '@/store/hooks';
import { notificationShown, type NotificationInput } from '@/store/slices/notifications';

type NoticeNamespace = (typeof ON_DEMAND_NAMESPACES)['notices'][number];

/** A notice made from the words of its namespace. Keep it stable (useCallback): it is shown once. */
export type NoticeText<N extends NoticeNamespace> = (t: ReturnType<typeof useTranslations<N>>) => NotificationInput;

interface Props<N extends NoticeNamespace> {
  words: N;
  notice: NoticeText<N>;
  /** Called once it is shown (a flag kept until then can go). */
  onShown?: () => void;
}

function Announce<N extends NoticeNamespace>({ words, notice, onShown }: Props<N>) {
  const t = useTranslations(words);
  const dispatch = useAppDispatch();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    dispatch(notificationShown(notice(t)));
    onShown?.();
  }, [dispatch, notice, onShown, t]);
  return null;
}

/**
 * One notification whose words come when it is due (docs/decisions/client-messages.md): the idle, maintenance and
 * ad-blocker notices show on few page loads, so their words (`notices`) do not ride in every page.
 * A part that cannot load shows nothing: the notice is not worth an error block of its own.
 */
export function NoticeOnDemand<N extends NoticeNamespace>(props: Props<N>) {
  return (
    <OnDemandPart words="notices" failed={() => null}>
      <Announce {...props} />
    </OnDemandPart>
  );
}
