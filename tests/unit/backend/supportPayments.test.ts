import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../../backend/src/setup/open';
import { seedDatabase } from '../../../backend/src/setup/seed';
import { paymentBackend } from './paymentsHelpers';

describe('payment requests are support requests of topic payments', () => {
  it('a payment request shows in support with its payment, and the old endpoint keeps its shape', async () => {
    const backend = await paymentBackend();
    const paymentId = (await backend.deposit({ amount: 1000 })).json.paymentId;
    const res = await backend.call('POST', '/web-api/payments/requests?lng=en', {
      headers: backend.headers,
      body: { topicId: 1, subTopicId: 103, paymentId, message: 'Still pending' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ topicId: 1, status: 'answered', message: 'Still pending', answers: [{ author: 'support' }] });
    const list = await backend.call('GET', '/web-api/support/requests?lng=en', { headers: backend.headers });
    expect(list.json.items).toEqual([
      expect.objectContaining({ id: res.json.id, topic: { id: 'payments', name: 'Payments' }, subject: 'Deposit not credited: The payment is pending too long', paymentId, status: 'open', unread: 0 }),
    ]);
    // The automatic first answer is seen with the request: nothing unread.
    expect(list.json.unread).toBe(0);
    const control = (await backend.call('GET', '/__control/support/player@example.com')).json;
    expect(control[0]).toMatchObject({ requestId: res.json.id, topic: 'payments', messages: [{ from: 'player', text: 'Still pending' }, { from: 'operator' }] });
    // An operator's answer through support is a new answer on the payments page too.
    await backend.call('POST', `/__control/support/${res.json.id}/answer`, { body: { text: 'Credited now' } });
    const old = (await backend.get('/payments/requests?lng=en')).json.items[0];
    expect(old.answers.map((a: { message: string }) => a.message).at(-1)).toBe('Credited now');
    expect((await backend.call('GET', '/web-api/support/unread', { headers: backend.headers })).json.unread).toBe(1);
  });

  it('a payments request written on the support screen is listed on the payments page as another payment question', async () => {
    const backend = await paymentBackend();
    const res = await backend.call('POST', '/web-api/support/requests', {
      headers: backend.headers,
      body: { topic: 'payments', subject: 'Card fee', message: 'Why a fee?' },
    });
    expect(res.status).toBe(201);
    const old = (await backend.get('/payments/requests?lng=en')).json.items;
    expect(old).toEqual([expect.objectContaining({ id: res.json.id, topicId: 4, message: 'Why a fee?', status: 'open', answers: [] })]);
  });

  it("an older database file's payment requests move into support with their ids and read answers", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'support-migrate-')), 'old.sqlite');
    const first = openDb(file);
    seedDatabase(first);
    const { id: uid } = first.prepare("SELECT id FROM users WHERE login = 'player@example.com'").get() as { id: number };
    first.close();
    // What the backend before support wrote: rows in payment_requests and its answers, none in support.
    const raw = new Database(file);
    raw.prepare('INSERT INTO payment_requests (id, user_id, topic_id, sub_topic_id, payment_id, message, created_at) VALUES (7, ?, 2, 201, NULL, ?, 1000)').run(uid, 'Late payout');
    raw.prepare("INSERT INTO payment_request_answers (request_id, text_ru, text_en, created_at) VALUES (7, 'Ответ', 'Answer', 2000)").run();
    raw.close();
    const db = openDb(file);
    expect(db.prepare('SELECT COUNT(*) AS n FROM payment_requests').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT id, topic, status, payment_topic_id, payment_sub_topic_id, updated_at FROM support_requests').all()).toEqual([
      { id: 7, topic: 'payments', status: 'open', payment_topic_id: 2, payment_sub_topic_id: 201, updated_at: 2000 },
    ]);
    expect(db.prepare('SELECT author, text, text_en, read_at FROM support_messages ORDER BY id').all()).toEqual([
      { author: 'player', text: 'Late payout', text_en: null, read_at: null },
      { author: 'operator', text: 'Ответ', text_en: 'Answer', read_at: 2000 },
    ]);
    db.close();
    // Opening it again changes nothing.
    const again = openDb(file);
    expect(again.prepare('SELECT COUNT(*) AS n FROM support_messages').get()).toEqual({ n: 2 });
    again.close();
  });
});
