// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signToken, userTokenPublicJwk } from '@/backend/src/auth/tokens';
import { sessionHint } from '@/lib/auth/sessionHint';
import { userTokenSignature, verifyUserTokenSignature } from '@/lib/auth/tokenSignature';
import { tokenClaims } from '@/lib/auth/userToken';
import { decideBan } from '@/lib/guards/access';
import { runGuards } from '@/lib/guards/chain';
import type { RequestFacts } from '@/lib/guards/facts';
import { routeByName } from '@/lib/routes/manifest';
import { facts, NOW, SIGNED_IN, siteConfig } from '@/tests/support/guards';

// The middleware believes a user_token's ban only when the backend's key signed it.
const SECRET = 'test-secret';
const KEY = userTokenPublicJwk(SECRET);
const BAN_PAGE = 'https://help.betsite.example/account-restricted';

const issued = (claims: { ban?: number; bv?: number } = {}) =>
  signToken({ sid: 's', uid: 1002, exp: NOW / 1000 + 3600, ban: 45, bv: 0, ...claims }, SECRET);

/** The backend's token with its payload rewritten to `ban: 0`, the signature kept. */
function forgeBan0(token: string): string {
  const [body = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as object;
  return `${Buffer.from(JSON.stringify({ ...claims, ban: 0 })).toString('base64url')}.${signature}`;
}

/** Facts as the middleware builds them: the signature checked against the published key first. */
async function checkedFacts(url: string, cookies: Record<string, string>): Promise<RequestFacts> {
  const config = siteConfig({ userTokenKey: KEY });
  return { ...facts(url, { cookies, config }), userTokenSignature: await userTokenSignature(cookies.user_token, config.userTokenKey) };
}

const location = (decision: ReturnType<typeof runGuards>) => (decision.kind === 'redirect' ? decision.location : decision.kind);

describe('user_token signature (ES256, WebCrypto)', () => {
  it('verifies a token the backend signed with the key it publishes', async () => {
    expect(await verifyUserTokenSignature(issued(), KEY)).toBe(true);
    expect(tokenClaims(issued())).toMatchObject({ ban: 45, bv: 0, uid: 1002 });
  });

  it('refuses a forged ban:0 payload, a foreign key, garbage and a wrong-length signature', async () => {
    expect(await verifyUserTokenSignature(forgeBan0(issued()), KEY)).toBe(false);
    expect(await verifyUserTokenSignature(issued(), userTokenPublicJwk('another-secret'))).toBe(false);
    expect(await verifyUserTokenSignature('garbage', KEY)).toBe(false);
    expect(await verifyUserTokenSignature(`${issued().split('.')[0]}.AAAA`, KEY)).toBe(false);
    expect(await verifyUserTokenSignature(`${issued()}.extra`, KEY)).toBe(false);
  });

  it('is unchecked with no token or no published key', async () => {
    expect(await userTokenSignature(undefined, KEY)).toBe('unchecked');
    expect(await userTokenSignature(issued(), null)).toBe('unchecked');
    expect(await userTokenSignature(issued(), KEY)).toBe('valid');
    expect(await userTokenSignature(forgeBan0(issued()), KEY)).toBe('invalid');
  });
});

describe('the middleware chain with a checked token', () => {
  it('garbage user_token is a guest: sent to login', async () => {
    const decision = runGuards(await checkedFacts('/ru/office/account', { user_token: 'garbage' }));
    expect(location(decision)).toBe('/ru/user/login?returnUrl=%2Fru%2Foffice%2Faccount');
    expect(sessionHint({ user_token: 'garbage' }, NOW)).toEqual({ signedIn: false, banLevel: 0, banVersion: 0 });
  });

  it('a verified ban claim sends the player to the ban page, and keeps the deduce page open', async () => {
    expect(location(runGuards(await checkedFacts('/ru/line', { ...SIGNED_IN, user_token: issued() })))).toBe(BAN_PAGE);
    expect(runGuards(await checkedFacts('/ru/office/deduce', { ...SIGNED_IN, user_token: issued() })).kind).toBe('next');
  });

  it('a forged ban:0 token alone is refused as unverified: a guest, sent to login', async () => {
    const decision = runGuards(await checkedFacts('/ru/office/account', { user_token: forgeBan0(issued()) }));
    expect(location(decision)).toBe('/ru/user/login?returnUrl=%2Fru%2Foffice%2Faccount');
  });

  it('a forged ban:0 token beside the ua cookie is ignored: its ban is never read (the server render checks)', async () => {
    const hint = sessionHint({ ...SIGNED_IN, user_token: forgeBan0(issued()) }, NOW, 'invalid');
    expect(hint).toEqual({ signedIn: true, banLevel: 0, banVersion: 0 });
    // Without the check, the same forged claims would have been believed as a signed-in unbanned token.
    expect(sessionHint({ user_token: forgeBan0(issued()) }, NOW, 'unchecked').signedIn).toBe(true);
    expect(sessionHint({ user_token: forgeBan0(issued()) }, NOW, 'invalid').signedIn).toBe(false);
  });
});

describe('decideBan: the one ban rule for the middleware and the server render', () => {
  const deduce = routeByName('officeDeduce');
  const account = routeByName('officeAccount');
  const view = (banLevel: number, banVersion = 0) => ({ signedIn: true, banLevel, banVersion });

  it('sends every banned player from the account page and the line', () => {
    expect(decideBan(account, view(45))).toEqual({ kind: 'redirect', location: BAN_PAGE });
    expect(decideBan(routeByName('line'), view(53, 1), { banPageUrl: 'https://ban.example/x' })).toEqual({
      kind: 'redirect',
      location: 'https://ban.example/x',
    });
  });

  it('keeps the deduce page for the allowed level only (53 with version 1, else 45)', () => {
    expect(decideBan(deduce, view(45))).toBeNull();
    expect(decideBan(deduce, view(53, 1))).toBeNull();
    expect(decideBan(deduce, view(45, 1))).toEqual({ kind: 'redirect', location: BAN_PAGE });
    expect(decideBan(deduce, view(60))).toEqual({ kind: 'redirect', location: BAN_PAGE });
  });

  it('has no opinion on a guest or an unbanned player', () => {
    expect(decideBan(account, { signedIn: false, banLevel: 45, banVersion: 0 })).toBeNull();
    expect(decideBan(account, view(0))).toBeNull();
  });
});
