// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ruleErrors } from '../../support/lintErrors';

/*
 * The backend's two ends are held by lint (eslint.config.mjs, docs/decisions/backend-modules.md):
 * the database handle (backend/src/db) imports no domain, only the wiring imports setup/ (every
 * domain's schema, upgrades and seed), and the seed data imports no line module. This proves the
 * zones bite, with the project's own config, on code given as the text of existing files.
 */
describe('lint holds the backend modules', () => {
  it('refuses a domain import in the database handle, and lets it use its own folder', async () => {
    const domain = "import { findUserById } from '../accounts/users';\nexport const find = findUserById;\n";
    expect(await ruleErrors('backend/src/db/kv.ts', domain)).toContain('import/no-restricted-paths');
    const own = "import { KV_SCHEMA_SQL } from './kv';\nexport const sql = KV_SCHEMA_SQL;\n";
    expect(await ruleErrors('backend/src/db/handle.ts', own)).toEqual([]);
  });

  it('refuses setup/ in a domain, and lets the routes use it', async () => {
    const setup = "import { openDb } from '../setup/open';\nexport const open = openDb;\n";
    expect(await ruleErrors('backend/src/payments/store.ts', setup)).toContain('import/no-restricted-paths');
    expect(await ruleErrors('backend/src/routes/control.ts', setup)).toEqual([]);
  });

  it('refuses a line module in the seed data', async () => {
    const line = "import { sportModel } from '../line/simulator/sports';\nexport const model = sportModel;\n";
    expect(await ruleErrors('backend/src/seed/casino.ts', line)).toContain('import/no-restricted-paths');
  });
});
