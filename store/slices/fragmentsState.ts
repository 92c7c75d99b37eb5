import type { FragmentRequest } from '@/lib/api/fragment';
import type { SanitizedFragment } from '@/lib/fragments/payload';
import type { FragmentState } from '@/lib/fragments/machine';

// The fragments' state and its start, apart from the slice (fragments.ts): the root reducer's type
// names it from the first load, the slice's reducer comes with the first fragment (store/rootReducer.ts).

/** One fragment on the page (shell-and-routing.md §4 "Fragment state"): what it asks for, where it is, what it got. */
export interface FragmentEntry {
  request: FragmentRequest;
  machine: FragmentState;
  /** The last fragment loaded, already sanitised; null until one loads. */
  fragment: SanitizedFragment | null;
  /** The 4xx status of the last failure when it was a status error; null otherwise. */
  statusCode: number | null;
}

export interface FragmentsState {
  byKey: Record<string, FragmentEntry>;
}

export const initialFragmentsState: FragmentsState = { byKey: {} };
