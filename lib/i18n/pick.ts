/**
 * Only the given namespaces of a message tree: what a client provider inlines in the page
 * (issue 10 point 2). A namespace the tree lacks is left out rather than set to undefined.
 */
export function pickMessages<M extends object, K extends keyof M>(messages: M, namespaces: readonly K[]): Pick<M, K> {
  const out = {} as Pick<M, K>;
  for (const namespace of namespaces) {
    if (Object.hasOwn(messages, namespace)) out[namespace] = messages[namespace];
  }
  return out;
}
