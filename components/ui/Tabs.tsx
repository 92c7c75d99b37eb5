import { AppLink as Link } from './AppLink';

export interface Tab {
  key: string | number;
  href: string;
  label: string;
  current: boolean;
}

/** A row of link tabs; the current one is marked for assistive technology and styled by it. */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link kind="navigation" key={tab.key} href={tab.href} className="tabs__tab" aria-current={tab.current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
