import type { ProtectionMethod } from '@/lib/api/security/overview';

/** The element ids of the page's sections, which "what would raise it" links to. */
export const SECTION_IDS = {
  password: 'security-password',
  twoStep: 'security-two-step',
  sessions: 'security-sessions',
  phone: 'security-phone',
  question: 'security-question',
} as const;

/** Where each method is set on this page; an e-mail is added in the profile instead (ProtectionSection). */
export const SECTION_OF_METHOD: Record<Exclude<ProtectionMethod, 'email'>, string> = {
  password: SECTION_IDS.password,
  phone: SECTION_IDS.phone,
  question: SECTION_IDS.question,
  two_step: SECTION_IDS.twoStep,
};
