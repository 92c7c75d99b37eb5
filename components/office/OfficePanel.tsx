import { getFormatter, getTranslations } from 'next-intl/server';
import { getServerSession } from '@/lib/session/serverSession';
import { AccountsScreen, ProfileStatus } from '@/components/office/lazyScreens';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';

/**
 * The player's accounts, from a session checked again here on the server: the guard sent
 * visitors to login already, but a page never trusts that alone. The account page (route
 * officeAccount) is the full accounts screen, the security page the protection level; the other office
 * pages show the list until theirs come.
 */
export async function OfficePanel({ route }: { route?: string }) {
  const session = await getServerSession();
  const t = await getTranslations('office');
  // The backend could not check the session: say so, never "sign in" to a signed-in player.
  if (session.unavailable) return <RefreshErrorState reason="session" />;
  if (session.userId === null) return <p className="empty-state">{t('signedOut')}</p>;
  if (route === 'officeAccount') return <AccountsScreen />;
  // The security page shows the protection level (shell-and-routing.md §4) and what is filled in (§5).
  if (route === 'officeSecurity') return <ProfileStatus />;
  const format = await getFormatter();
  const accounts = session.balance?.all_accounts ?? [];
  return (
    <section className="panel" aria-labelledby="office-accounts">
      <h2 id="office-accounts" className="panel__title">
        {t('accounts')}
      </h2>
      <ul className="account-list">
        {accounts.map((account) => (
          <li key={account.id} className="account-card" data-active={account.is_active}>
            <span className="muted">{t(account.type === 4 ? 'bonusAccount' : account.type === 9 ? 'currencyAccount' : 'mainAccount')}</span>
            <strong>{format.number(account.money, { style: 'currency', currency: account.iso })}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
