import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { fetchProviders } from '@/lib/api/providers';
import { settle } from '@/lib/api/settle';
import { href } from '@/lib/routes/href';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';

export async function ProvidersPanel({ lng }: { lng: string }) {
  const t = await getTranslations('casino');
  const providers = await settle(fetchProviders());
  if (!providers.ok) return <RefreshErrorState />;
  return (
    <ul className="provider-list">
      {providers.data.map((provider) => (
        <li key={provider.id}>
          <Link kind="list" href={href(lng, 'providers', { provider: provider.slug })} className="provider-chip">
            <span className="provider-chip__name">{provider.name}</span>
            <span className="muted">{t('providerGames', { count: provider.gamesCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
