import type { ReactNode } from 'react';

/** Empty layout: status pages (payments, blocks, confirmations) with nothing around them. */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return <div className="frame frame--empty">{children}</div>;
}
