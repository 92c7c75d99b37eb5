import { describe, expect, it } from 'vitest';
import {
  defaultPhoneCountry,
  maskDisplay,
  nationalNumber,
  normalisePhoneCode,
  normalisePhoneCountry,
  phoneProblem,
  phoneRuleFor,
} from '@/lib/auth/phone';
import { PhoneCountriesSchema } from '@/lib/api/phoneCountries';
import { PhoneMasksSchema } from '@/lib/api/phoneMasks';

const RU = { id: 1, name: 'Россия', code: 'ru', phoneCode: '+7' };
const KZ = { id: 2, name: 'Казахстан', code: 'kz', phoneCode: '+7' };
const TR = { id: 3, name: 'Türkiye', code: 'tr', phoneCode: '+90' };
const MASKS = [
  { CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 3, Mask: '### ### ## ##', Min: 10, Max: 11 },
];

describe('phone country (shell-and-routing.md §3)', () => {
  it('lower-cases the country code and writes the phone code with a leading plus', () => {
    expect(normalisePhoneCountry({ id: 1, name: ' Россия ', country_code: 'RU', tel_code: 7 })).toEqual(RU);
    expect(normalisePhoneCountry({ id: 3, name: 'Türkiye', country_code: 'Tr', tel_code: '+90' })).toEqual(TR);
    for (const raw of ['7', '+7', ' +7 ', 7]) expect(normalisePhoneCode(raw)).toBe('+7');
  });

  it("picks the language's country first, then the default geo country, then the list's first", () => {
    expect(defaultPhoneCountry([RU, KZ, TR], ['kz', 'ru'])).toEqual(KZ);
    expect(defaultPhoneCountry([TR, RU], ['gb', 'ru'])).toEqual(RU);
    expect(defaultPhoneCountry([TR, KZ], ['ru'])).toEqual(TR);
    expect(defaultPhoneCountry([], ['ru'])).toBeNull();
  });

  it('checks the rows the backend sends and refuses a broken one with a clear message', () => {
    expect(PhoneCountriesSchema.parse([{ id: 1, name: 'Россия', country_code: 'ru', tel_code: '+7' }])).toHaveLength(1);
    expect(PhoneCountriesSchema.safeParse([{ id: 1, name: 'Россия', country_code: '', tel_code: '+7' }]).success).toBe(false);
    expect(PhoneMasksSchema.safeParse([{ CountryId: 1, Mask: '#', Min: 11, Max: 10 }]).error?.issues[0]?.message).toBe('Min is above Max');
  });
});

describe('phone number under the mask (shell-and-routing.md §3: Mask, Min, Max)', () => {
  it("takes the digit counts and the pattern from the country's mask", () => {
    expect(phoneRuleFor(1, MASKS)).toEqual({ min: 10, max: 10, mask: '(###) ###-##-##' });
    expect(phoneRuleFor(3, MASKS)).toEqual({ min: 10, max: 11, mask: '### ### ## ##' });
  });

  it('shows a mask with the phone code once, and without it in the number field', () => {
    expect(maskDisplay('+7 (###) ###-##-##', '+7')).toEqual({ full: '+7 (###) ###-##-##', national: '(###) ###-##-##' });
    expect(maskDisplay('### ### ## ##', '+90')).toEqual({ full: '+90 ### ### ## ##', national: '### ### ## ##' });
  });

  it('falls back to a wide rule (5 to 15 digits) for a country without a mask', () => {
    expect(phoneRuleFor(2, MASKS)).toEqual({ min: 5, max: 15, mask: null });
    expect(phoneRuleFor(null, MASKS)).toEqual({ min: 5, max: 15, mask: null });
  });

  it('says what is wrong: nothing typed, too few or too many digits', () => {
    const rule = phoneRuleFor(1, MASKS);
    expect(phoneProblem('', '+7', rule)).toBe('phoneRequired');
    expect(phoneProblem(' - ', '+7', rule)).toBe('phoneRequired');
    expect(phoneProblem('999 123 45 6', '+7', rule)).toBe('phoneTooShort');
    expect(phoneProblem('999 123 45 678', '+7', rule)).toBe('phoneTooLong');
    expect(phoneProblem('(999) 123-45-67', '+7', rule)).toBeNull();
  });

  it('accepts the number typed in full with its plus and code, and sends it without the code', () => {
    expect(nationalNumber('+7 999 123-45-67', '+7')).toBe('9991234567');
    expect(phoneProblem('+7 999 123-45-67', '+7', phoneRuleFor(1, MASKS))).toBeNull();
    // Without the plus the digits are the number itself: a 7 may well be its first digit.
    expect(nationalNumber('7991234567', '+7')).toBe('7991234567');
  });
});
