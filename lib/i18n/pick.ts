/**
 * Only the given namespaces of a message tree: what a client provider inlines in the page
 * (docs/decisions/client-messages.md). A namespace the tree lacks is left out rather than set to undefined.
 */
export function pickMessages<M extends object, K extends keyof M>(messages: M, namespaces: readonly K[]): Pick<M, K> {
  const out = {} as Pick<M, K>;
  for (const namespace of namespaces) {
    if (Object.hasOwn(messages, namespace)) out[namespace] = messages[namespace];
  }
  return out;
}

/**
 * The shell's words for the browser: its namespaces, narrowed to the words listed for those the
 * browser needs only some of (lib/config/clientMessages.ts SHELL_KEYS).
 */
export function pickShellMessages<M extends object, K extends keyof M & string>(
  messages: M,
  namespaces: readonly K[],
  keys: Partial<Record<K, readonly string[]>>,
): Pick<M, K> {
  const out = pickMessages(messages, namespaces);
  for (const namespace of namespaces) {
    const only = keys[namespace];
    const words = out[namespace] as unknown;
    if (!only || typeof words !== 'object' || words === null) continue;
    out[namespace] = Object.fromEntries(Object.entries(words).filter(([key]) => only.includes(key))) as M[K];
  }
  return out;
}
