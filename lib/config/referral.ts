// Referral cookies of shell-and-routing.md §9: their names, the query parameters that set them, and
// their lifetimes in seconds, named as the spec names them.

const DAY_S = 86400;

/** Cookie names, exactly as the registration backend reads them. */
export const REFERRAL_COOKIE = {
  refererid: 'refererid',
  referralValues: 'referral_values',
  reflinkid: 'reflinkid',
  refPartnerId: 'ref_partner_id',
  postbackWatcher: 'postback_watcher',
  subid: 'subid',
} as const;

/** Lifetimes, seconds. Two cookies have two lifetimes, one per way they can be set. */
export const REFERRAL_MAX_AGE = {
  refererid: 60 * DAY_S,
  referral_values: 1 * DAY_S,
  /** reflinkid from btag, tag or qtag. */
  reflinkid: 60 * DAY_S,
  /** reflinkid passed as such in the query: a short-lived link id. */
  reflinkid_short: 60 * 60,
  /** ref_partner_id from click id plus utm source plus aip. */
  ref_partner_id_click: 30 * DAY_S,
  /** ref_partner_id from affid together with a tag. */
  ref_partner_id_affid: 60 * DAY_S,
  /** postback_watcher holding the whole query, when pb is set. */
  postback_watcher_pb: 30 * DAY_S,
  /** postback_watcher as a bare marker that a referral landing just happened. */
  postback_watcher: 4,
  subid: 60 * DAY_S,
} as const;

/** Tag parameters that give reflinkid, in order of precedence: the first present wins. */
export const REFERRAL_TAG_PARAMS = ['btag', 'tag', 'qtag'] as const;

/** Spellings of the click id parameter, in order of precedence. */
export const REFERRAL_CLICK_ID_PARAMS = ['click_id', 'clickid'] as const;

/**
 * Longest encoded whole query postback_watcher may hold; longer sets nothing. Keeps the cookie
 * well under the ~4 KB browsers allow per cookie. Not in the spec.
 */
export const POSTBACK_QUERY_MAX_LENGTH = 1024;
