import * as z from 'zod/mini';
import type { RegistrationApiType } from '@/lib/config/registration';

/** `POST /web-api/user/registration/{type}` (auth contract, docs/auth-api.md). */
export function registrationPath(type: RegistrationApiType): string {
  return `/web-api/user/registration/${type}`;
}

/** What a registration answers: the new player's id and login (the cookies are set). */
export const RegisteredSchema = z.object({ user_id: z.int(), login: z.optional(z.string()) });
export type Registered = z.infer<typeof RegisteredSchema>;

/** One-click and pay and play also answer the generated password, shown to the player once. */
export const RegisteredWithCredentialsSchema = z.object({ user_id: z.int(), login: z.string(), password: z.string() });
export type GeneratedCredentials = z.infer<typeof RegisteredWithCredentialsSchema>;
