// Modal kinds and notification constants (shell-and-routing.md §2 "Modals", §8, §9).

/** Every modal kind of shell-and-routing.md §2, as a string id. */
export const MODAL_KINDS = [
  'default',
  'alert',
  'maintenance',
  'snackbar',
  'welcome',
  'firstDeposit',
  'registrationRequestSent',
  'cookiesAgreementMobile',
  'realityCheck',
  'autoLogoff',
  'banker',
  'insights',
  'setLimits',
  'teamCash',
  'webPushConsent',
  'convertAccount',
  'userQuestion',
  'supportHistory',
  'login',
  'registration',
] as const;

export type ModalKind = (typeof MODAL_KINDS)[number];

// Not closable: the dialog asks for a decision or tells something the user must acknowledge, so its
// own button is the only way out.
// - cookiesAgreementMobile: consent must be chosen (accept all / customise), not dismissed (shell-and-routing.md §4).
// - realityCheck: the reminder offers continue, log out or nothing; the choice is posted to the
//   backend (limits-coupon-auth.md §1, §4), so it may not vanish without one.
// - autoLogoff: the user was logged off for inactivity; the notice is shown once and acknowledged.
// - maintenance: the site is going down; the user confirms having read the dates.
// Every other kind is closable by Escape, a click outside or the close button, welcome included (a
// greeting, nothing to decide). The age confirmation (shell-and-routing.md §5) is not closable either, but it is
// not a modal of this host (the age gate). The limit-approval dialog (limits-coupon-auth.md §1, §4) is
// `setLimits` opened with `closable: false` (store/slices/modals.ts isClosable): a decision is due,
// the player confirms or rejects.
export const UNCLOSABLE_MODALS: ReadonlySet<ModalKind> = new Set<ModalKind>(['maintenance', 'cookiesAgreementMobile', 'realityCheck', 'autoLogoff']);

/** Modal notifications auto-close after 10 s (shell-and-routing.md §9). */
export const NOTIFICATION_AUTO_CLOSE_MS = 10000;

/** Notification types (shell-and-routing.md §8, §9). */
export const NOTIFICATION_TYPES = [
  'info',
  'success',
  'warning',
  'error',
  'permanent',
  'maintenance',
  'withoutTimeout',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types that never auto-close (shell-and-routing.md §9): they stay until the user closes them. */
export const NOTIFICATION_TYPES_WITHOUT_TIMEOUT: readonly NotificationType[] = [
  'permanent',
  'maintenance',
  'withoutTimeout',
];

/** Default titles are message keys of the `notifications` namespace (shell-and-routing.md §8). */
export const NOTIFICATION_DEFAULT_TITLE = {
  error: 'main_error',
  success: 'main_done',
} as const;
