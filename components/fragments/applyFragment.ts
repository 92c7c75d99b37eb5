// What a loaded fragment does to the document besides its own markup: head elements, style
// sheets, scripts and its code. Everything here was already sanitised (lib/fragments/payload.ts):
// style sheets and scripts are same-origin or allow-listed, and code is only present when the
// fragment came from a trusted origin.

import type { SanitizedFragment } from '@/lib/fragments/payload';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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

/** Runs a fragment's `codeToEval`; code that throws is logged as a warning (shell spec §8). */
export function runFragmentCode(name: string, code: string): void {
  try {
    // The code is a string by contract (shell spec §7); it reaches here only from a trusted origin.
    new Function(code)();
  } catch (error) {
    console.warn(`[fragment ${name}] codeToEval failed: ${messageOf(error)}`);
  }
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
    if (scriptsLoaded.length === 0) runFragmentCode(name, code);
    else void Promise.all(scriptsLoaded).then(() => active && runFragmentCode(name, code));
  }
  return () => {
    active = false;
    for (const element of added) element.remove();
  };
}
