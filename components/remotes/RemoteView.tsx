'use client';

import type { ReactNode } from 'react';
import { useRemoteEntry } from './useRemoteEntry';

/**
 * A route screen as a view of its remote app. Screens arrive rendered from the server, so the view
 * is ready as soon as it mounts; the mark lets styles and tests see which app a screen belongs to.
 */
export function RemoteView({ name, children }: { name: string; children: ReactNode }) {
  useRemoteEntry(name, 'view', 'ready');
  return (
    <div className="remote-view" data-remote-app={name}>
      {children}
    </div>
  );
}
