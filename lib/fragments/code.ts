// A trusted fragment's `codeToEval` (shell-and-routing.md §7) as the text of the script element that runs it
// (components/fragments/applyFragment.ts). One definition for the browser, which runs the text,
// and for the server, which writes the same text into the page as an inert copy: a page kept for
// every visitor has no nonce, and the front server allows its inline scripts by their hashes
// (docs/cached-pages.md), this copy's among them (docs/decisions/fragment-code-csp.md).

/**
 * The code as a function body, as `new Function(code)` ran it before: declarations stay its own,
 * `return` is allowed, `this` is the window. The line breaks keep a closing `//` comment inside.
 */
export function fragmentScriptText(code: string): string {
  return `(function () {\n${code}\n})();`;
}

/**
 * Whether the text can be written inside a `<script>` element of the page as it is: `</script`
 * would end the element there and `<!--` can make the parser take in the markup after it.
 */
export function embeddableInPage(text: string): boolean {
  return !/<\/script|<!--/i.test(text);
}
