import { getTranslations } from 'next-intl/server';
import { AppLink as Link } from '@/components/ui/AppLink';
import { href } from '@/lib/routes/href';
import { RESULTS_TYPES } from '@/lib/routes/values';

/** Tabs of the results page; the route keeps the scroll position, so switching does not jump. */
export async function ResultsTabs({ lng, current }: { lng: string; current?: string }) {
  const t = await getTranslations('results');
  const tabs = [{ key: 'all', type: undefined }, ...RESULTS_TYPES.map((type) => ({ key: type, type }))] as const;
  return (
    <nav className="tabs" aria-label={t('label')}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={href(lng, 'results', { type: tab.type })}
          className="tabs__tab"
          aria-current={current === tab.type ? 'page' : undefined}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
