// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REFERRAL_MAX_AGE } from '@/lib/config/referral';
import { referralCookies, serializeCookie, type ReferralCookie } from '@/lib/referral/cookies';

const DAY = 86400;

function cookiesOf(query: string | Record<string, string>): ReferralCookie[] {
  return referralCookies(new URLSearchParams(query));
}

function names(query: string | Record<string, string>): string[] {
  return cookiesOf(query).map((c) => c.name);
}

/** The one cookie of `name`; fails the test if there is none or more than one. */
function only(query: string | Record<string, string>, name: string): ReferralCookie {
  const found = cookiesOf(query).filter((c) => c.name === name);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const BF_JSON = '%5B%7B%22type%22%3A%22bf_id%22%2C%22value%22%3A%22bf-1%22%7D%5D';
const CLICK_JSON =
  '%7B%22click_id%22%3A%22c1%22%2C%22utm_source%22%3A%22google%22%2C%22aip%22%3A%22a.b%22%7D';

describe('lifetimes', () => {
  it('names each lifetime in seconds as the spec gives it', () => {
    expect(REFERRAL_MAX_AGE).toEqual({
      refererid: 60 * DAY,
      referral_values: DAY,
      reflinkid: 60 * DAY,
      reflinkid_short: 3600,
      ref_partner_id_click: 30 * DAY,
      ref_partner_id_affid: 60 * DAY,
      postback_watcher_pb: 30 * DAY,
      postback_watcher: 4,
      subid: 60 * DAY,
    });
  });
});

describe('no referral', () => {
  it('sets nothing for an empty query', () => {
    expect(cookiesOf('')).toEqual([]);
  });

  it('sets nothing for unrelated parameters', () => {
    expect(cookiesOf('utm_campaign=x&lang=en&foo=bar')).toEqual([]);
  });
});

describe('refererid', () => {
  it('comes from ref and lives 60 days', () => {
    expect(cookiesOf('ref=12345')).toEqual([
      { name: 'refererid', value: '12345', maxAgeSeconds: 60 * DAY },
      { name: 'postback_watcher', value: '1', maxAgeSeconds: 4 },
    ]);
  });
});

describe('referral_values', () => {
  it('comes from bf as an encoded bf_id list and lives 1 day', () => {
    expect(only('bf=bf-1', 'referral_values')).toEqual({
      name: 'referral_values',
      value: BF_JSON,
      maxAgeSeconds: DAY,
    });
  });

  it('decodes back to the bf_id entry', () => {
    const { value } = only('bf=bf-1', 'referral_values');
    expect(JSON.parse(decodeURIComponent(value))).toEqual([{ type: 'bf_id', value: 'bf-1' }]);
  });
});

describe('reflinkid from a tag', () => {
  it('comes from btag, kept whole with partner id and promo code, for 60 days', () => {
    expect(only('btag=a_123b_456c_', 'reflinkid')).toEqual({
      name: 'reflinkid',
      value: 'a_123b_456c_',
      maxAgeSeconds: 60 * DAY,
    });
  });

  it('comes from tag when there is no btag', () => {
    expect(only('tag=t1', 'reflinkid')).toEqual({ name: 'reflinkid', value: 't1', maxAgeSeconds: 60 * DAY });
  });

  it('comes from qtag when there is neither btag nor tag', () => {
    expect(only('qtag=q1', 'reflinkid')).toEqual({ name: 'reflinkid', value: 'q1', maxAgeSeconds: 60 * DAY });
  });

  it('prefers btag over tag and qtag, whatever their order in the query', () => {
    expect(only('qtag=q1&tag=t1&btag=b1', 'reflinkid').value).toBe('b1');
  });

  it('prefers tag over qtag', () => {
    expect(only('qtag=q1&tag=t1', 'reflinkid').value).toBe('t1');
  });

  it('sets nothing when the first present tag is invalid, without falling to the next one', () => {
    expect(names('btag=a;b&tag=t1&qtag=q1')).not.toContain('reflinkid');
  });
});

describe('ref_partner_id', () => {
  it('holds click_id, utm_source and aip as encoded JSON for 30 days when all three are present', () => {
    expect(only('click_id=c1&utm_source=google&aip=a.b', 'ref_partner_id')).toEqual({
      name: 'ref_partner_id',
      value: CLICK_JSON,
      maxAgeSeconds: 30 * DAY,
    });
  });

  it('decodes back to the three parts', () => {
    const { value } = only('click_id=c1&utm_source=google&aip=a.b', 'ref_partner_id');
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ click_id: 'c1', utm_source: 'google', aip: 'a.b' });
  });

  it('accepts clickid as the click id, stored under click_id', () => {
    expect(only('clickid=c1&utm_source=google&aip=a.b', 'ref_partner_id').value).toBe(CLICK_JSON);
  });

  it('prefers click_id over clickid', () => {
    expect(only('clickid=c2&click_id=c1&utm_source=google&aip=a.b', 'ref_partner_id').value).toBe(CLICK_JSON);
  });

  it('holds affid for 60 days when a tag is present too', () => {
    expect(only('affid=777&btag=b1', 'ref_partner_id')).toEqual({
      name: 'ref_partner_id',
      value: '777',
      maxAgeSeconds: 60 * DAY,
    });
  });

  it('holds affid alongside tag or qtag as well', () => {
    expect(only('affid=777&tag=t1', 'ref_partner_id').value).toBe('777');
    expect(only('affid=777&qtag=q1', 'ref_partner_id').value).toBe('777');
  });

  it('prefers the click variant over affid', () => {
    expect(only('affid=777&btag=b1&click_id=c1&utm_source=google&aip=a.b', 'ref_partner_id')).toEqual({
      name: 'ref_partner_id',
      value: CLICK_JSON,
      maxAgeSeconds: 30 * DAY,
    });
  });

  it('is not set by affid without a tag', () => {
    expect(names('affid=777')).toEqual([]);
  });

  it('is not set by affid when the tag was invalid and set no reflinkid', () => {
    expect(names('affid=777&btag=a b')).not.toContain('ref_partner_id');
  });

  it.each([
    ['click_id without aip', 'click_id=c1&utm_source=google'],
    ['click_id without utm_source', 'click_id=c1&aip=a.b'],
    ['utm_source and aip without a click id', 'utm_source=google&aip=a.b'],
  ])('is not set by %s', (_, query) => {
    expect(names(query)).not.toContain('ref_partner_id');
  });

  it('sets nothing when one click part is invalid, without falling back to affid', () => {
    expect(names('click_id=c1&utm_source=goo gle&aip=a.b&affid=777&btag=b1')).not.toContain('ref_partner_id');
  });

  it('sets nothing when affid itself is invalid', () => {
    expect(names('affid=7;7&btag=b1')).not.toContain('ref_partner_id');
  });
});

describe('short-lived reflinkid', () => {
  it('comes from reflinkid in the query and lives 1 hour', () => {
    expect(only('reflinkid=L1', 'reflinkid')).toEqual({ name: 'reflinkid', value: 'L1', maxAgeSeconds: 3600 });
  });

  it('gives way to a tag: one reflinkid, the tag, for 60 days', () => {
    expect(only('reflinkid=L1&btag=b1', 'reflinkid')).toEqual({
      name: 'reflinkid',
      value: 'b1',
      maxAgeSeconds: 60 * DAY,
    });
  });

  it('applies when the tag present was invalid and set nothing', () => {
    expect(only('reflinkid=L1&btag=a,b', 'reflinkid')).toEqual({
      name: 'reflinkid',
      value: 'L1',
      maxAgeSeconds: 3600,
    });
  });
});

describe('postback_watcher', () => {
  it('is a 4-second marker when another referral cookie was set', () => {
    expect(only('ref=1', 'postback_watcher')).toEqual({ name: 'postback_watcher', value: '1', maxAgeSeconds: 4 });
  });

  it('is not set when no other referral cookie was set', () => {
    expect(names('foo=bar')).not.toContain('postback_watcher');
  });

  it('is not set when the only referral value was invalid', () => {
    expect(cookiesOf('ref=a b')).toEqual([]);
  });

  it('counts subid alone as a referral cookie', () => {
    expect(names('subid=s1')).toEqual(['postback_watcher', 'subid']);
  });

  it('holds the whole encoded query for 30 days when pb is set', () => {
    expect(only('pb=7&ref=abc', 'postback_watcher')).toEqual({
      name: 'postback_watcher',
      value: 'pb%3D7%26ref%3Dabc',
      maxAgeSeconds: 30 * DAY,
    });
  });

  it('holds the query even when pb is the only parameter', () => {
    expect(cookiesOf('pb=7')).toEqual([{ name: 'postback_watcher', value: 'pb%3D7', maxAgeSeconds: 30 * DAY }]);
  });

  it('decodes back to the whole query, other parameters included', () => {
    const { value } = only('pb=7&ref=abc&utm_campaign=spring', 'postback_watcher');
    expect(decodeURIComponent(value)).toBe('pb=7&ref=abc&utm_campaign=spring');
  });

  it('escapes everything in the query that a header must not carry', () => {
    const { value } = only({ pb: '7', x: "a b;c=d,e\r\n!'()*" }, 'postback_watcher');
    expect(value).toMatch(/^[A-Za-z0-9_.:~%-]+$/);
    expect(new URLSearchParams(decodeURIComponent(value)).get('x')).toBe("a b;c=d,e\r\n!'()*");
  });

  it('holds an encoded query of exactly 1024 characters', () => {
    // 'pb%3D7%26x%3D' is 13 characters; letters encode to themselves.
    const { value } = only(`pb=7&x=${'a'.repeat(1011)}`, 'postback_watcher');
    expect(value).toHaveLength(1024);
  });

  it('sets nothing when the encoded query is longer than 1024 characters', () => {
    expect(names(`pb=7&x=${'a'.repeat(1012)}`)).toEqual([]);
  });

  it('sets nothing, not the marker, when pb itself is invalid', () => {
    expect(names('pb=a;b&ref=1')).toEqual(['refererid']);
  });
});

describe('subid', () => {
  it('comes from subid and lives 60 days', () => {
    expect(only('subid=s-1', 'subid')).toEqual({ name: 'subid', value: 's-1', maxAgeSeconds: 60 * DAY });
  });
});

describe('order', () => {
  it('follows the spec: refererid, referral_values, reflinkid, ref_partner_id, postback_watcher, subid', () => {
    const query = 'subid=s1&affid=777&btag=b1&bf=bf-1&ref=r1';
    expect(names(query)).toEqual([
      'refererid',
      'referral_values',
      'reflinkid',
      'ref_partner_id',
      'postback_watcher',
      'subid',
    ]);
  });

  it('puts the short-lived reflinkid after ref_partner_id', () => {
    const query = 'subid=s1&reflinkid=L1&click_id=c1&utm_source=g&aip=a&bf=bf-1&ref=r1';
    expect(cookiesOf(query).map((c) => `${c.name}:${c.maxAgeSeconds}`)).toEqual([
      `refererid:${60 * DAY}`,
      `referral_values:${DAY}`,
      `ref_partner_id:${30 * DAY}`,
      'reflinkid:3600',
      'postback_watcher:4',
      `subid:${60 * DAY}`,
    ]);
  });

  it('never sets two cookies of one name', () => {
    const all = names('ref=r&bf=b&btag=t&tag=u&qtag=v&reflinkid=L&affid=1&click_id=c&utm_source=g&aip=a&subid=s&pb=p');
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('repeated parameters', () => {
  it('uses the first value', () => {
    expect(only('ref=first&ref=second', 'refererid').value).toBe('first');
  });

  it('ignores the rule when the first value is invalid, even if a later one is fine', () => {
    expect(names('ref=a;b&ref=good')).toEqual([]);
  });

  it('uses the first value of a repeated tag', () => {
    expect(only('btag=b1&btag=b2', 'reflinkid').value).toBe('b1');
  });
});

describe('hostile values', () => {
  const hostile: [string, string][] = [
    ['an attribute after ;', 'a;Domain=evil.com'],
    ['a literal percent', 'a%3B'],
    ['CR/LF with a second header', 'x\r\nSet-Cookie: y=z'],
    ['a space', 'a b'],
    ['a comma', 'a,b'],
    ['an equals sign', 'a=b'],
    ['101 characters', 'a'.repeat(101)],
    ['an empty string', ''],
    ['unicode', 'реф'],
  ];

  it.each(hostile)('ignores %s in ref', (_, value) => {
    expect(cookiesOf({ ref: value })).toEqual([]);
  });

  it.each(hostile)('ignores %s in btag', (_, value) => {
    expect(cookiesOf({ btag: value })).toEqual([]);
  });

  it.each(hostile)('ignores %s in bf', (_, value) => {
    expect(cookiesOf({ bf: value })).toEqual([]);
  });

  it.each(hostile)('ignores %s in the short-lived reflinkid', (_, value) => {
    expect(cookiesOf({ reflinkid: value })).toEqual([]);
  });

  it.each(hostile)('ignores %s in subid', (_, value) => {
    expect(cookiesOf({ subid: value })).toEqual([]);
  });

  it.each(hostile)('ignores %s in affid', (_, value) => {
    expect(names({ affid: value, btag: 'b1' })).not.toContain('ref_partner_id');
  });

  it.each(hostile)('ignores %s in each click part', (_, value) => {
    const base = { click_id: 'c1', utm_source: 'google', aip: 'a.b' };
    for (const key of Object.keys(base)) {
      expect(names({ ...base, [key]: value })).not.toContain('ref_partner_id');
    }
  });

  it('ignores a percent-encoded semicolon once decoded', () => {
    expect(cookiesOf('ref=a%3BDomain%3Devil.com')).toEqual([]);
  });

  it('accepts exactly 100 characters', () => {
    expect(only({ ref: 'a'.repeat(100) }, 'refererid').value).toHaveLength(100);
  });

  it('accepts every character of the allow-list', () => {
    const value = 'AZaz09_.:~-';
    expect(only({ ref: value }, 'refererid').value).toBe(value);
  });

  it('only ever produces values serializeCookie accepts', () => {
    const query = new URLSearchParams({
      ref: 'r:1',
      bf: 'b~1',
      btag: 'a_1b_2c_',
      affid: '7',
      subid: 's.1',
      pb: 'p',
      junk: "a b;c=d\r\n!'()*",
    });
    for (const c of referralCookies(query)) {
      expect(() => serializeCookie(c, { secure: true })).not.toThrow();
    }
  });
});

describe('serializeCookie', () => {
  const ref: ReferralCookie = { name: 'refererid', value: '12345', maxAgeSeconds: 60 * DAY };

  it('writes path, lifetime, SameSite and HttpOnly', () => {
    expect(serializeCookie(ref, { secure: false })).toBe(
      'refererid=12345; Path=/; Max-Age=5184000; SameSite=Lax; HttpOnly',
    );
  });

  it('adds Secure when asked', () => {
    expect(serializeCookie(ref, { secure: true })).toBe(
      'refererid=12345; Path=/; Max-Age=5184000; SameSite=Lax; HttpOnly; Secure',
    );
  });

  it('writes an encoded value as it is', () => {
    const cookie = { name: 'referral_values', value: BF_JSON, maxAgeSeconds: DAY };
    expect(serializeCookie(cookie, { secure: false })).toBe(
      `referral_values=${BF_JSON}; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly`,
    );
  });

  it.each(['a;b', 'a b', 'a=b', 'a\r\nb', ''])('throws on the bad name %j', (name) => {
    expect(() => serializeCookie({ ...ref, name }, { secure: true })).toThrow(/allow-list/);
  });

  it.each(['a;Domain=evil.com', 'a b', 'a,b', 'x\r\nSet-Cookie: y=z', '"a"', 'реф', ''])(
    'throws on the bad value %j',
    (value) => {
      expect(() => serializeCookie({ ...ref, value }, { secure: true })).toThrow(/allow-list/);
    },
  );

  it('leaves a hostile value out of the error message', () => {
    expect(() => serializeCookie({ ...ref, value: 'evil;x' }, { secure: true })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('evil') }),
    );
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws on the bad Max-Age %s', (maxAgeSeconds) => {
    expect(() => serializeCookie({ ...ref, maxAgeSeconds }, { secure: true })).toThrow(/Max-Age/);
  });
});
