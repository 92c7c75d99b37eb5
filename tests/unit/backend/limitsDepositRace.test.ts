// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { closeServers } from './httpServer';
import { LIMITS_NOW, V3 } from './limitsHelpers';
import { codeOf, paymentBackend, paymentBackendOverHttp, type PaymentBackend } from './paymentsHelpers';

/**
 * The deposit limit against deposits sent at once (limits/reservations.ts): the cashier asks the
 * provider between the check and the payment row, so the check reserves the amount in the same
 * transaction; real requests in flight together over HTTP, the provider reached over HTTP too.
 */
afterEach(closeServers);

const saveLimit = async (backend: PaymentBackend, limitType: number, limitValue: number) => {
  const saved = await backend.call('POST', `${V3}/limits`, {
    body: { limits: [{ limitType, limitValue }] },
    headers: { ...backend.headers, 'x-language': 'en' },
  });
  if (saved.status !== 200 || saved.json.status !== 200) throw new Error(`limit not saved: ${JSON.stringify(saved.json)}`);
};

const depositUsage = async (backend: PaymentBackend) =>
  ((await backend.control('GET', `/limits/${backend.login}`)).json.usage as { limitType: number; used: number; left: number }[]).find(
    (usage) => usage.limitType === 20,
  );

const reservations = (backend: PaymentBackend) =>
  (backend.db.prepare('SELECT COUNT(*) AS n FROM deposit_reservations').get() as { n: number }).n;

describe('deposits sent at once against the 24 h deposit limit', () => {
  it.each([10, 50])('%i deposits of 300 against 1000: exactly the 3 that fit are accepted', async (count) => {
    const backend = await paymentBackendOverHttp({ now: LIMITS_NOW });
    await saveLimit(backend, 20, 1000);
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        backend.http('POST', '/web-api/payments/deposits?lng=en', {
          body: { methodId: 'card', amount: 300, bonusChoice: 0, returnUrl: '/en/onpay/{status}' },
          headers: { 'Idempotency-Key': `race-${count}-${i}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status !== 201).map(codeOf)).toEqual(Array(count - 3).fill('limit_exceeded'));
    // What was accepted is what counts: 900 of 1000, each at the provider once, no reservation left over.
    expect(await depositUsage(backend)).toMatchObject({ used: 900, left: 100 });
    expect((backend.db.prepare("SELECT COUNT(*) AS n FROM psp_payments WHERE kind = 'deposit'").get() as { n: number }).n).toBe(3);
    expect(reservations(backend)).toBe(0);
  });

  it('a deposit the provider never created gives its share of the limit back', async () => {
    const late: { backend?: PaymentBackend } = {};
    const backend = await paymentBackend({
      now: LIMITS_NOW,
      payments: {
        // The catalogue answers; the create call finds the provider down.
        fetch: async (url, init) => {
          if (url.endsWith('/psp/api/payments')) throw new Error('connection refused');
          return late.backend!.app.request(url, init);
        },
      },
    });
    late.backend = backend;
    await saveLimit(backend, 20, 1000);
    const down = await backend.deposit({ amount: 600 });
    expect([down.status, codeOf(down)]).toEqual([502, 'psp_unavailable']);
    expect(reservations(backend)).toBe(0);
    expect(await depositUsage(backend)).toMatchObject({ used: 0, left: 1000 });
  });
});
