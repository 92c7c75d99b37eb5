'use client';

import { useTranslations } from 'next-intl';
import type { SecurityOverview } from '@/lib/api/security/overview';
import { unbindPhone } from '@/lib/api/security/phoneUnbind';
import { PasswordConfirm } from './PasswordConfirm';

/** Unbinding the phone, with the password. */
export function PhoneUnbind({ onChanged }: { onChanged: (overview: SecurityOverview) => void }) {
  const t = useTranslations('security.phone');
  return (
    <PasswordConfirm
      id="security-phone-unbind-password"
      openLabel={t('unbind')}
      confirmLabel={t('unbindConfirm')}
      run={async (password) => onChanged(await unbindPhone(password))}
    />
  );
}
