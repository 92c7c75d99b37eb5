/**
 * What the forms accept before asking the backend (docs/two-factor-api.md "Codes"): the app's six
 * digits, or a recovery code "xxxx-xxxx" (case, spaces and the dash forgiven).
 */
export type CodeKind = 'totp' | 'any';

export function normalizeCode(typed: string): string {
  const compact = typed.trim().replace(/[\s-]/g, '');
  return compact.length === 8 ? `${compact.slice(0, 4)}-${compact.slice(4)}`.toLowerCase() : compact;
}

/** The field's problem: 'required', 'format', or null when it may be sent. */
export function codeProblem(typed: string, kind: CodeKind): 'required' | 'format' | null {
  const compact = typed.trim().replace(/[\s-]/g, '');
  if (!compact) return 'required';
  if (/^\d{6}$/.test(compact)) return null;
  return kind === 'any' && /^[A-Za-z0-9]{8}$/.test(compact) ? null : 'format';
}
