import {
  DEFAULT_REGISTRATION_TYPE,
  REGISTRATION_TYPES,
  SOCIAL_REGISTRATION_SEGMENT,
  type RegistrationType,
} from '@/lib/config/registration';

/**
 * The form's tab for a registration URL segment or modal prop: a type of the form, the social tab
 * for `socialregistration` (the provider round trip's return), else the default type.
 */
export function registrationTypeOf(segment: unknown): RegistrationType {
  if (segment === SOCIAL_REGISTRATION_SEGMENT) return 'social';
  return typeof segment === 'string' && (REGISTRATION_TYPES as readonly string[]).includes(segment)
    ? (segment as RegistrationType)
    : DEFAULT_REGISTRATION_TYPE;
}
