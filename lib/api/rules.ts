import * as z from 'zod/mini';
import { getJson, orNullIfNotFound, query } from './http';
import { createLastGood } from './lastGood';

export const RuleGroupSummarySchema = z.object({ id: z.int(), slug: z.string(), title: z.string() });
export const RuleGroupSchema = z.extend(RuleGroupSummarySchema, {
  chapters: z.array(z.object({ id: z.int(), title: z.string(), body: z.array(z.string()) })),
});
export type RuleGroup = z.infer<typeof RuleGroupSchema>;
type RuleGroupSummary = z.infer<typeof RuleGroupSummarySchema>;

export const ruleGroupsKey = (lng: string) => `/web-api/info/rules${query({ lng })}`;
export const ruleGroupKey = (group: string, lng: string) => `/web-api/info/rules/${encodeURIComponent(group)}${query({ lng })}`;

// The rules are information pages too: served from the last good copy when the backend fails.
const lastGroups = createLastGood<RuleGroupSummary[]>();
const lastGroup = createLastGood<RuleGroup>();

export function fetchRuleGroups(lng: string): Promise<RuleGroupSummary[]> {
  const path = ruleGroupsKey(lng);
  return lastGroups.read(path, () => getJson(path, z.array(RuleGroupSummarySchema)));
}

/** One rule group with its chapters; null when there is no such group. */
export function fetchRuleGroup(group: string, lng: string): Promise<RuleGroup | null> {
  const path = ruleGroupKey(group, lng);
  return orNullIfNotFound(lastGroup.read(path, () => getJson(path, RuleGroupSchema)));
}
