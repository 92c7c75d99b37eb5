'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { adBlockNoticeDue, type AdBlockSignals } from '@/lib/adblock/detect';
import { ADBLOCK_NOTICE_STORAGE_KEY } from '@/lib/config/adblock';
import { useAppDispatch } from '@/store/hooks';
import { notificationShown } from '@/store/slices/notifications';
import { probeAdBlock } from './adBlockProbe';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The ad-blocker notice (shell spec §8): 'website blocked by adblock' with a request to turn the
 * blocker off, once per session. The probe and the storage are the browser's unless a test
 * passes its own. Without storage the notice still shows, once for this page load.
 */
export function AdBlockNotice({
  probe = probeAdBlock,
  storage,
}: {
  probe?: () => Promise<AdBlockSignals>;
  storage?: SessionStore;
}) {
  const t = useTranslations('notifications');
  const dispatch = useAppDispatch();
  const text = t('adblock_text');

  useEffect(() => {
    const session = storage ?? sessionStore();
    const shown = () => session?.getItem(ADBLOCK_NOTICE_STORAGE_KEY) != null;
    if (shown()) return;
    let cancelled = false;
    probe()
      .then((signals) => {
        if (cancelled || !adBlockNoticeDue(signals, shown())) return;
        session?.setItem(ADBLOCK_NOTICE_STORAGE_KEY, '1');
        dispatch(notificationShown({ type: 'warning', title: 'adblock_title', message: text }));
      })
      .catch((error: unknown) => {
        console.error(`[adblock] ${error instanceof Error ? error.message : String(error)}`);
      });
    return () => {
      cancelled = true;
    };
  }, [probe, storage, dispatch, text]);

  return null;
}
