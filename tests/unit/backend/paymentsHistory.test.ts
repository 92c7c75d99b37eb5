// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf, paymentBackend } from './paymentsHelpers';

/** The payment history, one payment's state, the control list, and support requests. */
describe('GET /web-api/payments/history', () => {
  async function withHistory() {
    const backend = await paymentBackend({ now: Date.parse('2026-03-01T12:00:00Z') });
    const at = async (iso: string, action: () => Promise<unknown>) => {
      await backend.control('POST', '/clock', { offsetSeconds: (Date.parse(iso) - Date.parse('2026-03-01T12:00:00Z')) / 1000 });
      return action();
    };
    const ids: string[] = [];
    await at('2026-03-01T12:00:00Z', async () => ids.push(await backend.paidDeposit({ amount: 1000 })));
    await at('2026-03-01T13:00:00Z', async () => ids.push((await backend.deposit({ methodId: 'sbp', amount: 200 })).json.paymentId));
    await at('2026-03-01T14:00:00Z', async () => ids.push((await backend.withdraw({ amount: 300 })).json.paymentId));
    await at('2026-03-01T15:00:00Z', async () => {
      const id = (await backend.withdraw({ amount: 400 })).json.paymentId;
      ids.push(id);
      await backend.complete(id, 'fail');
    });
    await at('2026-03-01T16:00:00Z', async () => {
      const id = (await backend.deposit({ amount: 500 })).json.paymentId;
      ids.push(id);
      await backend.complete(id, 'cancel');
    });
    return { backend, ids };
  }

  it('lists deposits and withdrawals newest first with status, method, amount, fee and time, paged', async () => {
    const { backend, ids } = await withHistory();
    const all = await backend.get('/payments/history?lng=en');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.json).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(all.json.items.map((item: { paymentId: string }) => item.paymentId)).toEqual([...ids].reverse());
    expect(all.json.items[1]).toEqual({
      paymentId: ids[3],
      kind: 'withdrawal',
      status: 'fail',
      amount: 400,
      fee: 0,
      currency: 'RUB',
      accountId: 5001,
      method: { id: 'sbp', name: 'Fast bank transfer (SBP)' },
      details: '****4567',
      canCancel: false,
      reason: null,
      createdAt: '2026-03-01T15:00:00.000Z',
      updatedAt: '2026-03-01T15:00:00.000Z',
    });
    expect((await backend.get('/payments/history?lng=ru')).json.items[1].method.name).toBe('Быстрый перевод (СБП)');
    const page2 = (await backend.get('/payments/history?page=2&pageSize=2')).json;
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((item: { paymentId: string }) => item.paymentId)).toEqual([ids[2], ids[1]]);
    expect((await backend.get('/payments/history?page=4&pageSize=2')).json.items).toEqual([]);
  });

  it('filters by kind, status and time (from ≤ createdAt < to)', async () => {
    const { backend, ids } = await withHistory();
    const list = async (query: string) => (await backend.get(`/payments/history?${query}`)).json;
    expect((await list('kind=deposit')).items.map((i: { paymentId: string }) => i.paymentId)).toEqual([ids[4], ids[1], ids[0]]);
    expect((await list('kind=withdrawal&status=pending')).items.map((i: { paymentId: string }) => i.paymentId)).toEqual([ids[2]]);
    expect((await list('status=success')).total).toBe(1);
    const window = await list(`from=${encodeURIComponent('2026-03-01T13:00:00Z')}&to=${encodeURIComponent('2026-03-01T15:00:00Z')}`);
    expect(window.items.map((i: { paymentId: string }) => i.paymentId)).toEqual([ids[2], ids[1]]);
    for (const bad of ['kind=bet', 'status=won', 'from=yesterday', 'page=0', 'pageSize=101']) {
      expect((await backend.get(`/payments/history?${bad}`)).status, bad).toBe(400);
    }
  });

  it('shows only the player\'s own payments; a guest gets 401', async () => {
    const { backend, ids } = await withHistory();
    const { ua } = await backend.signIn('twostep@example.com');
    const other = { cookie: `ua=${ua}` };
    expect((await backend.get('/payments/history', other)).json.total).toBe(0);
    const foreign = await backend.get(`/payments/${ids[0]}`, other);
    expect(foreign.status).toBe(404);
    expect(codeOf(foreign)).toBe('payment_not_found');
    expect((await backend.get('/payments/history', {})).status).toBe(401);
    expect((await backend.get(`/payments/${ids[0]}`, {})).status).toBe(401);
    expect((await backend.get('/payments/pay_nothing')).status).toBe(404);
  });

  it('GET /__control/payments/{login}: newest last, major units, method ids', async () => {
    const { backend, ids } = await withHistory();
    const res = await backend.control('GET', '/payments/player@example.com');
    expect(res.json).toEqual([
      { paymentId: ids[0], kind: 'deposit', status: 'success', amount: 1000, method: 'card' },
      { paymentId: ids[1], kind: 'deposit', status: 'pending', amount: 200, method: 'sbp' },
      { paymentId: ids[2], kind: 'withdrawal', status: 'pending', amount: 300, method: 'sbp' },
      { paymentId: ids[3], kind: 'withdrawal', status: 'fail', amount: 400, method: 'sbp' },
      { paymentId: ids[4], kind: 'deposit', status: 'cancel', amount: 500, method: 'card' },
    ]);
    expect((await backend.control('GET', '/payments/nobody@example.com')).status).toBe(404);
    expect(await backend.ledgerCheck()).toEqual({ ok: true });
    // A reset forgets the payments.
    await backend.control('POST', '/reset');
    expect((await backend.control('GET', '/payments/player@example.com')).json).toEqual([]);
  });
});

describe('payment support requests', () => {
  it('lists topics with sub-topics in the asked language', async () => {
    const backend = await paymentBackend();
    const en = await backend.get('/payments/request-topics?lng=en');
    expect(en.status).toBe(200);
    expect(en.json.topics[0]).toEqual({
      id: 1,
      name: 'Deposit not credited',
      paymentKind: 'deposit',
      subTopics: [
        { id: 101, name: 'Charged but not credited' },
        { id: 102, name: 'The payment was declined' },
        { id: 103, name: 'The payment is pending too long' },
      ],
    });
    expect(en.json.topics.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4]);
    expect((await backend.get('/payments/request-topics?lng=ru')).json.topics[1].name).toBe('Вывод средств');
    expect((await backend.get('/payments/request-topics', {})).status).toBe(401);
  });

  it('opens a request about a payment and answers it at once; the list shows it with its answer', async () => {
    const backend = await paymentBackend();
    const paymentId = (await backend.deposit({ amount: 1000 })).json.paymentId;
    const create = (body: Record<string, unknown>, lng = 'en') =>
      backend.call('POST', `/web-api/payments/requests?lng=${lng}`, { headers: backend.headers, body });
    const res = await create({ topicId: 1, subTopicId: 103, paymentId, message: '  Still pending after an hour  ' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      topicId: 1,
      topic: 'Deposit not credited',
      subTopicId: 103,
      subTopic: 'The payment is pending too long',
      paymentId,
      message: 'Still pending after an hour',
      status: 'answered',
      createdAt: expect.any(String),
      answers: [{ id: expect.any(Number), author: 'support', message: expect.stringContaining(`no. ${res.json.id}`), createdAt: expect.any(String) }],
    });
    await create({ topicId: 4, message: 'A question' });
    const list = await backend.get('/payments/requests?lng=ru');
    expect(list.json.items.map((r: { topicId: number }) => r.topicId)).toEqual([4, 1]);
    expect(list.json.items[1].answers[0].message).toContain(`№ ${res.json.id}`);
    // Another player sees none of them.
    const { ua } = await backend.signIn('twostep@example.com');
    expect((await backend.get('/payments/requests', { cookie: `ua=${ua}` })).json.items).toEqual([]);
  });

  it('refuses an unknown topic or sub-topic, an empty message, another player\'s payment', async () => {
    const backend = await paymentBackend();
    const create = (body: Record<string, unknown>, headers: Record<string, string> = backend.headers) =>
      backend.call('POST', '/web-api/payments/requests', { headers, body });
    expect((await create({ topicId: 9, message: 'x' })).json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/topicId' } });
    expect((await create({ topicId: 1, subTopicId: 201, message: 'x' })).json.errors[0]).toMatchObject({ source: { pointer: '/subTopicId' } });
    expect((await create({ topicId: 4, message: '   ' })).status).toBe(400);
    expect((await create({ topicId: 4, message: 'x'.repeat(2001) })).status).toBe(400);
    const other = await paymentBackend({ login: 'twostep@example.com' });
    const foreign = (await other.deposit({})).json.paymentId;
    expect(codeOf(await create({ topicId: 1, paymentId: foreign, message: 'x' }))).toBe('payment_not_found');
    expect((await create({ topicId: 4, message: 'x' }, {})).status).toBe(401);
    expect((await backend.get('/payments/requests')).json.items).toEqual([]);
  });
});
