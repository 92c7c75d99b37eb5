import { afterEach, describe, expect, it, vi } from 'vitest';

// One stream per page (lib/live/pageFeed.ts): the blocks' games together, a new feed only when
// the page's section changes, nothing open when no block is left.
const snapshots = vi.hoisted(() => [] as Array<{ section: string; sportId?: number }>);
vi.mock('@/lib/api/lineSnapshot', () => ({
  fetchLineSnapshot: async (query: { section: string; sportId?: number }) => {
    snapshots.push(query);
    return { lastEventId: 5, games: [] };
  },
}));

class FakeSource {
  static all: FakeSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the page’s one feed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeSource.all = [];
    snapshots.length = 0;
  });

  it('follows every block’s games on one stream and closes when the last block goes', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    const { watchGames } = await import('@/lib/live/pageFeed');
    const stopA = watchGames([3, 1], { section: 'live', lng: 'ru' });
    const stopB = watchGames([2], { section: 'live', lng: 'ru' });
    await settle();
    expect(snapshots).toEqual([{ section: 'live', lng: 'ru' }]);
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/web-api/line/feed?gameIds=1%2C2%2C3&lastEventId=5&markets=main']);
    // A list refreshed with the same section: the same feed, its stream reopened for the new set
    // (from the section's snapshot again, which has the new game's prices).
    stopA();
    const stopC = watchGames([1, 4], { section: 'live', lng: 'ru' });
    await settle();
    expect(snapshots).toEqual([{ section: 'live', lng: 'ru' }, { section: 'live', lng: 'ru' }]);
    expect(FakeSource.all.at(-1)?.url).toBe('/web-api/line/feed?gameIds=1%2C2%2C4&lastEventId=5&markets=main');
    // Another section's page: a new feed from its snapshot.
    stopB();
    stopC();
    const stopD = watchGames([9], { section: 'line', lng: 'ru', sportId: 1 });
    await settle();
    expect(snapshots.at(-1)).toEqual({ section: 'line', lng: 'ru', sportId: 1 });
    stopD();
    await settle();
    expect(FakeSource.all.every((source) => source.closed)).toBe(true);
  });

  it('carries every market while an event page watches, the lists’ main markets otherwise', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    const { watchGames } = await import('@/lib/live/pageFeed');
    const stopList = watchGames([1, 2], { section: 'live', lng: 'ru' });
    await settle();
    expect(FakeSource.all.at(-1)?.url).toBe('/web-api/line/feed?gameIds=1%2C2&lastEventId=5&markets=main');
    const stopEvent = watchGames([2], { section: 'live', lng: 'ru' }, true);
    await settle();
    expect(FakeSource.all.at(-1)?.url).toBe('/web-api/line/feed?gameIds=1%2C2&lastEventId=5');
    stopEvent();
    await settle();
    expect(FakeSource.all.at(-1)?.url).toBe('/web-api/line/feed?gameIds=1%2C2&lastEventId=5&markets=main');
    expect(FakeSource.all.slice(0, -1).every((source) => source.closed)).toBe(true);
    stopList();
    await settle();
  });
});
