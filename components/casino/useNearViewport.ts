import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` whenever the returned element's box comes within `margin` of the viewport (or of
 * the scrolling `root` a row gives): the lobby's lists load their next games before the player
 * reaches their end. Without IntersectionObserver nothing happens (the "show more" button remains).
 */
export function useNearViewport<E extends Element>(onNear: () => void, { margin = '600px', enabled = true, root }: { margin?: string; enabled?: boolean; root?: () => Element | null } = {}) {
  const ref = useRef<E>(null);
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: margin, root: root?.() ?? null },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin, root]);
  return ref;
}
