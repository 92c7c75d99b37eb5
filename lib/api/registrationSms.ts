import { query, requestJson } from './http';
import { smsSendKey, type SmsRecipient } from './smsSend';

/**
 * Sends the code a phone registration is confirmed with: the login's SMS call with a
 * registration purpose (auth contract), so the code goes to a number no account has yet.
 */
export function sendRegistrationSms(recipient: SmsRecipient, lng?: string): Promise<void> {
  return requestJson(`${smsSendKey}${query({ lng })}`, { method: 'POST', body: { ...recipient, purpose: 'registration' } });
}
