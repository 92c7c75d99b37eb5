// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultOrigin } from '@/lib/auth/registrationDefaults';

const currencies = [{ iso: 'USD' }, { iso: 'RUB' }, { iso: 'KZT' }];
const countries = [
  { id: 1, currency: 'RUB' },
  { id: 3, currency: 'KZT' },
  { id: 8, currency: 'GEL' },
];

describe('what the currency and country selects start on', () => {
  it("the options' default country with its currency", () => {
    expect(defaultOrigin({ currencies, countries, default_country_id: 3 })).toEqual({ currency: 'KZT', countryId: '3' });
  });

  it("the first country when no default is given", () => {
    expect(defaultOrigin({ currencies, countries })).toEqual({ currency: 'RUB', countryId: '1' });
  });

  it("RUB when the country's currency is not offered", () => {
    expect(defaultOrigin({ currencies, countries, default_country_id: 8 })).toEqual({ currency: 'RUB', countryId: '8' });
  });

  it('the first currency when neither is offered', () => {
    expect(defaultOrigin({ currencies: [{ iso: 'EUR' }], countries: [{ id: 2 }] })).toEqual({ currency: 'EUR', countryId: '2' });
  });
});
