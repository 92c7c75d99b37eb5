import { ApiError, errorDetail } from '@/lib/api/http';

/** Status the fetch wrapper gives a request the page cancelled (see lib/api/http.ts). */
const CANCELLED_STATUS = 499;

function isCancelled(error: Error): boolean {
  return error.name === 'AbortError' || (error instanceof ApiError && error.status === CANCELLED_STATUS);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Where an error may carry the response body: `body`, `data` or `response.data` (axios style). */
function carriedBody(error: Error): unknown[] {
  const bag = error as unknown as Record<string, unknown>;
  const response = bag.response;
  return [bag.body, bag.data, isRecord(response) ? response.data : undefined];
}

/**
 * What an error notification says about a failure, or null when none is due: cancelled requests
 * and values that are not Errors are ignored (shell-and-routing.md §5).
 */
export function errorNotification(error: unknown): { message: string } | null {
  if (!(error instanceof Error) || isCancelled(error)) return null;
  for (const body of carriedBody(error)) {
    const detail = errorDetail(body);
    if (detail) return { message: detail };
  }
  return { message: error.message };
}
