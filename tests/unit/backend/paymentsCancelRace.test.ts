// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { closeServers } from './httpServer';
import { codeOf, metaOf, paymentBackendOverHttp } from './paymentsHelpers';

/**
 * Cancels of one withdrawal sent at once (payments/withdrawals.ts cancelWithdrawal, docs/payments-api.md
 * "POST …/cancel"): real requests in flight together over HTTP, the provider reached over HTTP too.
 */
afterEach(closeServers);

describe('twenty cancels of one withdrawal at once', () => {
  it('one answers that it cancelled, nineteen that it was already cancelled; the money comes back once', async () => {
    const backend = await paymentBackendOverHttp();
    const held = await backend.withdraw({ amount: 3000 });
    expect(held.status).toBe(201);
    const { paymentId } = held.json;
    expect(await backend.money()).toBe(7000);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => backend.http('POST', `/web-api/payments/withdrawals/${paymentId}/cancel?lng=en`)),
    );
    const cancelled = answers.filter((answer) => answer.status === 200);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.json).toMatchObject({ paymentId, status: 'cancel', canCancel: false });
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, codeOf(answer), metaOf(answer)])).toEqual(
      Array(19).fill([409, 'payment_not_pending', { status: 'cancel' }]),
    );

    // The provider's callback of the cancel changes nothing more.
    await backend.payments.settled();
    const releases = backend.db
      .prepare("SELECT amount_minor FROM ledger_entries WHERE kind = 'withdrawal_release' AND ref = ?")
      .all(`payment:${paymentId}`) as { amount_minor: number }[];
    expect(releases).toEqual([{ amount_minor: 300_000 }]);
    expect(await backend.money()).toBe(10000);
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
  });
});
