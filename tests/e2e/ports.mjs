// Where the browser tests run their own site and backend: ports and a build folder of their own,
// so a test run never collides with `npm start` on 3000/4000 or replaces its build.
// E2E_SLOT (0–8, default 0) moves all of them at once, so two runs on one machine
// (two developers, or a developer and CI) never share a port, a build or a database.
// E2E_DIST_DIR names the build folder apart from the slot: the shards of `npm test`
// (scripts/lib/e2eShards.mjs) each run on a slot of their own over the one build it made.
/** The slots there are: 0–8. Slot 9 would put the backend on 4190, a port browsers and fetch refuse to connect to. */
export const LAST_E2E_SLOT = 8;

/** Everything a run on `slot` addresses; `distDir` (E2E_DIST_DIR) when the build is another slot's. */
export function e2eSlot(slot, distDir) {
  if (!Number.isInteger(slot) || slot < 0 || slot > LAST_E2E_SLOT) throw new Error(`E2E_SLOT must be 0–${LAST_E2E_SLOT}, got ${slot}`);
  const suffix = slot === 0 ? '' : `-${slot}`;
  const sitePort = 3100 + slot * 10;
  const backendPort = 4100 + slot * 10;
  return {
    sitePort,
    backendPort,
    siteUrl: `http://localhost:${sitePort}`,
    backendUrl: `http://127.0.0.1:${backendPort}`,
    distDir: distDir || `.next-test${suffix}`,
    database: `.data/e2e${suffix}.sqlite`,
    // Playwright empties its output folder when it starts: one per slot, so runs keep their traces.
    outputDir: `test-results${suffix}`,
    // A second backend as production runs it (Secure cookies), for the cookie attribute checks.
    productionBackendPort: backendPort + 1,
    productionBackendUrl: `http://127.0.0.1:${backendPort + 1}`,
    productionDatabase: `.data/e2e-production${suffix}.sqlite`,
    // The fault site (tests/e2e/backend-faults.spec.ts): the same build on a port of its own, its
    // server-side calls going through tests/e2e/fault-proxy.mjs, which the spec tells to delay or stop.
    faultSitePort: sitePort + 5,
    faultSiteUrl: `http://localhost:${sitePort + 5}`,
    faultProxyUrl: `http://127.0.0.1:${backendPort + 5}`,
    faultProxyControlUrl: `http://127.0.0.1:${backendPort + 6}`,
    // The supervised site (tests/e2e/backend-restart.spec.ts): `npm start` (scripts/start.mjs) over
    // the same build, with a reference backend, ports and database of its own that the spec kills.
    supervisedSitePort: sitePort + 7,
    supervisedSiteUrl: `http://localhost:${sitePort + 7}`,
    supervisedBackendPort: backendPort + 7,
    supervisedBackendUrl: `http://127.0.0.1:${backendPort + 7}`,
    supervisedDatabase: `.data/e2e-supervised${suffix}.sqlite`,
    // The cluster (tests/cluster, playwright.cluster.config.ts): `npm run cluster`
    // (scripts/cluster.mjs) over the same build, nginx on `port`, its instances on port + 1…N,
    // Redis and a reference backend of its own; a block apart from every slot's other ports.
    cluster: {
      port: 3300 + slot * 10,
      url: `http://localhost:${3300 + slot * 10}`,
      instanceUrl: (n) => `http://127.0.0.1:${3300 + slot * 10 + n}`,
      redisPort: 3300 + slot * 10 + 9,
      backendPort: 4300 + slot * 10,
      backendUrl: `http://127.0.0.1:${4300 + slot * 10}`,
      database: `.data/e2e-cluster${suffix}.sqlite`,
      dataDir: `.data/e2e-cluster${suffix}`,
      outputDir: `test-results-cluster${suffix}`,
    },
  };
}

export const E2E = e2eSlot(Number(process.env.E2E_SLOT ?? 0), process.env.E2E_DIST_DIR);
