import { ESLint } from 'eslint';

/**
 * The rules that fail on `code` if it were the file at `filePath`, with the project's own lint
 * config: how the layer tests show a zone refuses an import (tests/unit/lint, tests/unit/rules).
 */
const eslint = new ESLint({ cwd: process.cwd() });

export async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) => result.messages).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}
