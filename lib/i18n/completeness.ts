// Compile-time checks on the message files (nothing here runs): `en` must have every key of `ru`,
// the other languages may leave keys out (they fall back) but may not invent keys or nest wrongly.
import type { Messages } from './messages';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import kk from '@/messages/kk.json';
import az from '@/messages/az.json';
import uz from '@/messages/uz.json';
import tr from '@/messages/tr.json';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
type Exact<T, Shape> = T extends Shape ? (Exclude<keyof T, keyof Shape> extends never ? T : never) : never;

export const complete = { en } satisfies Record<string, Messages>;
export const partial = {
  uk: uk satisfies Exact<typeof uk, DeepPartial<Messages>>,
  kk: kk satisfies Exact<typeof kk, DeepPartial<Messages>>,
  az: az satisfies Exact<typeof az, DeepPartial<Messages>>,
  uz: uz satisfies Exact<typeof uz, DeepPartial<Messages>>,
  tr: tr satisfies Exact<typeof tr, DeepPartial<Messages>>,
};
