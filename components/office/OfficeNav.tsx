import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/routes/href';
import type { RouteName } from '@/lib/routes/manifest';
import { Tabs } from '@/components/ui/Tabs';

/** The office pages a player uses most, in the order a betting office lists them. */
const OFFICE_NAV = ['officeAccount', 'officeHistory', 'officePaycheck', 'officeHistorypay', 'officeRecharge', 'officeDeduce', 'officePaymentRequests', 'officeResponsible', 'officeSecurity', 'officeSettings'] as const satisfies readonly RouteName[];

/** The personal office's menu, on each office page: the way to the bet history and the rest. */
export async function OfficeNav({ lng, current }: { lng: string; current: string }) {
  const t = await getTranslations('routes');
  const tOffice = await getTranslations('office');
  return (
    <Tabs
      label={tOffice('menu')}
      tabs={OFFICE_NAV.map((name) => ({ key: name, href: href(lng, name), label: t(name), current: name === current }))}
    />
  );
}
