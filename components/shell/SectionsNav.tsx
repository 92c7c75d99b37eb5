import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/routes/href';

/** The main sections of the site, in the header. */
export async function SectionsNav({ lng, current }: { lng: string; current?: string }) {
  const t = await getTranslations('nav');
  const items = [
    { key: 'line', to: href(lng, 'line') },
    { key: 'live', to: href(lng, 'live') },
    { key: 'slots', to: href(lng, 'slots') },
    { key: 'liveCasino', to: href(lng, 'liveCasino') },
  ] as const;
  return (
    <nav className="sections-nav" aria-label={t('label')}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              kind="navigation"
              href={item.to}
              className="sections-nav__link"
              aria-current={current === item.key ? 'page' : undefined}
            >
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
