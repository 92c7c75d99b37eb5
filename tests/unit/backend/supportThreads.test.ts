import { describe, expect, it } from 'vitest';
import { codeOf, supportBackend } from './supportHelpers';

describe('support requests: create, answer, states, unread', () => {
  it('lists the topics in the asked language; guests get 401', async () => {
    const b = await supportBackend();
    const en = await b.get('/topics?lng=en');
    expect(en.status).toBe(200);
    expect(en.json.topics.map((t: { id: string }) => t.id)).toEqual(['payments', 'account', 'bets', 'casino', 'bonuses', 'technical', 'other']);
    expect(en.json.topics[2]).toEqual({ id: 'bets', name: 'Bets' });
    expect((await b.get('/topics?lng=ru')).json.topics[2].name).toBe('Ставки');
    expect((await b.get('/topics', {})).status).toBe(401);
    expect((await b.get('/requests', {})).status).toBe(401);
  });

  it('creates a request with its first message; the control API shows it exactly', async () => {
    const b = await supportBackend();
    const res = await b.create({ subject: '  A bet not settled ', message: ' Still open ' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      topic: { id: 'bets', name: 'Bets' },
      subject: 'A bet not settled',
      status: 'open',
      unread: 0,
      messages: [{ from: 'player', text: 'Still open', at: '2026-05-01T10:00:00.000Z', unread: false, attachments: [] }],
    });
    expect(await b.control()).toEqual([
      { requestId: res.json.id, topic: 'bets', status: 'open', messages: [{ from: 'player', text: 'Still open', at: '2026-05-01T10:00:00.000Z' }] },
    ]);
    expect((await b.call('GET', '/__control/support/nobody@example.com')).status).toBe(404);
  });

  it('refuses a bad topic, an empty subject or message, an unknown key, with field pointers', async () => {
    const b = await supportBackend();
    const pointer = async (body: Record<string, unknown>) => (await b.create(body)).json.errors[0].source.pointer;
    expect(await pointer({ topic: 'poker' })).toBe('/topic');
    expect(await pointer({ subject: '  ' })).toBe('/subject');
    expect(await pointer({ message: '' })).toBe('/message');
    expect(await pointer({ message: 'x'.repeat(2001) })).toBe('/message');
    expect(await pointer({ extra: 1 })).toBe('/extra');
    expect((await b.create({}, 'en')).status).toBe(201);
    expect((await b.post('/requests', { topic: 'bets', subject: 's', message: 'm' }, {})).status).toBe(401);
  });

  it('an answer makes it answered and unread; opening it marks it read; the user config counts the same', async () => {
    const b = await supportBackend();
    const id = (await b.create()).json.id;
    const answered = await b.answer(id, 'Settled now');
    expect(answered.status).toBe(200);
    expect(answered.json).toMatchObject({ requestId: id, status: 'answered', messages: [{ from: 'player' }, { from: 'operator', text: 'Settled now' }] });
    const list = await b.get('/requests?lng=en');
    expect(list.json.unread).toBe(1);
    expect(list.json.items[0]).toMatchObject({ id, status: 'answered', unread: 1, lastFrom: 'operator', messageCount: 2 });
    expect((await b.get('/unread')).json).toEqual({ unread: 1 });
    const config = async () => (await b.call('GET', '/web-api/user/config', { headers: b.headers })).json;
    expect(JSON.stringify(await config())).toContain('"user_msg_count":1');
    // Reading the thread changes nothing; marking it read does.
    expect((await b.get(`/requests/${id}`)).json.messages[1].unread).toBe(true);
    expect((await b.get('/unread')).json.unread).toBe(1);
    expect((await b.post(`/requests/${id}/read`)).json).toEqual({ unread: 0 });
    expect((await b.get(`/requests/${id}`)).json.messages[1].unread).toBe(false);
    expect((await b.get('/requests')).json.items[0].unread).toBe(0);
    expect(JSON.stringify(await config())).toContain('"user_msg_count":0');
  });

  it('counts unread answers per request and in total', async () => {
    const b = await supportBackend();
    const first = (await b.create()).json.id;
    const second = (await b.create({ topic: 'casino', subject: 'A game froze' })).json.id;
    await b.answer(first, 'One');
    await b.answer(first, 'Two');
    await b.answer(second, 'Three');
    const list = (await b.get('/requests')).json;
    expect(list.unread).toBe(3);
    expect(Object.fromEntries(list.items.map((r: { id: number; unread: number }) => [r.id, r.unread]))).toEqual({ [first]: 2, [second]: 1 });
    expect((await b.post(`/requests/${first}/read`)).json.unread).toBe(1);
  });

  it('the player writing again reopens it; closing closes it; writing in a closed one reopens it', async () => {
    const b = await supportBackend();
    const id = (await b.create()).json.id;
    await b.answer(id);
    const reply = await b.post(`/requests/${id}/messages`, { text: 'Thanks, one more thing' });
    expect(reply.status).toBe(201);
    expect(reply.json.status).toBe('open');
    expect(reply.json.messages.map((m: { from: string }) => m.from)).toEqual(['player', 'operator', 'player']);
    expect((await b.post(`/requests/${id}/close`)).json.status).toBe('closed');
    expect((await b.control())[0].status).toBe('closed');
    expect((await b.post(`/requests/${id}/messages`, { text: 'Again' })).json.status).toBe('open');
    expect((await b.call('POST', `/__control/support/${id}/close`)).json.status).toBe('closed');
    expect((await b.answer(id)).json.status).toBe('answered');
    expect((await b.post(`/requests/${id}/messages`, { text: '' })).status).toBe(400);
  });

  it("another player's request is 404 for every call; an unknown one too", async () => {
    const b = await supportBackend();
    const id = (await b.create()).json.id;
    const { ua } = await b.signIn('twostep@example.com');
    const other = { cookie: `ua=${ua}` };
    expect(codeOf(await b.get(`/requests/${id}`, other))).toBe('support_request_not_found');
    expect((await b.post(`/requests/${id}/messages`, { text: 'x' }, other)).status).toBe(404);
    expect((await b.post(`/requests/${id}/close`, undefined, other)).status).toBe(404);
    expect((await b.post(`/requests/${id}/read`, undefined, other)).status).toBe(404);
    expect((await b.get('/requests', other)).json).toEqual({ items: [], unread: 0 });
    expect((await b.get(`/requests/${id}`)).status).toBe(200);
    expect(codeOf(await b.answer(999999))).toBe('support_request_not_found');
    expect((await b.get(`/requests/${id}`)).json.status).toBe('open');
  });

  it('an answer sends a notice letter in the call language with the history link; none without an e-mail', async () => {
    const b = await supportBackend({ siteUrl: 'https://bets.example' });
    const id = (await b.create()).json.id;
    await b.answer(id, 'Settled now', 'en');
    await b.answer(id, 'Рассчитана', 'ru');
    const mail = (await b.call('GET', '/__control/mail/player@example.com')).json as { to: string; subject: string; body: string }[];
    const notices = mail.filter((letter) => letter.body.includes('modal=support-history'));
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ to: 'player@example.com', subject: `An answer to your request no. ${id}` });
    expect(notices[0]!.body).toContain('Settled now');
    expect(notices[0]!.body).toContain(`https://bets.example/en/office/support?modal=support-history&requestId=${id}`);
    expect(notices[1]!.subject).toBe(`Ответ на ваше обращение № ${id}`);
    expect(notices[1]!.body).toContain('/ru/office/support?');
    // The phone player has no e-mail: answered, no letter.
    const { ua } = await b.signIn('+79990001122');
    const phone = { cookie: `ua=${ua}` };
    const phoneId = (await b.post('/requests', { topic: 'account', subject: 's', message: 'm' }, phone)).json.id;
    expect((await b.answer(phoneId)).status).toBe(200);
    expect((await b.call('GET', '/__control/mail/+79990001122')).json).toEqual([]);
  });
});
