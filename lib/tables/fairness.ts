/** SHA-256 of a text (UTF-8) as lower-case hex, with the browser's WebCrypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether a round's published server seed is the one committed to before bets (SHA-256(seed) = commitment). */
export async function seedMatches(serverSeed: string, commitment: string): Promise<boolean> {
  return (await sha256Hex(serverSeed)) === commitment.toLowerCase();
}
