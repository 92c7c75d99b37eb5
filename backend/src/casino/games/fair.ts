import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair randomness (docs/casino-games.md "Fairness"). Every round has a server seed, made
 * with the operating system's CSPRNG and kept secret until the round is over; its SHA-256 (the
 * commitment) is shown before the player stakes. The player's client seed and the round's nonce
 * complete the input. The outcome is a pure function of the three, so anyone can re-derive it once
 * the seed is revealed:
 *
 *   block(cursor) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 *
 * with the seed and the message as UTF-8 text and cursor = 0, 1, 2, … Each 32-byte block gives
 * eight floats, four bytes each, in order:
 *
 *   float = b0 / 256 + b1 / 256² + b2 / 256³ + b3 / 256⁴        (a number in [0, 1), step 2⁻³²)
 *
 * An engine takes the floats in order, as many as it needs (the first float is block 0, bytes 0–3).
 * A choice among n equally likely things is floor(float × n).
 */
export const FLOATS_PER_BLOCK = 8;

/** A new server seed: 32 bytes from the CSPRNG, as 64 lowercase hex digits. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment to a server seed: SHA-256 of its UTF-8 text, lowercase hex. */
export function commitmentOf(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A client seed the server picks when the player gives none: 16 hex digits. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The 32 bytes of one block. */
export function fairBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}

/** Float i (0…7) of a block. */
export function floatOfBlock(block: Uint8Array, index: number): number {
  const at = index * 4;
  return ((block[at] ?? 0) * 16_777_216 + (block[at + 1] ?? 0) * 65_536 + (block[at + 2] ?? 0) * 256 + (block[at + 3] ?? 0)) / 4_294_967_296;
}

/** The round's input: what the outcome is derived from. */
export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A stream of uniform floats in [0, 1): each call takes the next one (a new block every eight). */
export type Floats = () => number;

/** The floats of a round, in order, made lazily. */
export function fairFloats(input: FairInput): Floats {
  let block: Buffer | null = null;
  let taken = 0;
  return () => {
    const index = taken % FLOATS_PER_BLOCK;
    if (index === 0) block = fairBlock(input.serverSeed, input.clientSeed, input.nonce, taken / FLOATS_PER_BLOCK);
    taken += 1;
    return floatOfBlock(block as Buffer, index);
  };
}

/** A whole number in [0, n) from one float. */
export const pick = (float: number, n: number): number => Math.floor(float * n);
