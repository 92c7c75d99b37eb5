import { describe, expect, it } from 'vitest';
import { decideAccess } from '@/lib/guards/access';
import { guardContext } from '@/lib/guards/context';
import type { RouteEntry } from '@/lib/routes/manifest';
import { facts } from '@/tests/support/guards';

describe('unknown middleware', () => {
  it('answers 500 Unknown middleware for an access class the chain does not know', () => {
    const ctx = guardContext(facts('/ru/slots'), 'ru');
    const route = { ...ctx.match!.route, access: 'vip-only' } as unknown as RouteEntry;
    expect(decideAccess({ ...ctx, match: { route, params: {} } })).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown middleware',
      language: 'ru',
    });
  });
});
