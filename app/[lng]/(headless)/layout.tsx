import type { ReactNode } from 'react';

/** Headless layout: landing pages with no site header or footer around them. */
export default function HeadlessLayout({ children }: { children: ReactNode }) {
  return <div className="frame frame--headless">{children}</div>;
}
