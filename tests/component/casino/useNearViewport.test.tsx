import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useNearViewport } from '@/components/casino/useNearViewport';

/** An IntersectionObserver the test drives: `report(top)` says the element is near, its box at `top`. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  report(top: number) {
    const entry = { isIntersecting: true, boundingClientRect: { top } } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function End({ onNear, afterScroll }: { onNear: () => void; afterScroll?: boolean }) {
  const ref = useNearViewport<HTMLDivElement>(onNear, { afterScroll });
  return <div ref={ref} />;
}

describe("a list's end near the viewport", () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    window.innerHeight = 720;
    window.scrollY = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks at once when the end is on screen', () => {
    const onNear = vi.fn();
    render(<End onNear={onNear} afterScroll />);
    act(() => FakeObserver.last!.report(500));
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('waits for the first scroll when only the margin brings the end near', () => {
    const onNear = vi.fn();
    render(<End onNear={onNear} afterScroll />);
    act(() => FakeObserver.last!.report(977));
    expect(onNear).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(onNear).toHaveBeenCalledTimes(1);
    // Once moved, a near end asks at once.
    act(() => FakeObserver.last!.report(977));
    expect(onNear).toHaveBeenCalledTimes(2);
  });

  it('takes a page opened scrolled down as moved', () => {
    window.scrollY = 300;
    const onNear = vi.fn();
    render(<End onNear={onNear} afterScroll />);
    act(() => FakeObserver.last!.report(977));
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('asks within the margin without waiting when not told to', () => {
    const onNear = vi.fn();
    render(<End onNear={onNear} />);
    act(() => FakeObserver.last!.report(977));
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
