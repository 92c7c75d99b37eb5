import * as z from 'zod/mini';
import { getJson, type GetOptions } from './http';

const text = z.nullable(z.string());
const flag = z.pipe(
  z.union([z.boolean(), z.number()]),
  z.transform((value) => value === true || value === 1),
);

/** The user config of shell-and-routing.md §3, as the backend sends it under `result`. */
export const UserConfigSchema = z.object({
  user_id: z.int(),
  login: z.string(),
  terms_changed: z.optional(flag),
  disallow_line_sport: z.unknown(),
  disallow_live_sport: z.unknown(),
  phone_number: text,
  phone_code: text,
  user_email: text,
  user_name: text,
  user_country_code: text,
  user_country_id: z.nullable(z.int()),
  activation_type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  user_ref_id: z.nullable(z.union([z.string(), z.number()])),
  user_msg_count: z.int(),
  user_hide_balance: flag,
  changed_pass_day_count: z.nullable(z.int()),
  user_data: z.object({
    date_birthday: text,
    document_type_id: z.nullable(z.union([z.string(), z.number()])),
    inn: text,
    name: text,
    passport: text,
    passport_date: text,
    passport_end_date: text,
    registration_address: text,
    surname: text,
  }),
  protection_level: z.number(),
  protection_methods: z.object({
    is_changed_password: flag,
    enable_two_factor_auth: flag,
    enable_phone_binding: flag,
    enable_security_question: flag,
    enable_email_auth: flag,
  }),
  is_need_identification: flag,
  ban_level: z.int(),
  ban_version: z.int(),
  user_status_id: z.nullable(z.int()),
  verification_status: z.nullable(z.union([z.string(), z.number()])),
  verification_types: z.array(z.number()),
  requested_additional_document: flag,
  has_deposit: flag,
  is_identification_bonus: flag,
  show_verification_modal_on_deposit_page: flag,
  remaining_days_to_activate: z.nullable(z.int()),
  is_active_secure_question: flag,
});
export type UserConfigPayload = z.infer<typeof UserConfigSchema>;

/** The call reads `result` or `error` (shell-and-routing.md §7); a signed-out call is a 401. */
export const UserConfigResponseSchema = z.object({ result: UserConfigSchema });

export const userConfigKey = '/web-api/user/config';

export async function fetchUserConfig(options: GetOptions = {}): Promise<UserConfigPayload> {
  return (await getJson(userConfigKey, UserConfigResponseSchema, options)).result;
}
