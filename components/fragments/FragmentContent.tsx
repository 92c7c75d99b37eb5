'use client';

import { useEffect } from 'react';
import type { SanitizedFragment } from '@/lib/fragments/payload';
import { applyFragment } from './applyFragment';

/**
 * A loaded fragment: its sanitised style and body as markup (so the server can render them for
 * first paint and crawlers), and in the browser its head, style sheets, scripts and code.
 */
export function FragmentContent({ name, fragment }: { name: string; fragment: SanitizedFragment }) {
  useEffect(() => applyFragment(name, fragment), [name, fragment]);
  return (
    <section className="remote-fragment" aria-label={fragment.title || undefined} data-fragment={name}>
      {/* Sanitised: no `</style`, @import, expression() or script URLs can be left in it. */}
      {fragment.style ? <style dangerouslySetInnerHTML={{ __html: fragment.style }} /> : null}
      {/* Sanitised markup: no script, frame, object, link or base elements, handlers or script/data URLs. */}
      <div className="remote-fragment__body" dangerouslySetInnerHTML={{ __html: fragment.body }} />
    </section>
  );
}
