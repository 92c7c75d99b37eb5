/**
 * An API failure with a message fit for a log line, the HTTP status (0 for no response) and the
 * server's error `code` (the first JSON:API `errors[].code`, null when none) so a form can react.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
    /** The first JSON:API error's `meta` (which lines or limits it concerns); null when none. */
    readonly meta: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** JSON:API `errors[].detail`, joined (shell-and-routing.md §8); null when the body has none. */
export function errorDetail(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const details = body.errors
    .map((entry: unknown) => (isRecord(entry) && entry.detail != null ? String(entry.detail).trim() : ''))
    .filter(Boolean);
  return details.length ? details.join('; ') : null;
}

/** The first JSON:API `errors[].code`; null when the body has none. */
export function errorCode(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  for (const entry of body.errors as unknown[]) {
    if (isRecord(entry) && (typeof entry.code === 'string' || typeof entry.code === 'number')) {
      const code = String(entry.code).trim();
      if (code) return code;
    }
  }
  return null;
}

/** The first JSON:API `errors[].meta` that is an object; null when the body has none. */
export function errorMeta(body: unknown): Record<string, unknown> | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const first: unknown = body.errors[0];
  return isRecord(first) && isRecord(first.meta) && !Array.isArray(first.meta) ? first.meta : null;
}

/** `exception_code` of an error body (HTTP 451 carries 1 for changed terms); null when absent. */
export function exceptionCode(body: unknown): number | null {
  if (!isRecord(body)) return null;
  const code = Number(body.exception_code);
  return body.exception_code != null && Number.isFinite(code) ? code : null;
}

/** `data.message` of an office-API answer (shell-and-routing.md §7 "Add and remove currency"); null when absent. */
export function dataMessage(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.data) || typeof body.data.message !== 'string') return null;
  return body.data.message.trim() || null;
}

/** The ApiError of a failed answer: the server's detail (or data.message), status and code. */
export function failureOf(path: string, status: number, body: unknown): ApiError {
  return new ApiError(errorDetail(body) ?? dataMessage(body) ?? `${path} answered ${status}`, status, errorCode(body), errorMeta(body));
}
