// Apart from oneTap.ts: the shell's gate needs only this, not the return-url rule the sign-in uses.

/** shell-and-routing.md §7: the One Tap script loads and prompts only when the feature is on and the user is anonymous. */
export function isOneTapEligible(featureOn: boolean, signedIn: boolean): boolean {
  return featureOn && !signedIn;
}
