import { decideAccess, type AccessOptions } from './access';
import { decideBlock } from './block';
import { guardContext, type GuardContext } from './context';
import type { Decision, RequestFacts } from './facts';
import { decideLanguage } from './language';
import { decideMaintenance } from './maintenance';
import { decideNotFound } from './notFound';
import { decideRedirect } from './redirects';

type Guard = (ctx: GuardContext) => Decision | null;

/**
 * The guard chain, in the order of docs/decisions/guard-redirects.md: language → maintenance → block reason → 404 rules →
 * the manifest's redirects → access. The first guard with an opinion decides; referral cookies
 * are added to whatever response comes out (middleware.ts).
 */
export function runGuards(facts: RequestFacts, options: AccessOptions = {}): Decision {
  const language = decideLanguage(facts);
  if (language.kind !== 'next') return language;
  const ctx = guardContext(facts, language.language);
  const guards: Guard[] = [decideMaintenance, decideBlock, decideNotFound, decideRedirect, (c) => decideAccess(c, options)];
  for (const guard of guards) {
    const decision = guard(ctx);
    if (decision) return decision;
  }
  return language;
}
