import type { $ZodRawIssue } from 'zod/v4/core';

// zod/mini ships no locale (that is most of what it saves), so without this a bad payload would
// only say "Invalid input". A schema's own message (a refine, `startsWith(…, { message })`) still wins.
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

/** The message of a failed check, in the words of zod's English locale for the common cases. */
export function issueMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${kindOf(issue.input)}`;
    case 'too_small':
      return `Too small: expected ${issue.origin} to be ${issue.inclusive ? '>=' : '>'}${String(issue.minimum)}`;
    case 'too_big':
      return `Too big: expected ${issue.origin} to be ${issue.inclusive ? '<=' : '<'}${String(issue.maximum)}`;
    default:
      return `Invalid input (${issue.code})`;
  }
}
