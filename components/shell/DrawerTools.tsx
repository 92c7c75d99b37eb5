import { QuickSettings } from '@/components/settings/QuickSettings';
import { LanguageSwitcher } from './LanguageSwitcher';
import { DrawerLogout } from './DrawerLogout';

/**
 * Language, quick settings and log out at the top of the phone drawer: on a 375 px phone the
 * signed-in header had no room for them and wrapped onto three rows. Shown on phones only (CSS);
 * wider screens keep them in the header.
 */
export function DrawerTools() {
  return (
    <div className="drawer-tools">
      <LanguageSwitcher />
      <QuickSettings />
      <DrawerLogout />
    </div>
  );
}
