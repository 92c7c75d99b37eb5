import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/ui/Logo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { QuickSettings } from '@/components/settings/QuickSettings';

/** The header frame shared by the main and casino layouts: logo, navigation, language, settings, account. */
export async function Header({
  lng,
  nav,
  account,
  menuToggle,
}: {
  lng: string;
  nav: ReactNode;
  account: ReactNode;
  menuToggle?: ReactNode;
}) {
  const t = await getTranslations('header');
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <div className="site-header__row">
        {menuToggle}
        <Logo lng={lng} />
        <div className="site-header__nav">{nav}</div>
        <div className="site-header__end">
          {/* On phones the main layout's drawer carries these (DrawerTools), so the header keeps one row. */}
          <div className="site-header__tools">
            <LanguageSwitcher />
            <QuickSettings />
          </div>
          {account}
        </div>
      </div>
    </header>
  );
}
