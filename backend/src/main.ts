import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApp } from './app';
import { siteCachePurger, siteCacheUrls } from './siteCache';
import { parseTrustedProxyCount } from './auth/clientAddress';
import { secureCookiesFromEnv } from './auth/cookies';
import { resolveSecret } from './auth/secret';
import { createClock } from './clock';
import { openDb } from './setup/open';
import { seedIfEmpty } from './setup/seed';
import { createLineEngine } from './line/engine';
import { simulationFromEnv } from './line/simulator/driver';
import { createPayments, paymentsConfigFromEnv } from './payments/runtime';
import { startRoundSweeper } from './casino/play/sweep';
import { startBonusSweeper } from './bonuses/sweep';
import { startCashbackSweeper } from './cashback/sweep';
import { startTableTicker } from './casino/tables/ticker';
import { startTournamentSweeper } from './tournaments/sweep';

/**
 * Entry point: `npx tsx backend/src/main.ts` from the repo root.
 * BACKEND_PORT (default 4000), BACKEND_DB (default .data/backend.sqlite,
 * relative to the working directory), BACKEND_SECRET (optional), NODE_ENV /
 * BACKEND_SECURE_COOKIES (Secure session cookies, see auth/cookies.ts), SITE_PROXY_KEY and
 * BACKEND_TRUSTED_PROXY_COUNT (the client address, auth/client.ts), SITE_CACHE_URLS (the sites
 * whose cached pages it purges after a control change, siteCache.ts), LINE_SIMULATION (`off` freezes
 * the line simulator) and LINE_SEED (its seed): docs/line-feed.md. PSP_SECRET, PSP_API_URL,
 * PSP_PUBLIC_URL and PSP_CALLBACK_URL (the reference payment provider): docs/payments-api.md.
 * BACKEND_FILES_DIR (the file store's folder, default beside the database): docs/documents-api.md.
 * Binds to 127.0.0.1 only: this is a development / test backend.
 */
const HOST = '127.0.0.1';
const port = Number(process.env.BACKEND_PORT ?? 4000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`BACKEND_PORT must be a port number, got "${process.env.BACKEND_PORT}"`);
  process.exit(1);
}
const dbFile = resolve(process.cwd(), process.env.BACKEND_DB ?? '.data/backend.sqlite');

const db = openDb(dbFile);
const simulation = simulationFromEnv(process.env);
// Only a brand-new (empty) database is seeded (the line's history from LINE_SEED); restarts keep their state.
seedIfEmpty(db, Date.now(), simulation.seed);
const clock = createClock();
const secret = resolveSecret(db, process.env.BACKEND_SECRET);
// Who is asking (auth/client.ts, docs/site-proxy.md): the site's view with its key, else the socket
// or, behind an operator's own proxies, their X-Forwarded-For entry.
let trustedProxyCount: number;
try {
  trustedProxyCount = parseTrustedProxyCount(process.env.BACKEND_TRUSTED_PROXY_COUNT);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const siteProxyKey = process.env.SITE_PROXY_KEY || undefined;
// The live line: a simulator driven by the clock, ticking every second unless frozen (docs/line-feed.md).
const line = createLineEngine(db, clock, simulation);
line.simulator.start();
// The reference payment provider and the operator's side of it, talking over real HTTP.
const payments = createPayments({ db, clock, config: paymentsConfigFromEnv(db, process.env, port) });
const app = createApp({
  db,
  clock,
  secret,
  secureCookies: secureCookiesFromEnv(process.env),
  siteUrl: process.env.SITE_URL,
  siteProxyKey,
  trustedProxyCount,
  line,
  payments,
  // The file store's folder (docs/documents-api.md "File store"); unset: beside the database file.
  filesRoot: process.env.BACKEND_FILES_DIR ? resolve(process.cwd(), process.env.BACKEND_FILES_DIR) : undefined,
  purgeSiteCache: siteCachePurger(siteCacheUrls(process.env.SITE_CACHE_URLS), siteProxyKey),
});

// Casino rounds interrupted mid-way are settled or rolled back on the backend clock (docs/casino-wallet.md).
const stopSweeper = startRoundSweeper(db, clock);
// Bonuses wagered are released and those past their deadline forfeited on time, read or not (docs/bonuses.md).
const stopBonusSweeper = startBonusSweeper(db, clock);
// A week's casino cashback is computed once the week has ended on the backend clock (docs/cashback-api.md).
const stopCashbackSweeper = startCashbackSweeper({ db, clock });
// The live tables' rounds open, close and settle on the backend clock (docs/casino-tables-api.md).
const stopTableTicker = startTableTicker(db, clock);
// Tournaments start, finish and pay their prizes on the backend clock (docs/tournaments-api.md).
const stopTournamentSweeper = startTournamentSweeper(db, clock);

// Idle keep-alive connections stay open 65 s instead of Node's 5 s. A client reuses an idle
// connection for its next request (the site's server-side fetch, the browser tests' control
// calls); when the server closes it just as the client sends on it, that request fails with
// "socket hang up" (ECONNRESET). The answers tell clients the limit (Keep-Alive: timeout=65) and
// undici stops reusing a connection a second before it; a client that keeps idle connections
// longer (Playwright's request context) meets the close only after a minute idle, and both retry
// an idempotent request once on a reset (lib/api/http/transport.ts, tests/e2e/support.ts).
// headersTimeout stays above keepAliveTimeout, so a reused connection is never cut by the headers
// timer before the idle one.
const server = serve(
  { fetch: app.fetch, port, hostname: HOST, serverOptions: { keepAliveTimeout: 65_000, headersTimeout: 66_000 } },
  (info) => {
    console.log(`reference backend listening on http://${HOST}:${info.port}`);
  },
);

let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  line.simulator.stop();
  stopSweeper();
  stopBonusSweeper();
  stopCashbackSweeper();
  stopTableTicker();
  stopTournamentSweeper();
  const finish = () => {
    db.close();
    process.exit(0);
  };
  // Keep-alive connections could hold close() open; don't wait for them long.
  setTimeout(finish, 2000).unref();
  server.close(finish);
  if ('closeAllConnections' in server) server.closeAllConnections();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
