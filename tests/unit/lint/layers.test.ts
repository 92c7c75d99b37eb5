// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/*
 * The layers and the absence of cycles are held by `npm run lint` (eslint.config.mjs); this proves
 * the rules bite, with the project's own config, on code given as the text of existing files
 * (import/no-cycle needs the linted file on disk to place it in the dependency graph).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) => result.messages).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('lint holds the layers', () => {
  it('refuses an upward import (lib → components)', async () => {
    const errors = await ruleErrors('lib/odds/priceStore.ts', "import { Logo } from '@/components/ui/Logo';\nexport const shown = Logo;\n");
    expect(errors).toContain('import/no-restricted-paths');
  });

  it('refuses an import of a sibling feature folder, and a feature in ui/', async () => {
    const sibling = "import { CasinoPanel } from '@/components/casino/CasinoPanel';\nexport const block = CasinoPanel;\n";
    expect(await ruleErrors('components/sport/Odd.tsx', sibling)).toContain('import/no-restricted-paths');
    expect(await ruleErrors('components/ui/Logo.tsx', sibling)).toContain('import/no-restricted-paths');
  });

  it('refuses a site path put together by hand outside lib/routes', async () => {
    const byHand = 'export const account = (lng: string) => `/${lng}/office/account`;\n';
    expect(await ruleErrors('components/shell/AccountBar.tsx', byHand)).toContain('no-restricted-syntax');
    expect(await ruleErrors('store/listeners/logout.ts', byHand)).toContain('no-restricted-syntax');
    expect(await ruleErrors('lib/routes/localized.ts', byHand)).toEqual([]);
  });

  it('lets a composer (routes/) put features together', async () => {
    const composed = "import { CasinoPanel } from '@/components/casino/CasinoPanel';\nexport const block = CasinoPanel;\n";
    expect(await ruleErrors('components/routes/HomeScreen.tsx', composed)).toEqual([]);
  });

  it('refuses an import cycle, a rule on for every file of the site', async () => {
    // The rule places files by their text on disk, so the cycle is two real files; tests/ sit
    // outside the layers, so they are linted here with the site's own setting of the rule.
    const siteRule = (await eslint.calculateConfigForFile('lib/odds/priceStore.ts')).rules['import/no-cycle'];
    expect(siteRule[0]).toBe(2);
    const withRule = new ESLint({
      cwd: process.cwd(),
      overrideConfig: [{ files: ['tests/fixtures/lint-cycle/**'], rules: { 'import/no-cycle': siteRule } }],
    });
    const results = await withRule.lintFiles(['tests/fixtures/lint-cycle/first.ts']);
    expect(results.flatMap((result) => result.messages).map((m) => m.ruleId)).toContain('import/no-cycle');
  });
});
