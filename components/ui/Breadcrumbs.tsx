import { AppLink as Link } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumbs; the last item is the current page. */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('info');
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.href && index < items.length - 1 ? (
              <Link kind="navigation" href={item.href}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
