'use client';

import dynamic from 'next/dynamic';

// The footer's client parts, each loaded only with a page that shows it (docs/decisions/first-load-imports.md): the
// browser's loader (skeleton, retries, error block) for a footer the server could not get, and
// the part that applies a fragment's head, style sheets, scripts and code when it has any. A
// footer of markup only needs neither.
export const RemoteFragment = dynamic(() => import('./RemoteFragment').then((m) => m.RemoteFragment));
export const FragmentContent = dynamic(() => import('./FragmentContent').then((m) => m.FragmentContent));
