/** Default time zone offset, hours (shell spec §3: timeZone default 3). */
export const DEFAULT_TIME_ZONE_OFFSET = 3;
/** The IANA zone for that default, used for server-rendered dates so they match on the client. */
export const SITE_TIME_ZONE = 'Europe/Moscow';
