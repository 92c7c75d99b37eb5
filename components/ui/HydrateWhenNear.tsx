'use client';

import { Activity, use, useId, useSyncExternalStore, type ReactNode } from 'react';

/** How far beyond the screen a part starts hydrating, so it is live before it is seen. */
const MARGIN_PX = 600;

type Wait = Promise<void> & { status?: 'fulfilled'; value?: undefined };

/**
 * Per part (its useId): the wait of its hydration. A wait whose part leaves the page before it is
 * near stays here with its observer (a few dozen parts a page load).
 */
const waits = new Map<string, Wait>();
/** The parts still waiting, each with the way to end its wait. */
const sleepers = new Map<Element, () => void>();

/**
 * A press or the focus inside a waiting part ends its wait before React sees the event:
 * this listener captures at the window, React at the document (Next's root), so React hydrates
 * the part at once and hands it the event. A player's click comes after the part is near anyway;
 * this is for a click that does not scroll (assistive technology, a script).
 */
function wakeOnInput(event: Event) {
  for (const [element, wake] of sleepers) if (element.contains(event.target as Node)) wake();
}

function waitFor(id: string): Wait | null {
  const known = waits.get(id);
  if (known !== undefined) return known;
  // The server's HTML of this part, which React is hydrating (ids are `_R_…_`: no quoting needed).
  const element = document.querySelector(`[data-hydrate-when-near="${id}"]`);
  if (!element) return null;
  // A part near the screen waits only for the observer's first answer, in the next frame.
  const wait: Wait = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) wake();
      },
      { rootMargin: `${MARGIN_PX}px 0px` },
    );
    const wake = () => {
      observer.disconnect();
      sleepers.delete(element);
      // React's thenable field, set now: a hydration React tries in this same event sees the wait
      // over (the promise's own callbacks would tell it a microtask later).
      wait.status = 'fulfilled';
      resolve();
    };
    observer.observe(element);
    sleepers.set(element, wake);
  });
  // Once per page (the first wait): a key reaches a part only where the focus is, which came first.
  if (waits.size === 0) for (const type of ['pointerdown', 'focusin', 'click']) addEventListener(type, wakeOnInput, { capture: true, passive: true });
  waits.set(id, wait);
  return wait;
}

/** The wait of a render that does not wait: already over, so use() returns at once. */
const READY: Wait = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

const subscribeToNothing = () => () => {};

/**
 * Renders its children once React may hydrate them. It reads "hydrating" from useSyncExternalStore,
 * true only while React hydrates (the server's value): an update that reaches a part still waiting
 * makes React draw it afresh instead, and that render must not wait.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const wait = hydrating && typeof window !== 'undefined' ? waitFor(id) : null;
  // Every render calls use(), the ones that do not wait with one already over: a part that waited
  // while hydrating is drawn again once hydrated (the store's value changes), and React takes a
  // render that suspended in use() and then finished without calling it for a misuse of use()
  // (react.dev/warnings/conditional-use-of-use).
  use((wait ?? READY) as Promise<void>);
  return children;
}

/**
 * A list part that hydrates when it comes near the screen (docs/decisions/main-thread-on-load.md): a
 * visible Activity is a hydration boundary of its own in React 19.2, and a boundary that suspends
 * while hydrating keeps the server's HTML on screen. So the rows below the fold are not hydrated on
 * load: the line's 51 rows made one 40–60 ms commit. On the server, and drawn in the browser, it
 * renders its children as they are.
 */
export function HydrateWhenNear({ className, children }: { className: string; children: ReactNode }) {
  const id = useId();
  return (
    <Activity mode="visible">
      <ul className={className} data-hydrate-when-near={id}>
        <Gate id={id}>{children}</Gate>
      </ul>
    </Activity>
  );
}
