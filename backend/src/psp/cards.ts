/**
 * The hosted page's test cards (docs/payments-api.md "Hosted page"): the reference provider takes
 * no real card. Each listed number leads to one outcome; any other number is refused at the field.
 */
export type CardOutcome = 'success' | 'decline' | 'pending' | '3ds';

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4111111111111111': 'success',
  '4000000000000002': 'decline',
  '4000000000000077': 'pending',
  '4000000000003220': '3ds',
};

/** The 3-D Secure code that confirms; any other 6 digits fail the payment. */
export const THREE_DS_CODE = '123456';

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'holder';
export type CardError = 'required' | 'cardNumberFormat' | 'cardNumberUnknown' | 'expiryFormat' | 'expiryPast' | 'cvcFormat' | 'holderFormat';

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardCheck =
  | { ok: true; digits: string; outcome: CardOutcome }
  | { ok: false; errors: Partial<Record<CardField, CardError>> };

/** The Luhn check digit rule every card number follows. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks the card form (spaces and dashes in the number are allowed); `now` decides whether the card has expired. */
export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, CardError>> = {};
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (digits === '') errors.cardNumber = 'required';
  else if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = 'cardNumberFormat';
  else if (!TEST_CARDS[digits]) errors.cardNumber = 'cardNumberUnknown';

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  if (form.expiry.trim() === '') errors.expiry = 'required';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'expiryFormat';
  else {
    // Valid through the last day of its month.
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    const endsAt = Date.UTC(year, month, 1);
    if (endsAt <= now.getTime()) errors.expiry = 'expiryPast';
  }

  if (form.cvc.trim() === '') errors.cvc = 'required';
  else if (!/^\d{3}$/.test(form.cvc.trim())) errors.cvc = 'cvcFormat';

  const holder = form.holder.trim();
  if (holder === '') errors.holder = 'required';
  else if (!/^[\p{L}][\p{L} .'-]{1,49}$/u.test(holder)) errors.holder = 'holderFormat';

  const outcome = TEST_CARDS[digits];
  if (Object.keys(errors).length > 0 || !outcome) return { ok: false, errors };
  return { ok: true, digits, outcome };
}
