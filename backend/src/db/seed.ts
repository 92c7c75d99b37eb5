import { hashPassword } from '../auth/passwords';
import { defaultSiteConfig } from '../siteConfig';
import { saveSiteConfig } from '../siteConfigStore';
import { CASINO_GAMES, PROVIDERS, routeFromName } from '../seed/casino';
import { CURRENCIES } from '../seed/currencies';
import { INFO_PAGES } from '../seed/infoPages';
import { buildMarkets } from '../seed/markets';
import { PROMOTIONS } from '../seed/promotions';
import { RULE_GROUPS } from '../seed/rules';
import { CHAMPS, SPORTS } from '../seed/sports';
import { SEED_PASSWORD, SEED_USERS } from '../seed/users';
import { insertUser } from '../users';
import type { Db } from './open';

/**
 * scrypt is deliberately slow; reset reseeds often in tests, so each seed
 * user's hash is computed once per process and reused.
 */
const hashCache = new Map<string, string>();
function seedHash(login: string): string {
  let hash = hashCache.get(login);
  if (!hash) {
    hash = hashPassword(SEED_PASSWORD);
    hashCache.set(login, hash);
  }
  return hash;
}

const flag = (value: boolean) => (value ? 1 : 0);
const json = (value: unknown) => JSON.stringify(value);

/** Inserts the whole seed into empty tables. Callers wrap it in a transaction. */
function insertSeed(db: Db): void {
  const hashes = new Map(SEED_USERS.map((u) => [u.login, seedHash(u.login)]));

  saveSiteConfig(db, defaultSiteConfig());

  const insertCurrency = db.prepare('INSERT INTO currencies (id, iso, symbol) VALUES (@id, @iso, @symbol)');
  for (const currency of CURRENCIES) insertCurrency.run(currency);
  const currencyId = new Map(CURRENCIES.map((c) => [c.iso, c.id]));

  const insertAccount = db.prepare(
    'INSERT INTO accounts (id, user_id, currency_id, type, money, points, is_active) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const user of SEED_USERS) {
    const identified = user.userData.passport !== null;
    insertUser(db, {
      id: user.id,
      login: user.login,
      password_hash: hashes.get(user.login) ?? '',
      email: user.email,
      phone_code: user.phoneCode,
      phone_number: user.phoneNumber,
      user_name: user.userName,
      country_code: 'ru',
      country_id: 1,
      activation_type: user.activationType,
      ref_id: 1,
      msg_count: user.msgCount,
      hide_balance: 0,
      changed_pass_day_count: 45,
      user_data: json(user.userData),
      protection_level: user.protectionLevel,
      protection_methods: json(user.protectionMethods),
      is_need_identification: flag(!identified),
      ban_level: user.banLevel,
      ban_version: user.banVersion,
      terms_changed: flag(user.termsChanged),
      user_status_id: identified ? 2 : 1,
      verification_status: identified ? 2 : 0,
      verification_types: json(identified ? [1] : []),
      requested_additional_document: 0,
      has_deposit: flag(user.hasDeposit),
      is_identification_bonus: 0,
      show_verification_modal_on_deposit_page: flag(!identified),
      remaining_days_to_activate: identified ? 0 : 30,
      is_active_secure_question: 0,
      disallow_line_sport: json([]),
      disallow_live_sport: json([]),
      first_deposit_bonus_available: flag(user.firstDepositBonusAvailable),
    });
    for (const account of user.accounts) {
      insertAccount.run(
        account.id,
        user.id,
        currencyId.get(account.iso),
        account.type,
        account.money,
        account.points ?? 0,
        flag(account.isActive ?? false),
      );
    }
  }

  const insertSport = db.prepare(
    'INSERT INTO sports (id, slug, icon, name_ru, name_en, has_clock, popularity) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  SPORTS.forEach((sport, index) =>
    insertSport.run(sport.id, sport.slug, sport.icon, sport.name.ru, sport.name.en, flag(sport.hasClock), index + 1),
  );
  const sportById = new Map(SPORTS.map((s) => [s.id, s]));

  const insertChamp = db.prepare(
    'INSERT INTO champs (id, sport_id, name_ru, name_en, country_ru, country_en) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertGame = db.prepare(`INSERT INTO games
      (id, champ_id, team1_ru, team1_en, team2_ru, team2_en, start_offset_sec, is_live, score, is_top)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertMarket = db.prepare(
    'INSERT INTO markets (id, game_id, type_id, name_ru, name_en, coef, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let gameId = 700000;
  let marketId = 9000000;
  for (const champ of CHAMPS) {
    const sport = sportById.get(champ.sportId);
    if (!sport) throw new Error(`Seed champ ${champ.id} refers to unknown sport ${champ.sportId}`);
    insertChamp.run(champ.id, champ.sportId, champ.name.ru, champ.name.en, champ.country.ru, champ.country.en);
    for (const fixture of champ.fixtures) {
      gameId += 1;
      const [home, away] = [fixture.home, fixture.away].map(splitName) as [[string, string], [string, string]];
      const offset = fixture.live ? -fixture.live.minute * 60 : Math.round((fixture.inHours ?? 24) * 3600);
      insertGame.run(
        gameId, champ.id, home[0], home[1], away[0], away[1], offset,
        flag(fixture.live !== undefined), fixture.live?.score ?? null, flag(fixture.top ?? false),
      );
      buildMarkets(gameId, sport).forEach((market, sort) => {
        marketId += 1;
        insertMarket.run(marketId, gameId, market.typeId, market.name.ru, market.name.en, market.coef, sort);
      });
    }
  }

  const insertProvider = db.prepare('INSERT INTO casino_providers (id, slug, name) VALUES (@id, @slug, @name)');
  for (const provider of PROVIDERS) insertProvider.run(provider);
  const insertCasinoGame = db.prepare(`INSERT INTO casino_games
      (id, name, route, provider_id, categories, accent, is_new, is_hot, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  CASINO_GAMES.forEach((game, index) =>
    insertCasinoGame.run(
      3001 + index, game.name, routeFromName(game.name), game.providerId, json(game.categories), game.accent,
      flag(game.categories.includes('new')), flag(game.isHot ?? false), index,
    ),
  );

  const insertPromotion = db.prepare(`INSERT INTO promotions
      (id, slug, kind, accent, ends_in_days, title_ru, title_en, summary_ru, summary_en, body_ru, body_en, sort)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  PROMOTIONS.forEach((p, index) =>
    insertPromotion.run(
      101 + index, p.slug, p.kind, p.accent, p.endsInDays, p.title.ru, p.title.en, p.summary.ru, p.summary.en,
      json(p.body.ru), json(p.body.en), index,
    ),
  );

  const insertInfo = db.prepare(
    'INSERT INTO info_pages (slug, title_ru, title_en, body_ru, body_en) VALUES (?, ?, ?, ?, ?)',
  );
  for (const page of INFO_PAGES) {
    insertInfo.run(page.slug, page.title.ru, page.title.en, json(page.body.ru), json(page.body.en));
  }

  const insertRuleGroup = db.prepare('INSERT INTO rule_groups (id, slug, title_ru, title_en) VALUES (?, ?, ?, ?)');
  const insertChapter = db.prepare(
    'INSERT INTO rule_chapters (group_id, id, title_ru, title_en, body_ru, body_en) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const group of RULE_GROUPS) {
    insertRuleGroup.run(group.id, group.slug, group.title.ru, group.title.en);
    for (const chapter of group.chapters) {
      insertChapter.run(group.id, chapter.id, chapter.title.ru, chapter.title.en, json(chapter.body.ru), json(chapter.body.en));
    }
  }
}

/** 'Арсенал|Arsenal' → ['Арсенал', 'Arsenal']; a name without '|' is the same in both. */
function splitName(pair: string): [string, string] {
  const [ru, en] = pair.split('|');
  return [ru ?? pair, en ?? ru ?? pair];
}

export function seedDatabase(db: Db): void {
  db.transaction(() => insertSeed(db))();
}

/** Seeds only a brand-new database (no users yet), so restarts keep state. */
export function seedIfEmpty(db: Db): boolean {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  if (n > 0) return false;
  seedDatabase(db);
  return true;
}
