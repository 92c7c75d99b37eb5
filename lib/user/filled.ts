// Whether the profile and contact parts of the user config are filled (shell-and-routing.md §5).
import type { UserConfigPayload } from '@/lib/api/userConfig';
import { CONTACT_REQUIRED_FIELDS, PROFILE_REQUIRED_FIELDS } from '@/lib/config/user';

/** user_data of the user config (shell-and-routing.md §3): the schema's type, so the two cannot drift apart. */
export type UserData = UserConfigPayload['user_data'];

/** The contact fields of the user config that decide whether contacts are filled. */
export type UserContacts = Pick<UserConfigPayload, 'phone_number' | 'user_email'>;

/**
 * A field counts as set only when it is a string with something besides whitespace: a blank
 * the user typed is as empty as null. Non-strings are not set either, since the types say
 * string and anything else is a malformed payload.
 */
function isSet(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Partial input because a missing object or key in the payload means "not filled", not a crash. */
export function isProfileFilled(userData: Partial<UserData> | null | undefined): boolean {
  if (!userData) return false;
  return PROFILE_REQUIRED_FIELDS.every((field) => isSet(userData[field]));
}

export function areContactsFilled(config: Partial<UserContacts> | null | undefined): boolean {
  if (!config) return false;
  return CONTACT_REQUIRED_FIELDS.every((field) => isSet(config[field]));
}
