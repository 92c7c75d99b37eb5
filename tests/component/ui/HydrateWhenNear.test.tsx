import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh: it keeps each part's wait by its useId, and ids repeat.
let HydrateWhenNear: typeof import('@/components/ui/HydrateWhenNear').HydrateWhenNear;

// Rows hydrate when they come near the screen: the server's HTML stays as it is until then.
// Hydrated as a browser does, by React's scheduler: act() renders synchronously, and a synchronous
// hydration that suspends is retried at once, which a page load never does.
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  vi.resetModules();
  ({ HydrateWhenNear } = await import('@/components/ui/HydrateWhenNear'));
});

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; element: Element | null }[] = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: Callback; element: Element | null };
  constructor(callback: Callback) {
    this.entry = { callback, element: null };
    observers.push(this.entry);
  }
  // Like a browser's, its first answer comes after observe: whether the part is near now.
  observe(element: Element) {
    this.entry.element = element;
    setTimeout(() => this.entry.callback([{ isIntersecting: element.getBoundingClientRect().top < 1000 }]));
  }
  disconnect() {
    this.entry.element = null;
  }
}

const hydrated: string[] = [];
function Row({ name }: { name: string }) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <button type="button" aria-pressed={pressed} onClick={() => setPressed(true)}>
      {name}
    </button>
  );
}

function List({ bottom = 'bottom' }: { bottom?: string }) {
  return (
    <>
      <HydrateWhenNear className="near">
        <Row name="top" />
      </HydrateWhenNear>
      <HydrateWhenNear className="far">
        <Row name={bottom} />
      </HydrateWhenNear>
    </>
  );
}

let root: Root | null = null;
let container: HTMLElement;

/** The server's HTML, with the second part 5000 px down the page, hydrated as a browser would. */
async function hydrateServerHtml() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<List />);
  document.body.append(container);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.classList.contains('far') ? 5000 : 0;
    return { top, bottom: top + 100, left: 0, right: 300, width: 300, height: 100, x: 0, y: top, toJSON: () => ({}) };
  });
  root = hydrateRoot(container, <List />);
  await vi.waitFor(() => expect(hydrated).toContain('top'));
}

afterEach(() => {
  root?.unmount();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  root = null;
  container.remove();
  hydrated.length = 0;
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('HydrateWhenNear', () => {
  it('hydrates a part on the screen at once and one far below when it comes near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await hydrateServerHtml();
    expect(hydrated).toEqual(['top']);
    expect(container.querySelector('.far button')?.textContent).toBe('bottom');

    const far = observers.find((observer) => observer.element?.classList.contains('far'));
    far?.callback([{ isIntersecting: true }]);
    await vi.waitFor(() => expect(hydrated).toEqual(['top', 'bottom']));
  });

  it('hydrates a part not yet near when it is clicked, and the click counts', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await hydrateServerHtml();
    const button = container.querySelector('.far button') as HTMLButtonElement;
    button.click();
    await vi.waitFor(() => expect(container.querySelector('.far button')?.getAttribute('aria-pressed')).toBe('true'));
    expect(hydrated).toContain('bottom');
  });

  it('draws a waiting part afresh when an update reaches it (a refreshed list), without waiting', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await hydrateServerHtml();
    expect(hydrated).toEqual(['top']);
    root?.render(<List bottom="bottom, refreshed" />);
    await vi.waitFor(() => expect(container.querySelector('.far button')?.textContent).toBe('bottom, refreshed'));
    expect(hydrated).toContain('bottom, refreshed');
  });
});
