import { ApiError } from './http/errors';

/**
 * A fragment refused with a 4xx status (not 408 or 429): asking again gives the same answer, so
 * it is not retried, and a page shows an error with this status (shell-and-routing.md §8).
 */
export class FragmentStatusError extends ApiError {
  constructor(message: string, status: number) {
    super(message, status);
    this.name = 'FragmentStatusError';
  }
}

export function isFragmentStatusError(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
