import type { ReactNode } from 'react';

/** Maintenance layout: the notice alone, centred, with the logo. */
export default function MaintenanceLayout({ children }: { children: ReactNode }) {
  return <div className="frame frame--maintenance">{children}</div>;
}
