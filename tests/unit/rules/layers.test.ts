// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ruleErrors } from '../../support/lintErrors';

/*
 * The shared rules' place in the layers (eslint.config.mjs, docs/decisions/shared-rules.md): the
 * backend imports lib/rules and no other site code; lib/rules imports nothing outside itself.
 * Checked with the project's own config on code given as text at existing files' paths.
 */
describe('lint holds lib/rules between the site and the backend', () => {
  it('lets the backend import lib/rules, and refuses it any other site code', async () => {
    const rules = "import { MIN_SYSTEM_VALUE } from '../../../lib/rules/system';\nexport const min = MIN_SYSTEM_VALUE;\n";
    expect(await ruleErrors('backend/src/coupon/rules.ts', rules)).toEqual([]);
    const site = "import { couponTotals } from '../../../lib/coupon/totals';\nexport const totals = couponTotals;\n";
    expect(await ruleErrors('backend/src/coupon/rules.ts', site)).toContain('import/no-restricted-paths');
  });

  it('refuses lib/rules an import from the rest of the site', async () => {
    const config = "import { COUPON_STORAGE_KEY } from '@/lib/config/coupon';\nexport const key = COUPON_STORAGE_KEY;\n";
    expect(await ruleErrors('lib/rules/coupon.ts', config)).toContain('import/no-restricted-paths');
    const own = "import { toMinor } from './units';\nexport const minor = toMinor;\n";
    expect(await ruleErrors('lib/rules/coupon.ts', own)).toEqual([]);
  });
});
