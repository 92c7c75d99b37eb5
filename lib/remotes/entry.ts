// Remote app entries, one per remote app name (shell-and-routing.md §4 "Remote app entry states").
// Pure functions over plain values: callers keep the entries wherever they keep state.

export type RemoteState = 'not-existing' | 'error' | 'loading' | 'ready';

export interface RemoteEntry {
  state: RemoteState;
  /** Mounted remote views of this app. */
  views: number;
  /** Mounted remote components of this app. */
  components: number;
}

export type RemoteMountKind = 'view' | 'component';
export type RemoteMode = 'development' | 'production';

/** The allowed changes of the spec, exactly; staying in the same state is not one of them. */
export const ALLOWED: Record<RemoteState, readonly RemoteState[]> = {
  'not-existing': ['loading', 'ready'],
  error: ['loading', 'not-existing'],
  loading: ['error', 'ready', 'not-existing'],
  ready: ['not-existing'],
};

/** A fresh entry: nothing loaded, nothing mounted. */
export const initialRemoteEntry: RemoteEntry = Object.freeze<RemoteEntry>({ state: 'not-existing', views: 0, components: 0 });

export function canTransition(from: RemoteState, to: RemoteState): boolean {
  return ALLOWED[from].includes(to);
}

/**
 * Moves the entry to `to`. An illegal change is a bug in the caller: development throws so it is
 * seen at once; production keeps the entry as it was (same object) rather than break the page.
 */
export function transition(entry: RemoteEntry, to: RemoteState, mode: RemoteMode): RemoteEntry {
  if (canTransition(entry.state, to)) return { ...entry, state: to };
  if (mode === 'development') throw new Error(`Illegal remote app transition ${entry.state} → ${to}`);
  return entry;
}

const COUNT_KEY: Record<RemoteMountKind, 'views' | 'components'> = { view: 'views', component: 'components' };

/** One more mounted view or component. The state is not touched: loading is the loader's business. */
export function mount(entry: RemoteEntry, kind: RemoteMountKind): RemoteEntry {
  const key = COUNT_KEY[kind];
  return { ...entry, [key]: entry[key] + 1 };
}

/**
 * One fewer mounted view or component, never below zero. When this brings the total of both to
 * zero the entry returns to not-existing and the caller must announce the unmount; an unmount
 * with that count already at zero changes nothing and announces nothing, so it is said once.
 * Going to not-existing is done directly: every state may go there (or already is there).
 */
export function unmount(entry: RemoteEntry, kind: RemoteMountKind): { entry: RemoteEntry; announceUnmount: boolean } {
  const key = COUNT_KEY[kind];
  if (entry[key] <= 0) return { entry, announceUnmount: false };
  const next: RemoteEntry = { ...entry, [key]: entry[key] - 1 };
  if (next.views === 0 && next.components === 0) {
    return { entry: { ...next, state: 'not-existing' }, announceUnmount: true };
  }
  return { entry: next, announceUnmount: false };
}

/**
 * The allowed changes that take an entry from `from` to what its owner now reports: none when it is
 * there already, the direct change when allowed, else through loading (an error whose retry
 * succeeded: error → loading → ready). No route gives nothing: a ready app whose data refreshes
 * stays ready rather than flash back to loading.
 */
export function pathTo(from: RemoteState, to: RemoteState): RemoteState[] {
  if (from === to) return [];
  if (canTransition(from, to)) return [to];
  if (canTransition(from, 'loading') && canTransition('loading', to)) return ['loading', to];
  return [];
}
