// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ALLOWED,
  canTransition,
  initialRemoteEntry,
  mount,
  transition,
  unmount,
  type RemoteEntry,
  type RemoteState,
} from '@/lib/remotes/entry';

const STATES: readonly RemoteState[] = ['not-existing', 'error', 'loading', 'ready'];

/** The spec's allowed changes, written out independently of ALLOWED. */
const LEGAL: ReadonlyArray<[RemoteState, RemoteState]> = [
  ['not-existing', 'loading'],
  ['not-existing', 'ready'],
  ['error', 'loading'],
  ['error', 'not-existing'],
  ['loading', 'error'],
  ['loading', 'ready'],
  ['loading', 'not-existing'],
  ['ready', 'not-existing'],
];
const isLegal = (from: RemoteState, to: RemoteState) => LEGAL.some(([f, t]) => f === from && t === to);
const ILLEGAL: Array<[RemoteState, RemoteState]> = STATES.flatMap((from) =>
  STATES.filter((to) => !isLegal(from, to)).map((to): [RemoteState, RemoteState] => [from, to]),
);

const entry = (state: RemoteState, views = 0, components = 0): RemoteEntry => ({ state, views, components });

describe('ALLOWED table', () => {
  it('lists exactly the spec changes', () => {
    const listed = STATES.flatMap((from) => ALLOWED[from].map((to) => [from, to]));
    expect(listed).toHaveLength(LEGAL.length);
    expect(listed).toEqual(expect.arrayContaining([...LEGAL]));
  });

  it('has 8 illegal pairs out of 16, self-changes included', () => {
    expect(ILLEGAL).toHaveLength(8);
    for (const s of STATES) expect(ILLEGAL).toContainEqual([s, s]);
  });
});

describe('canTransition', () => {
  it.each(LEGAL)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(ILLEGAL)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });
});

describe('transition, allowed changes', () => {
  it.each(LEGAL.flatMap(([from, to]) => (['development', 'production'] as const).map((mode) => [from, to, mode] as const)))(
    '%s → %s in %s moves the state and keeps the counts',
    (from, to, mode) => {
      const before = entry(from, 2, 1);
      const after = transition(before, to, mode);
      expect(after).toEqual({ state: to, views: 2, components: 1 });
    },
  );

  it('does not change the entry it was given', () => {
    const before = entry('loading', 1, 0);
    transition(before, 'ready', 'production');
    expect(before).toEqual(entry('loading', 1, 0));
  });
});

describe('transition, illegal changes in development', () => {
  it.each(ILLEGAL)('%s → %s throws', (from, to) => {
    expect(() => transition(entry(from), to, 'development')).toThrow(
      new Error(`Illegal remote app transition ${from} → ${to}`),
    );
  });
});

describe('transition, illegal changes in production', () => {
  it.each(ILLEGAL)('%s → %s returns the same entry unchanged', (from, to) => {
    const before = entry(from, 1, 2);
    const after = transition(before, to, 'production');
    expect(after).toBe(before);
    expect(after).toEqual(entry(from, 1, 2));
  });
});

describe('initialRemoteEntry', () => {
  it('is not existing with nothing mounted', () => {
    expect(initialRemoteEntry).toEqual({ state: 'not-existing', views: 0, components: 0 });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(initialRemoteEntry)).toBe(true);
  });
});

describe('mount', () => {
  it('counts a view', () => {
    expect(mount(entry('ready', 1, 3), 'view')).toEqual(entry('ready', 2, 3));
  });

  it('counts a component', () => {
    expect(mount(entry('ready', 1, 3), 'component')).toEqual(entry('ready', 1, 4));
  });

  it('keeps the state, whatever it is', () => {
    for (const s of STATES) expect(mount(entry(s), 'view').state).toBe(s);
  });

  it('returns a new entry and leaves the old one alone', () => {
    const before = entry('ready');
    const after = mount(before, 'view');
    expect(after).not.toBe(before);
    expect(before).toEqual(entry('ready'));
  });

  it('works from the frozen initial entry', () => {
    expect(mount(initialRemoteEntry, 'component')).toEqual(entry('not-existing', 0, 1));
  });
});

describe('unmount counting', () => {
  it('takes one view off while others remain, without announcing', () => {
    expect(unmount(entry('ready', 2, 0), 'view')).toEqual({ entry: entry('ready', 1, 0), announceUnmount: false });
  });

  it('takes one component off while others remain, without announcing', () => {
    expect(unmount(entry('ready', 0, 2), 'component')).toEqual({
      entry: entry('ready', 0, 1),
      announceUnmount: false,
    });
  });

  it('keeps the entry while the other kind is still mounted', () => {
    expect(unmount(entry('ready', 1, 1), 'view')).toEqual({ entry: entry('ready', 0, 1), announceUnmount: false });
  });

  it('never goes below zero for the kind unmounted', () => {
    const before = entry('ready', 0, 1);
    const result = unmount(before, 'view');
    expect(result).toEqual({ entry: entry('ready', 0, 1), announceUnmount: false });
    expect(result.entry).toBe(before);
  });

  it('treats a negative count as zero', () => {
    expect(unmount(entry('ready', -1, 1), 'view')).toEqual({ entry: entry('ready', -1, 1), announceUnmount: false });
  });

  it('leaves the entry it was given alone', () => {
    const before = entry('ready', 1, 0);
    unmount(before, 'view');
    expect(before).toEqual(entry('ready', 1, 0));
  });
});

describe('unmount reaching zero', () => {
  it.each(STATES)('from %s returns to not-existing and announces', (state) => {
    expect(unmount(entry(state, 1, 0), 'view')).toEqual({
      entry: entry('not-existing', 0, 0),
      announceUnmount: true,
    });
  });

  it('announces when the last component goes', () => {
    expect(unmount(entry('ready', 0, 1), 'component')).toEqual({
      entry: entry('not-existing', 0, 0),
      announceUnmount: true,
    });
  });

  it('announces once: a further unmount at zero announces nothing', () => {
    const first = unmount(entry('ready', 1, 0), 'view');
    const again = unmount(first.entry, 'view');
    const other = unmount(first.entry, 'component');
    expect(first.announceUnmount).toBe(true);
    expect(again).toEqual({ entry: entry('not-existing', 0, 0), announceUnmount: false });
    expect(other.announceUnmount).toBe(false);
  });

  it('unmounting the initial entry announces nothing', () => {
    expect(unmount(initialRemoteEntry, 'view')).toEqual({ entry: initialRemoteEntry, announceUnmount: false });
  });

  it('announces only on the last of a mixed sequence', () => {
    let e = entry('ready');
    e = mount(mount(mount(e, 'view'), 'component'), 'view');
    const announced: boolean[] = [];
    for (const kind of ['view', 'component', 'view'] as const) {
      const r = unmount(e, kind);
      announced.push(r.announceUnmount);
      e = r.entry;
    }
    expect(announced).toEqual([false, false, true]);
    expect(e).toEqual(entry('not-existing', 0, 0));
  });

  it('can load again after returning to not-existing', () => {
    const { entry: gone } = unmount(entry('ready', 1, 0), 'view');
    expect(transition(gone, 'loading', 'development').state).toBe('loading');
  });
});
