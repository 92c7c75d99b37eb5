import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/routes/href';
import { RESULTS_TYPES } from '@/lib/routes/values';
import { Tabs } from '@/components/ui/Tabs';

/** Tabs of the results page; the route keeps the scroll position, so switching does not jump. */
export async function ResultsTabs({ lng, current }: { lng: string; current?: string }) {
  const t = await getTranslations('results');
  const tabs = [undefined, ...RESULTS_TYPES].map((type) => ({
    key: type ?? 'all',
    href: href(lng, 'results', { type }),
    label: t(type ?? 'all'),
    current: current === type,
  }));
  return <Tabs label={t('label')} tabs={tabs} />;
}
