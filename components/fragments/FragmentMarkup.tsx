import { embeddableInPage, fragmentScriptText } from '@/lib/fragments/code';
import type { SanitizedFragment } from '@/lib/fragments/payload';

/**
 * A loaded fragment's sanitised style and body as markup: rendered on the server for first paint
 * and crawlers, by itself when the fragment asks nothing of the browser (FooterFragment), or inside
 * FragmentContent, which then applies its head, style sheets, scripts and code.
 */
export function FragmentMarkup({ name, fragment }: { name: string; fragment: SanitizedFragment }) {
  const code = fragment.codeToEval === null ? null : fragmentScriptText(fragment.codeToEval);
  return (
    <section className="remote-fragment" aria-label={fragment.title || undefined} data-fragment={name}>
      {/* Sanitised: no `</style`, @import, expression() or script URLs can be left in it. */}
      {fragment.style ? <style dangerouslySetInnerHTML={{ __html: fragment.style }} /> : null}
      {/* Sanitised markup: no script, frame, object, link or base elements, handlers or script/data URLs. */}
      <div className="remote-fragment__body" dangerouslySetInnerHTML={{ __html: fragment.body }} />
      {/* The code's text, inert (a data block never runs): in a page kept for every visitor it gives
          the front server the hash that lets the browser's copy run without a nonce
          (applyFragment.ts, docs/cached-pages.md). Trusted code only (payload.ts), and only text
          that cannot end the element early. */}
      {code !== null && embeddableInPage(code) ? (
        <script type="text/plain" data-fragment-code={name} dangerouslySetInnerHTML={{ __html: code }} />
      ) : null}
    </section>
  );
}

/** Whether a fragment has anything for the browser to do besides showing its markup. */
export function needsBrowser(fragment: SanitizedFragment): boolean {
  return fragment.head.trim() !== '' || fragment.css.length > 0 || fragment.scripts.length > 0 || Boolean(fragment.codeToEval);
}
