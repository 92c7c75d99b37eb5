import type { Decision, RequestFacts } from './facts';
import { decideLanguage } from './language';

/**
 * The guard chain, in the order of issue 3: language first. Later guards (maintenance, block,
 * 404 rules, access, referral) slot in after it and see the language it settled on.
 */
export function runGuards(facts: RequestFacts): Decision {
  return decideLanguage(facts);
}
