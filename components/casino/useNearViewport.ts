import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` whenever the returned element's box comes within `margin` of the viewport (or of
 * the scrolling `root` a row gives): the lobby's lists load their next games before the player
 * reaches their end. Without IntersectionObserver nothing happens (the "show more" button remains).
 *
 * `afterScroll`: an element below the fold that only the margin brings near waits for the player's
 * first scroll. A visitor who opens a list and picks a game from its top loads no next page (and
 * not its reader: docs/decisions/casino-list-paging.md); one whose screen already shows the end gets it at
 * once, and one who scrolls gets it as before. Only with the viewport as root.
 */
export function useNearViewport<E extends Element>(
  onNear: () => void,
  { margin = '600px', enabled = true, root, afterScroll = false }: { margin?: string; enabled?: boolean; root?: () => Element | null; afterScroll?: boolean } = {},
) {
  const ref = useRef<E>(null);
  const callback = useRef(onNear);
  const scrolled = useRef(false);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const waits = afterScroll && !root;
    // A page opened (or restored) scrolled down counts as moved.
    if (waits && window.scrollY > 0) scrolled.current = true;
    let waiting = false;
    const onScroll = () => {
      scrolled.current = true;
      window.removeEventListener('scroll', onScroll);
      if (waiting) {
        waiting = false;
        callback.current();
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.find((entry) => entry.isIntersecting);
        waiting = false;
        if (!near) return;
        if (waits && !scrolled.current && near.boundingClientRect.top >= window.innerHeight) {
          waiting = true;
          return;
        }
        callback.current();
      },
      { rootMargin: margin, root: root?.() ?? null },
    );
    observer.observe(element);
    if (waits && !scrolled.current) window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled, margin, root, afterScroll]);
  return ref;
}
