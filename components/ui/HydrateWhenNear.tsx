'use client';

import { Activity, use, useId, useSyncExternalStore, type ReactNode } from 'react';

const ATTRIBUTE = 'data-hydrate-when-near';

/** How far below (or above) the screen a part starts hydrating, so it is live before it is seen. */
const MARGIN_PX = 600;

/**
 * Per part (its useId): the wait of its hydration, or null when it needs none. A wait whose part
 * leaves the page before it is near stays here with its observer; there are a few dozen parts to
 * a page load.
 */
const waits = new Map<string, Promise<void> | null>();
/** The parts still waiting, each with the way to end its wait. */
const sleepers = new Map<Element, () => void>();

function isNear(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > -MARGIN_PX && top < window.innerHeight + MARGIN_PX;
}

/**
 * A press, a key or the focus inside a waiting part ends its wait before React sees the event
 * (this listener captures at the window; React's root is the document, where Next hydrates): React then hydrates the
 * part at once and hands it the event. A player's click comes after the part is near anyway; this
 * is for a click that does not scroll (assistive technology, a script).
 */
function wakeOnInput(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, wake] of sleepers) if (element.contains(target)) wake();
}
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

function waitFor(id: string): Promise<void> | null {
  const known = waits.get(id);
  if (known !== undefined) return known;
  // The server's HTML of this part, which React is hydrating.
  const element = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find((candidate) => candidate.getAttribute(ATTRIBUTE) === id);
  if (!element) return null;
  if (typeof IntersectionObserver === 'undefined' || isNear(element)) {
    waits.set(id, null);
    return null;
  }
  let observer: IntersectionObserver | null = null;
  const wait = new Promise<void>((resolve) => {
    const wake = () => {
      observer?.disconnect();
      sleepers.delete(element);
      // React's thenable fields, set now: a hydration React tries in this same event sees the
      // wait over (a promise's own callbacks would tell it a microtask later).
      Object.assign(wait, { status: 'fulfilled', value: undefined });
      resolve();
    };
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    }, { rootMargin: `${MARGIN_PX}px 0px` });
    observer.observe(element);
    sleepers.set(element, wake);
  });
  if (sleepers.size === 1) for (const type of INPUT_EVENTS) window.addEventListener(type, wakeOnInput, { capture: true, passive: true });
  waits.set(id, wait);
  return wait;
}

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates this part (it reads the server's value then), false in any render in
 * the browser after: an update that reaches a part still waiting makes React draw it afresh
 * instead, and that render must not wait.
 */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  const wait = hydrating && typeof window !== 'undefined' ? waitFor(id) : null;
  if (wait) use(wait);
  return children;
}

/**
 * A part of a long server-drawn list that hydrates when it comes near the screen (issue 10,
 * Lighthouse on `/ru` and `/ru/line`): a visible Activity is a hydration boundary of its own in
 * React 19.2, and a boundary that suspends while hydrating keeps the server's HTML on screen. So
 * the rows below the fold are not hydrated on load: the line's 51 rows made one 40–60 ms commit.
 * A click on a part not yet hydrated hydrates it at once, and React replays the click. On the
 * server, and drawn in the browser, it renders its children as they are. `as` is the element
 * that wraps them (the part's place on the page is found through it).
 */
export function HydrateWhenNear({ as: Tag, className, children }: { as: 'ul' | 'div'; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Activity mode="visible">
      <Tag className={className} {...{ [ATTRIBUTE]: id }}>
        <Gate id={id}>{children}</Gate>
      </Tag>
    </Activity>
  );
}
