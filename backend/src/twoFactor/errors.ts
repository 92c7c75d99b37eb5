import { ApiError } from '../errors';

/** The office calls' refusals with their stable codes (docs/two-factor-api.md). */
export const alreadyEnabled = () =>
  new ApiError(409, 'Two-step sign-in with an app is already on; turn it off first', { code: 'two_factor_enabled' });

export const notEnabled = () => new ApiError(409, 'Two-step sign-in with an app is off', { code: 'two_factor_disabled' });

export const noPendingSetup = () =>
  new ApiError(409, 'There is no setup to confirm; start one with POST /web-api/user/two-factor/setup', { code: 'two_factor_no_setup' });

/** A wrong code, named at the body's `code` so the form shows it next to the field. */
export const wrongCode = () => new ApiError(400, 'The code is wrong or was already used', { code: 'code_invalid', source: { pointer: '/code' } });
