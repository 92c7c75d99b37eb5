/** Default time zone offset, hours (shell-and-routing.md §3: timeZone default 3). */
export const DEFAULT_TIME_ZONE_OFFSET = 3;
/** The IANA zone for that default, used for server-rendered dates so they match on the client. */
export const SITE_TIME_ZONE = 'Europe/Moscow';

/**
 * The `tzo` offsets a visitor may choose, hours east of UTC: every offset in use in the world
 * (half-hour zones such as India +5.5, and the 45-minute ones of Nepal, Eucla and Chatham),
 * from -12 to +14. A cookie naming anything else falls back to the default.
 */
export const TIME_ZONE_OFFSETS = [
  -12, -11, -10, -9.5, -9, -8, -7, -6, -5, -4, -3.5, -3, -2, -1, 0, 1, 2, 3, 3.5, 4, 4.5, 5, 5.5, 5.75, 6, 6.5, 7,
  8, 8.75, 9, 9.5, 10, 10.5, 11, 12, 12.75, 13, 14,
] as const;
