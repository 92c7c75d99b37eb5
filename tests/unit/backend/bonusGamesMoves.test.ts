// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bonusGamesBackend, codeOf } from './bonusGamesHelpers';

// The games with moves, each on a draw the test chooses (rig): the prize each pays, paid once
// (bonuses through the ledger, points in the player's points), moves replayed by their key.

describe('bonus games: moves and prizes', () => {
  it('opens the picked chest: its casino bonus granted once through the ledger, the others revealed', async () => {
    const b = await bonusGamesBackend();
    const play = (await b.start('chest')).json;
    expect(play).toMatchObject({ status: 'open', board: { chests: 3, picked: null, prizes: null }, prize: null, reveal: null, playsLeft: 0 });
    expect(codeOf(await b.start('chest'))).toBe('play_open');
    b.rig(play.id, { prizes: ['cb200', 'none', 'p25'] });
    expect(codeOf(await b.move('chest', play.id, { chest: 3 }))).toBe('validation');
    const opened = await b.move('chest', play.id, { chest: 0 }, 'open-1');
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ status: 'finished', board: { picked: 0, prizes: ['cb200', 'none', 'p25'] }, prize: { kind: 'casinoBonus', amount: 200, currency: 'RUB' } });
    expect((await b.move('chest', play.id, { chest: 0 }, 'open-1')).headers.get('idempotency-replayed')).toBe('true');
    expect(codeOf(await b.move('chest', play.id, { chest: 1 }, 'open-1'))).toBe('idempotency_key_reused');
    expect(codeOf(await b.move('chest', play.id, { chest: 1 }))).toBe('play_finished');
    const granted = (await b.bonuses()).filter((bonus) => bonus.amount === 200);
    expect(granted).toEqual([expect.objectContaining({ kind: 'casino', amount: 200, wagerRequired: 2_000, status: 'active' })]);
    expect(b.db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE ref = ?").get(`bonus:${opened.json.prize.bonusId}`)).toEqual({ n: 1 });
    expect((await b.call('GET', '/__control/ledger/player@example.com/check')).json).toEqual({ ok: true });
  });

  it('opens the safe with the right code only', async () => {
    const b = await bonusGamesBackend();
    await b.grant('safe', 2);
    const first = (await b.start('safe')).json;
    expect(first.board.codes).toHaveLength(4);
    expect(first.board.opens).toBeNull();
    b.rig(first.id, { codes: ['111', '222', '333', '444'], opens: 2, prize: 'fb100' });
    const wrong = await b.move('safe', first.id, { code: 1 });
    expect(wrong.json).toMatchObject({ prize: { kind: 'none' }, board: { picked: 1, opens: 2, prize: 'fb100' } });
    const second = (await b.start('safe')).json;
    b.rig(second.id, { codes: ['111', '222', '333', '444'], opens: 3, prize: 'fb100' });
    const right = await b.move('safe', second.id, { code: 3 });
    expect(right.json.prize).toMatchObject({ kind: 'freeBet', amount: 100 });
    expect((await b.bonuses()).filter((bonus) => bonus.kind === 'sport' && bonus.amount === 100)).toHaveLength(1);
    expect(await b.playsLeft('safe')).toBe(0);
  });

  it('scores memory by the pairs found in eight turns, a card at a time', async () => {
    const b = await bonusGamesBackend();
    await b.grant('memory', 2);
    const layout = { symbols: [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5] };
    const perfect = (await b.start('memory')).json;
    b.rig(perfect.id, layout);
    let last = perfect;
    for (let card = 0; card < 12; card += 1) last = (await b.move('memory', perfect.id, { card })).json;
    expect(last).toMatchObject({ status: 'finished', board: { turns: 6, matched: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, prize: { kind: 'casinoBonus', amount: 200 } });
    const poor = (await b.start('memory')).json;
    b.rig(poor.id, layout);
    // Three pairs, then five misses: the eighth turn ends the play with three pairs.
    const cards = [0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 6, 10, 7, 11, 8, 10, 9, 11];
    const answers = [];
    for (const card of cards.slice(0, 16)) answers.push((await b.move('memory', poor.id, { card })).json);
    const shown = answers[6]!.board;
    expect(shown.faces).toEqual({ 0: 0, 1: 0, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3 });
    expect(codeOf(await b.move('memory', poor.id, { card: 0 }))).toBe('play_finished');
    expect(answers[15]).toMatchObject({ status: 'finished', board: { turns: 8 }, prize: { kind: 'points', points: 25 } });
    expect(answers[14]!.status).toBe('open');
  });

  it('collects dragon eggs into points that count in the player points; the dragon burns half', async () => {
    const b = await bonusGamesBackend();
    await b.grant('dragon', 2);
    const before = await b.points();
    const play = (await b.start('dragon')).json;
    b.rig(play.id, { dragons: [[0], [1], [0, 1]] });
    expect(codeOf(await b.move('dragon', play.id, { collect: true }))).toBe('invalid_move');
    expect((await b.move('dragon', play.id, { egg: 1 })).json.board).toMatchObject({ level: 1, collected: 20, dragons: null });
    expect((await b.move('dragon', play.id, { egg: 2 })).json.board).toMatchObject({ level: 2, collected: 80 });
    const collected = await b.move('dragon', play.id, { collect: true });
    expect(collected.json).toMatchObject({ status: 'finished', prize: { kind: 'points', points: 80 }, board: { dragons: [[0], [1], [0, 1]] } });
    expect(await b.points()).toMatchObject({ lifetime: before.lifetime + 80, balance: before.balance + 80 });
    const burnt = (await b.start('dragon')).json;
    b.rig(burnt.id, { dragons: [[0], [1], [0, 1]] });
    await b.move('dragon', burnt.id, { egg: 2 });
    const lost = await b.move('dragon', burnt.id, { egg: 1 });
    expect(lost.json).toMatchObject({ prize: { kind: 'points', points: 10 }, board: { collected: 10, burnt: 10 } });
    expect((await b.points()).lifetime).toBe(before.lifetime + 90);
    expect((await b.control()).find((row) => row.game === 'dragon')).toEqual({ game: 'dragon', playsLeft: 0, lastPrize: lost.json.prize });
  });

  it('gives a first-deposit bonus one fortuna spin, once', async () => {
    const b = await bonusGamesBackend();
    const user = b.db.prepare("SELECT id FROM users WHERE login = 'player@example.com'").get() as { id: number };
    b.db.prepare(
      `INSERT INTO bonuses (user_id, account_id, iso, product, source, source_ref, amount_minor, wager_multiplier, wager_required_minor, status, granted_at, deadline_at)
       VALUES (?, 0, 'RUB', 'sport', 'first_deposit', 'payment:1', 100, 5, 500, 'active', 0, 1)`,
    ).run(user.id);
    expect(await b.playsLeft('fortuna')).toBe(2);
    expect(await b.playsLeft('fortuna')).toBe(2);
    expect((await b.get('/fortuna')).json).toMatchObject({ game: 'fortuna', signedIn: true, playsLeft: 2, openPlay: null, history: [] });
  });
});
