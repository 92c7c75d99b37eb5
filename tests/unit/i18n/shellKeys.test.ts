import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_KEYS, SHELL_NAMESPACES } from '@/lib/config/clientMessages';
import { pickShellMessages } from '@/lib/i18n/pick';
import ru from '@/messages/ru.json';

// HTML weight (docs/decisions/html-weight.md): a shell namespace narrowed to some words gives its client files all
// they ask for.
const USERS: Record<string, readonly string[]> = {
  notifications: ['components/notifications/NotificationHost.tsx'],
  fragments: ['components/fragments/FragmentSkeleton.tsx'],
  coupon: [
    'components/shell/RightColumnToggle.tsx',
    'components/coupon/CouponEmptyView.tsx',
    'components/coupon/CouponGate.tsx',
    'components/coupon/LoadCoupon.tsx',
    'components/coupon/OneClickSwitch.tsx',
    'components/coupon/AmountInput.tsx',
    'components/coupon/CouponBar.tsx',
    'components/coupon/useOneClick.ts',
  ],
};

describe('the shell words narrowed to some keys', () => {
  it('hold every word the client files that use them ask for', () => {
    for (const [namespace, keys] of Object.entries(SHELL_KEYS)) {
      const files = USERS[namespace] ?? [];
      expect(files.length, namespace).toBeGreaterThan(0);
      for (const file of files) {
        const asked = [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]);
        expect(asked.length, file).toBeGreaterThan(0);
        for (const key of asked) expect(keys, `${file}: ${namespace}.${key}`).toContain(key);
      }
    }
  });

  it('are the only words of such a namespace the browser gets, and the others are whole', () => {
    const picked = pickShellMessages(ru, SHELL_NAMESPACES, SHELL_KEYS);
    expect(Object.keys(picked.fragments)).toEqual(['loading']);
    expect(picked).not.toHaveProperty('idle');
    expect(picked).not.toHaveProperty('maintenance');
    expect(picked.header).toEqual(ru.header);
    expect(Object.keys(picked).sort()).toEqual([...SHELL_NAMESPACES].sort());
  });

  it('hold every notification title the host shows by key: the defaults, the store\'s and the actions\'', () => {
    const keys = SHELL_KEYS.notifications ?? [];
    const byKey = ['store/listeners/appVersion.ts', 'components/notifications/NotificationHost.tsx', 'lib/config/modals.ts']
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:title: |reload: |error: |success: )'(\w+)'/g)].map((m) => m[1]));
    expect(byKey).toEqual(expect.arrayContaining(['update_title', 'update_reload', 'main_error', 'main_done']));
    for (const key of byKey) expect(keys).toContain(key);
  });
});
