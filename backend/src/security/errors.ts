import { ApiError } from '../errors';

/** The security page's refusals with their stable codes (docs/security-api.md "Errors"). */
export const wrongPassword = (pointer: string) =>
  new ApiError(400, 'The password is wrong', { code: 'wrong_password', source: { pointer } });

export const samePassword = () =>
  new ApiError(400, 'The new password must differ from the current one', { code: 'same_password', source: { pointer: '/new_password' } });

export const sessionNotFound = () => new ApiError(404, 'No such session of yours is open', { code: 'session_not_found' });

export const currentSession = () =>
  new ApiError(400, 'This is the session you are using: sign out instead', { code: 'current_session' });

export const phoneTaken = () =>
  new ApiError(409, 'This phone belongs to another account', { code: 'phone_taken', source: { pointer: '/phone_number' } });

export const phoneSame = () =>
  new ApiError(409, 'This phone is already bound to your account', { code: 'phone_same', source: { pointer: '/phone_number' } });

export const noCodeSent = () => new ApiError(400, 'Ask for a code first', { code: 'code_expired' });

export const noPhone = () => new ApiError(409, 'No phone is bound to your account', { code: 'no_phone' });

export const phoneOnlyContact = () =>
  new ApiError(409, 'The phone is the only contact of your account: add an e-mail before unbinding it', { code: 'phone_only_contact' });

export const questionNotSet = () => new ApiError(409, 'No security question is set', { code: 'question_not_set' });

export const passwordRequired = () =>
  new ApiError(400, 'Type your password to change the security question', { code: 'password_required', source: { pointer: '/password' } });
