import { z } from 'zod';
import { getJson, orNullIfNotFound, query } from './http';

export const RuleGroupSummarySchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export const RuleGroupSchema = RuleGroupSummarySchema.extend({
  chapters: z.array(z.object({ id: z.number().int(), title: z.string(), body: z.array(z.string()) })),
});
export type RuleGroup = z.infer<typeof RuleGroupSchema>;

export const ruleGroupsKey = (lng: string) => `/web-api/info/rules${query({ lng })}`;
export const ruleGroupKey = (group: string, lng: string) => `/web-api/info/rules/${encodeURIComponent(group)}${query({ lng })}`;

export function fetchRuleGroups(lng: string) {
  return getJson(ruleGroupsKey(lng), z.array(RuleGroupSummarySchema));
}

/** One rule group with its chapters; null when there is no such group. */
export function fetchRuleGroup(group: string, lng: string): Promise<RuleGroup | null> {
  return orNullIfNotFound(getJson(ruleGroupKey(group, lng), RuleGroupSchema));
}
