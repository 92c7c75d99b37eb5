// What a loaded fragment does to the document besides its own markup: head elements, style
// sheets, scripts and its code. Everything here was already sanitised (lib/fragments/payload.ts):
// style sheets and scripts are same-origin or allow-listed, and code is only present when the
// fragment came from a trusted origin.

import { fragmentScriptText } from '@/lib/fragments/code';
import type { SanitizedFragment } from '@/lib/fragments/payload';

/** An error's message, also for an error of another realm (no `instanceof Error` there). */
function messageOf(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : String(error);
}

/** Meta names that would change how the whole page is indexed, shown or referred: the page's own business. */
const PAGE_OWNED_META = new Set(['robots', 'googlebot', 'referrer', 'viewport']);

/**
 * The head elements a fragment may add: style elements and named meta tags. Parsed in a template,
 * so nothing in it runs; titles, links and anything else stay out (the page owns its head).
 */
function headElements(head: string): Element[] {
  if (head.trim() === '') return [];
  const template = document.createElement('template');
  template.innerHTML = head;
  return Array.from(template.content.children).filter((element) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'style') return true;
    const name = element.getAttribute('name')?.toLowerCase();
    return tag === 'meta' && !!name && !PAGE_OWNED_META.has(name) && !element.hasAttribute('http-equiv');
  });
}

/**
 * The page's script nonce, from a script Next wrote with it. The browser hides a nonce attribute's
 * value once the element is in a document with a policy from a header (`getAttribute` reads ""),
 * the `nonce` property keeps it. None on a page kept for every visitor: its policy allows the
 * fragment's code by the hash of its inline copy instead (FragmentMarkup, docs/cached-pages.md).
 */
export function pageNonce(doc: Document = document): string | null {
  for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>('script[nonce]'))) {
    if (script.nonce) return script.nonce;
  }
  return null;
}

/**
 * Runs a fragment's `codeToEval` as a script element of its own, with the page's nonce: the policy
 * has no `'unsafe-eval'` (docs/decisions/fragment-code-csp.md), so no string is evaluated. Code that throws,
 * or that is not even valid code, is logged as a warning (shell-and-routing.md §8): a script's errors do not
 * reach a try/catch around its insertion but the window's `error` event, during the insertion
 * (an inline script runs at once), so that event is taken there and kept from the page's own
 * listeners and the console's "Uncaught". Code the policy refuses is a warning too.
 */
export function runFragmentCode(name: string, code: string): HTMLScriptElement {
  const warn = (reason: string) => console.warn(`[fragment ${name}] codeToEval failed: ${reason}`);
  const script = document.createElement('script');
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.text = fragmentScriptText(code);
  script.setAttribute('data-fragment', name);
  script.addEventListener('securitypolicyviolation', () => warn("refused by the page's script policy"));
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    warn(messageOf(event.error ?? event.message));
  };
  window.addEventListener('error', onError, true);
  try {
    document.body.append(script);
  } finally {
    window.removeEventListener('error', onError, true);
  }
  return script;
}

/**
 * Applies a fragment to the document and returns what undoes it: its warnings are logged, head
 * elements, style sheets and scripts are added (marked `data-fragment`), and its code runs once
 * the scripts have loaded or failed.
 */
export function applyFragment(name: string, fragment: SanitizedFragment): () => void {
  for (const warning of fragment.warnings) console.warn(`[fragment ${name}] ${warning}`);
  const added: Element[] = [];
  const add = (parent: HTMLElement, element: Element) => {
    element.setAttribute('data-fragment', name);
    parent.append(element);
    added.push(element);
  };
  for (const element of headElements(fragment.head)) add(document.head, element);
  for (const href of fragment.css) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    add(document.head, link);
  }
  const scriptsLoaded = fragment.scripts.map(
    (src) =>
      new Promise<void>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        // In the given order, like the fragment's own page would run them.
        script.async = false;
        script.onload = () => resolve();
        script.onerror = () => {
          console.warn(`[fragment ${name}] script ${src} failed to load`);
          resolve();
        };
        add(document.body, script);
      }),
  );
  let active = true;
  const code = fragment.codeToEval;
  if (code !== null) {
    const run = () => added.push(runFragmentCode(name, code));
    if (scriptsLoaded.length === 0) run();
    else void Promise.all(scriptsLoaded).then(() => active && run());
  }
  return () => {
    active = false;
    for (const element of added) element.remove();
  };
}
