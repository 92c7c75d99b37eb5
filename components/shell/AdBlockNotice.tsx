'use client';

import { useEffect, useState } from 'react';
import { NoticeOnDemand, type NoticeText } from '@/components/notifications/NoticeOnDemand';
import { adBlockNoticeDue, type AdBlockSignals } from '@/lib/adblock/detect';
import { ADBLOCK_NOTICE_STORAGE_KEY } from '@/lib/config/adblock';
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
 * The ad-blocker notice (shell-and-routing.md §8): 'website blocked by adblock' with a request to turn the
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
  const [due, setDue] = useState(false);

  useEffect(() => {
    const session = storage ?? sessionStore();
    const shown = () => session?.getItem(ADBLOCK_NOTICE_STORAGE_KEY) != null;
    if (shown()) return;
    let cancelled = false;
    probe()
      .then((signals) => {
        if (cancelled || !adBlockNoticeDue(signals, shown())) return;
        session?.setItem(ADBLOCK_NOTICE_STORAGE_KEY, '1');
        setDue(true);
      })
      .catch((error: unknown) => {
        console.error(`[adblock] ${error instanceof Error ? error.message : String(error)}`);
      });
    return () => {
      cancelled = true;
    };
  }, [probe, storage]);

  return due ? <NoticeOnDemand words="notifications" notice={adBlockNotice} /> : null;
}

const adBlockNotice: NoticeText<'notifications'> = (t) => ({
  type: 'warning',
  titleText: t('adblock_title'),
  message: t('adblock_text'),
});
