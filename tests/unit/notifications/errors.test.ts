// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/http';
import { errorNotification } from '@/lib/notifications/errors';

describe('error notifications (shell-and-routing.md §5, §8)', () => {
  it('uses the message of an Error', () => {
    expect(errorNotification(new Error('Bet rejected'))).toEqual({ message: 'Bet rejected' });
    expect(errorNotification(new ApiError('Failed to fetch', 0))).toEqual({ message: 'Failed to fetch' });
  });

  it('ignores cancelled requests', () => {
    expect(errorNotification(new ApiError('Request cancelled', 499))).toBeNull();
    expect(errorNotification(new DOMException('The operation was aborted.', 'AbortError'))).toBeNull();
    const aborted = new Error('aborted');
    aborted.name = 'AbortError';
    expect(errorNotification(aborted)).toBeNull();
  });

  it('ignores values that are not Errors', () => {
    for (const value of ['boom', 42, null, undefined, { message: 'looks like an error' }]) {
      expect(errorNotification(value)).toBeNull();
    }
  });

  it('joins the detail fields of a JSON:API error body', () => {
    const error = Object.assign(new ApiError('/web-api/x answered 422', 422), {
      body: { errors: [{ detail: 'Stake too low' }, { title: 'no detail' }, { detail: 'Event closed' }] },
    });
    expect(errorNotification(error)).toEqual({ message: 'Stake too low; Event closed' });
  });

  it('reads the body from response.data as well', () => {
    const error = Object.assign(new Error('Request failed with status code 400'), {
      response: { data: { errors: [{ detail: 'Limit exceeded' }] } },
    });
    expect(errorNotification(error)).toEqual({ message: 'Limit exceeded' });
  });

  it('falls back to the message when the body has no details', () => {
    const error = Object.assign(new Error('Server error'), { body: { errors: [] } });
    expect(errorNotification(error)).toEqual({ message: 'Server error' });
  });
});
