'use client';

/** The pages a letter links to: password reset, account verification, activation, the newsletter, terms confirmation. */
export function AccountLinkScreen({ route, type }: { route: string; type?: string }) {
  void route;
  void type;
  return null;
}
