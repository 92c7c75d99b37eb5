// Where the browser tests run their own site and backend: ports and a build folder of their own,
// so a test run never collides with `npm start` on 3000/4000 or replaces its build.
// E2E_SLOT (a small number, default 0) moves all of them at once, so two runs on one machine
// (two developers, or a developer and CI) never share a port, a build or a database.
const slot = Number(process.env.E2E_SLOT ?? 0);
if (!Number.isInteger(slot) || slot < 0 || slot > 50) throw new Error(`E2E_SLOT must be 0–50, got ${process.env.E2E_SLOT}`);
const suffix = slot === 0 ? '' : `-${slot}`;
const sitePort = 3100 + slot * 10;
const backendPort = 4100 + slot * 10;

export const E2E = {
  sitePort,
  backendPort,
  siteUrl: `http://localhost:${sitePort}`,
  backendUrl: `http://127.0.0.1:${backendPort}`,
  distDir: `.next-test${suffix}`,
  database: `.data/e2e${suffix}.sqlite`,
  // A second backend as production runs it (Secure cookies), for the cookie attribute checks.
  productionBackendPort: backendPort + 1,
  productionBackendUrl: `http://127.0.0.1:${backendPort + 1}`,
  productionDatabase: `.data/e2e-production${suffix}.sqlite`,
};
