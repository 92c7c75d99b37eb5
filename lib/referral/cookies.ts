// Referral cookies set from a landing URL's query (shell-and-routing.md §9). The server reads them back at
// registration to credit the partner, so everything here is attacker-chosen input that ends up
// in a Set-Cookie header.
import {
  POSTBACK_QUERY_MAX_LENGTH,
  REFERRAL_CLICK_ID_PARAMS,
  REFERRAL_COOKIE,
  REFERRAL_MAX_AGE,
  REFERRAL_TAG_PARAMS,
} from '@/lib/config/referral';

export interface ReferralCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

// An allow-list, not a deny-list: a value that matches can never carry `;`, `,`, `=`, a space or
// CR/LF, so it can never add a cookie attribute (`; Domain=evil.com`), a second cookie, or a
// second header. A value that fails is ignored, never "cleaned": a cleaned id would credit
// whoever owns the id it was cleaned into.
const SAFE_VALUE = /^[A-Za-z0-9_.:~-]{1,100}$/;

// What serializeCookie lets into a header: the value alphabet plus `%`, since built values are
// percent-encoded.
const SAFE_TOKEN = /^[A-Za-z0-9_.:~%-]+$/;

/** The first value of `name`, if present and allowed; repeated params never override the first. */
function safeParam(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value !== null && SAFE_VALUE.test(value) ? value : null;
}

function firstPresent(query: URLSearchParams, names: readonly string[]): string | undefined {
  return names.find((name) => query.has(name));
}

// encodeURIComponent leaves `!'()*` as they are; escape them too so a built value stays inside
// the alphabet serializeCookie accepts.
function encodeStrict(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function cookie(name: string, value: string, maxAgeSeconds: number): ReferralCookie {
  return { name, value, maxAgeSeconds };
}

/** The tag rule: the first present of btag, tag, qtag decides; an invalid one sets nothing. */
function tagValue(query: URLSearchParams): string | null {
  const param = firstPresent(query, REFERRAL_TAG_PARAMS);
  return param === undefined ? null : safeParam(query, param);
}

function refPartnerId(query: URLSearchParams, tagSet: boolean): ReferralCookie | null {
  const clickParam = firstPresent(query, REFERRAL_CLICK_ID_PARAMS);
  if (clickParam !== undefined && query.has('utm_source') && query.has('aip')) {
    // This variant applies; if any part fails the allow-list the rule sets nothing rather than
    // falling back to affid, which would credit a different partner than the link meant.
    const click_id = safeParam(query, clickParam);
    const utm_source = safeParam(query, 'utm_source');
    const aip = safeParam(query, 'aip');
    if (click_id === null || utm_source === null || aip === null) return null;
    const value = encodeStrict(JSON.stringify({ click_id, utm_source, aip }));
    return cookie(REFERRAL_COOKIE.refPartnerId, value, REFERRAL_MAX_AGE.ref_partner_id_click);
  }
  // affid means nothing without the tag it belongs to, so it needs a tag that set reflinkid.
  if (query.has('affid') && tagSet) {
    const affid = safeParam(query, 'affid');
    if (affid === null) return null;
    return cookie(REFERRAL_COOKIE.refPartnerId, affid, REFERRAL_MAX_AGE.ref_partner_id_affid);
  }
  return null;
}

function postbackWatcher(query: URLSearchParams, anyOtherSet: boolean): ReferralCookie | null {
  if (query.has('pb')) {
    if (safeParam(query, 'pb') === null) return null;
    // The whole query is stored for the postback; only its encoded form reaches the header, and
    // an over-long one sets nothing rather than a truncated query the backend would misread.
    const value = encodeStrict(query.toString());
    if (value.length > POSTBACK_QUERY_MAX_LENGTH) return null;
    return cookie(REFERRAL_COOKIE.postbackWatcher, value, REFERRAL_MAX_AGE.postback_watcher_pb);
  }
  return anyOtherSet
    ? cookie(REFERRAL_COOKIE.postbackWatcher, '1', REFERRAL_MAX_AGE.postback_watcher)
    : null;
}

/** The referral cookies a landing query sets, one per rule that applies, in the spec's order. */
export function referralCookies(query: URLSearchParams): ReferralCookie[] {
  const ref = safeParam(query, 'ref');
  const bf = safeParam(query, 'bf');
  const tag = tagValue(query);
  const partner = refPartnerId(query, tag !== null);
  // Never two cookies of one name: the long-lived tag wins over the short-lived link id.
  const shortLinkId = tag === null ? safeParam(query, 'reflinkid') : null;
  const subid = safeParam(query, 'subid');

  const others: (ReferralCookie | null)[] = [
    ref === null ? null : cookie(REFERRAL_COOKIE.refererid, ref, REFERRAL_MAX_AGE.refererid),
    bf === null
      ? null
      : cookie(
          REFERRAL_COOKIE.referralValues,
          encodeStrict(JSON.stringify([{ type: 'bf_id', value: bf }])),
          REFERRAL_MAX_AGE.referral_values,
        ),
    tag === null ? null : cookie(REFERRAL_COOKIE.reflinkid, tag, REFERRAL_MAX_AGE.reflinkid),
    partner,
    shortLinkId === null
      ? null
      : cookie(REFERRAL_COOKIE.reflinkid, shortLinkId, REFERRAL_MAX_AGE.reflinkid_short),
  ];
  const last = subid === null ? null : cookie(REFERRAL_COOKIE.subid, subid, REFERRAL_MAX_AGE.subid);
  // subid is a referral cookie too, so it alone is enough for the 4-second marker.
  const anyOtherSet = others.some((c) => c !== null) || last !== null;

  return [...others, postbackWatcher(query, anyOtherSet), last].filter(
    (c): c is ReferralCookie => c !== null,
  );
}

/**
 * A Set-Cookie header value. HttpOnly: only the server reads these, at registration. Lax: the
 * landing is a top-level navigation, and nothing cross-site needs them.
 */
export function serializeCookie(cookie: ReferralCookie, options: { secure: boolean }): string {
  // Defence in depth: referralCookies only builds safe values, but this is the last step before
  // a header, so it checks again rather than trusting every caller. The value is left out of the
  // message so a hostile one never reaches a log line.
  if (!SAFE_TOKEN.test(cookie.name)) {
    throw new Error('Referral cookie name has a character outside the allow-list');
  }
  if (!SAFE_TOKEN.test(cookie.value)) {
    throw new Error(`Referral cookie ${cookie.name} has a character outside the allow-list`);
  }
  if (!Number.isSafeInteger(cookie.maxAgeSeconds) || cookie.maxAgeSeconds < 0) {
    throw new Error(`Referral cookie ${cookie.name} has an invalid Max-Age`);
  }
  const header =
    `${cookie.name}=${cookie.value}; Path=/; Max-Age=${cookie.maxAgeSeconds}; SameSite=Lax; HttpOnly`;
  return options.secure ? `${header}; Secure` : header;
}
