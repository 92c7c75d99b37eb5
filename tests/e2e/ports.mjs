// Where the browser tests run their own site and backend: ports and a build folder of their own,
// so a test run never collides with `npm start` on 3000/4000 or replaces its build.
export const E2E = {
  sitePort: 3100,
  backendPort: 4100,
  siteUrl: 'http://localhost:3100',
  backendUrl: 'http://127.0.0.1:4100',
  distDir: '.next-test',
  database: '.data/e2e.sqlite',
  // A second backend as production runs it (Secure cookies), for the cookie attribute checks.
  productionBackendPort: 4101,
  productionBackendUrl: 'http://127.0.0.1:4101',
  productionDatabase: '.data/e2e-production.sqlite',
};
