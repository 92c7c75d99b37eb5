'use client';

import { usePathname } from 'next/navigation';
import { AppLink as Link } from '@/components/ui/AppLink';

export interface CategoryBarItem {
  key: string;
  href: string;
  label: string;
}

/**
 * The category bar's links, the current page's marked (its subcategory pages too). The list is
 * built on the server; only the mark needs the address, so only this part runs in the browser.
 */
export function CategoryBarLinks({ items }: { items: readonly CategoryBarItem[] }) {
  const pathname = usePathname();
  // The longest matching address wins: `casino/brand` is not also `casino` (live casino).
  const current = items
    .filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.key;
  return (
    <ul className="category-bar__list">
      {items.map((item) => (
        <li key={item.key}>
          <Link kind="navigation" href={item.href} className="category-bar__link" aria-current={item.key === current ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
