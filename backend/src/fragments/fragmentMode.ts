import { z } from 'zod';
import { kvGet, kvSet } from '../db/kv';
import type { Db } from '../db/handle';

/** Enough for any test's code; the control body stays far below the JSON limit. */
const FRAGMENT_CODE_MAX_LENGTH = 4000;

/** The fragments this backend serves (shell-and-routing.md §2): the footer and the error page. */
export const FRAGMENT_NAMES = ['footer', 'error-page'] as const;
export type FragmentName = (typeof FRAGMENT_NAMES)[number];

/**
 * How the fragment service answers, switched by the control API so browser tests can make a
 * fragment fail and recover: `ok` serves, `error` answers 500, `status` answers the given status
 * (404 unless said). `names` limits the switch to some fragments (all when left out). With `ok`,
 * `codeToEval` is the code those fragments carry (shell-and-routing.md §7; none otherwise), so browser tests
 * can see a trusted fragment's code run under the site's script policy.
 */
export const FragmentModeSchema = z
  .strictObject({
    mode: z.enum(['ok', 'error', 'status'], { error: 'must be "ok", "error" or "status"' }),
    status: z.number().int().min(400).max(599).optional(),
    names: z.array(z.enum(FRAGMENT_NAMES, { error: `must be one of ${FRAGMENT_NAMES.join(', ')}` })).min(1).optional(),
    codeToEval: z.string().max(FRAGMENT_CODE_MAX_LENGTH).optional(),
  })
  .refine((m) => m.status === undefined || m.mode === 'status', {
    error: '"status" goes only with mode "status"',
    path: ['status'],
  })
  .refine((m) => m.codeToEval === undefined || m.mode === 'ok', {
    error: '"codeToEval" goes only with mode "ok"',
    path: ['codeToEval'],
  });
export type FragmentMode = z.infer<typeof FragmentModeSchema>;

/** Kept in `kv` like the other control state, so `/__control/reset` puts it back to `ok`. */
export const FRAGMENT_MODE_KV_KEY = 'fragment_mode';

export function loadFragmentMode(db: Db): FragmentMode {
  const raw = kvGet(db, FRAGMENT_MODE_KV_KEY);
  if (raw === undefined) return { mode: 'ok' };
  // Only validated modes are written; anything else means a hand-edited file: serve normally.
  const parsed = FragmentModeSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : { mode: 'ok' };
}

export function saveFragmentMode(db: Db, mode: FragmentMode): void {
  kvSet(db, FRAGMENT_MODE_KV_KEY, JSON.stringify(mode));
}

/** The code this fragment carries under the mode: '' unless the mode gives it some. */
export function codeFor(mode: FragmentMode, name: FragmentName): string {
  return mode.mode === 'ok' && (!mode.names || mode.names.includes(name)) ? (mode.codeToEval ?? '') : '';
}

/** The failure the mode asks for on this fragment, or null to serve it. */
export function forcedFailure(mode: FragmentMode, name: FragmentName): { status: number; detail: string } | null {
  if (mode.mode === 'ok' || (mode.names && !mode.names.includes(name))) return null;
  if (mode.mode === 'error') return { status: 500, detail: `Fragment service failure (control mode "error") for "${name}"` };
  const status = mode.status ?? 404;
  return { status, detail: `Fragment "${name}" refused with ${status} (control mode "status")` };
}
