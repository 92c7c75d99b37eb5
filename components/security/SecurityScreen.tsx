'use client';

/** `office/security`: the password, two-step sign-in, sessions, the phone, the security question and the protection level. */
export function SecurityScreen() {
  return null;
}
