// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const byId = (list: { id: number; slug: string }[], slug: string) => list.find((p) => p.slug === slug)!.id;

async function player() {
  const backend = makeBackend({ now: NOW });
  const headers = { cookie: `ua=${(await backend.signIn('player@example.com')).ua}` };
  const list = (await backend.call('GET', '/web-api/promotions?lng=en')).json as { id: number; slug: string }[];
  const join = (slug: string) => backend.call('POST', `/web-api/promotions/${byId(list, slug)}/join?lng=en`, { headers });
  const leave = (slug: string) => backend.call('DELETE', `/web-api/promotions/${byId(list, slug)}/join?lng=en`, { headers });
  const offers = async () => (await backend.call('GET', '/web-api/offers?lng=en', { headers })).json.items as Record<string, unknown>[];
  return { backend, headers, list, join, leave, offers };
}

const codeOf = (res: { json: { errors: { code: string }[] } }) => res.json.errors[0]?.code;

describe('promotions: pages with real terms, games and partners', () => {
  it('serves a promotion page by id with its machine-readable terms, its slot games and their studios', async () => {
    const { backend, list } = await player();
    const res = await backend.call('GET', `/web-api/promotion-pages/${byId(list, 'casino-welcome-pack')}?lng=en`);
    expect(res.status).toBe(200);
    expect(res.json.offer).toEqual({ type: 'first_deposit', product: 'casino' });
    expect(res.json.terms).toMatchObject({ bonusPercent: 100, cap: { RUB: 1_000_000 }, wagerMultiplier: 35, days: 14, weights: { slot: 100, table: 10 } });
    expect(res.json.games.casino.length).toBeGreaterThan(0);
    expect(res.json.games.casino.every((g: { categories: string[] }) => g.categories.includes('slots'))).toBe(true);
    const studios = new Set(res.json.games.casino.map((g: { provider: string }) => g.provider));
    expect(res.json.partners.map((p: { name: string }) => p.name).sort()).toEqual([...studios].sort());
  });

  it('states exactly the lead’s terms: sport ×5 at 1.50 in 30 days, cashback 5–10 % by level', async () => {
    const { backend, list } = await player();
    const sport = await backend.call('GET', `/web-api/promotion-pages/${byId(list, 'welcome-sport-bonus')}?lng=ru`);
    expect(sport.json.terms).toMatchObject({ wagerMultiplier: 5, minOddsX100: 150, days: 30, minDeposit: { RUB: 10_000 } });
    expect(sport.json.games.sports.length).toBeGreaterThan(0);
    expect(sport.json.partners[0]).toEqual({ name: 'ScoreStream Data', role: 'Результаты и статистика матчей для расчёта ставок' });
    const cashback = await backend.call('GET', `/web-api/promotion-pages/${byId(list, 'weekly-cashback')}?lng=en`);
    expect(cashback.json.terms.ratesByLevel).toEqual([5, 6, 7, 8, 10]);
    expect(cashback.json.body.join(' ')).toContain('Monday 00:00 UTC');
  });

  it('finds a CMS landing by its slug, and 404s an unknown id or slug', async () => {
    const { backend } = await player();
    expect((await backend.call('GET', '/web-api/promotion-pages/cms/welcome?lng=en')).json.slug).toBe('welcome-sport-bonus');
    expect((await backend.call('GET', '/web-api/promotion-pages/cms/nope')).status).toBe(404);
    expect((await backend.call('GET', '/web-api/promotion-pages/999')).status).toBe(404);
    expect((await backend.call('GET', '/web-api/promotion-pages/abc')).status).toBe(404);
  });
});

describe('promotions: take part', () => {
  it('an opt-in is recorded, listed with its deadline, and left', async () => {
    const { join, leave, offers } = await player();
    const joined = await join('accumulator-boost');
    expect(joined.status).toBe(200);
    expect(joined.json).toMatchObject({ offerType: 'join', status: 'joined', canLeave: true, next: null });
    expect(await offers()).toEqual([expect.objectContaining({ slug: 'accumulator-boost', status: 'joined', deadline: expect.any(String) })]);
    expect((await join('accumulator-boost')).json.status).toBe('joined');
    expect(await offers()).toHaveLength(1);
    expect((await leave('accumulator-boost')).json.status).toBe('left');
    expect(await offers()).toEqual([]);
    expect(codeOf(await leave('accumulator-boost'))).toBe('offer_cannot_leave');
  });

  it('a promo-code offer redeems its code through the same function: a bonus, once', async () => {
    const { backend, headers, join, leave } = await player();
    const joined = await join('slots-week');
    expect(joined.json).toMatchObject({ offerType: 'promo_code', status: 'completed', code: 'SPINS1000', bonus: { amount: 1000, iso: 'RUB', status: 'active' } });
    const again = await backend.call('POST', '/web-api/promo-codes/redeem', { body: { code: 'SPINS1000' }, headers });
    expect(codeOf(again)).toBe('promo_code_already_used');
    expect(codeOf(await leave('slots-week'))).toBe('offer_cannot_leave');
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM bonuses WHERE source = 'promo_code'").get()).toEqual({ n: 1 });
  });

  it('a promo-code offer whose condition fails says why and records nothing', async () => {
    const { join, offers } = await player();
    const refused = await join('derby-free-bet');
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0]).toMatchObject({ code: 'promo_code_condition', meta: { condition: 'deposit' } });
    expect(await offers()).toEqual([]);
  });

  it('the first-deposit offer sends to the deposit with the bonus chosen; after a deposit it is refused', async () => {
    const { backend, join } = await player();
    const joined = await join('casino-welcome-pack');
    expect(joined.json.next).toEqual({ route: 'officeRecharge', bonusChoice: 2 });
    expect((await join('weekly-cashback')).json.next).toEqual({ route: 'officeCashback', programme: 'vip' });
    backend.db.prepare(
      `INSERT INTO payments (id, user_id, account_id, kind, method_id, method_name_ru, method_name_en, iso, amount_minor, fee_minor, status,
         bonus_choice, idempotency_key, body_hash, created_at, updated_at)
       VALUES ('pay_t', 1001, 5001, 'deposit', 'card', 'Карта', 'Card', 'RUB', 100000, 0, 'success', 0, 'k', 'h', ?, ?)`,
    ).run(NOW, NOW);
    const made = await join('welcome-sport-bonus');
    expect(made.status).toBe(409);
    expect(codeOf(made)).toBe('first_deposit_made');
  });

  it('refuses a guest and an unknown promotion', async () => {
    const { backend, headers } = await player();
    expect((await backend.call('POST', '/web-api/promotions/101/join')).status).toBe(401);
    expect(codeOf(await backend.call('POST', '/web-api/promotions/999/join', { headers }))).toBe('promotion_not_found');
  });
});
