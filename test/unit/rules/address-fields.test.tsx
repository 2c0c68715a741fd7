/**
 * The one address field component: the options the account and the checkout
 * use give each its own HTML (state sent by name or code, country list or fixed country).
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PageContext, type PageContextValue } from '../../../client/components/page-context';
import { Field } from '../../../client/components/AccountForm';
import { AddressFields, type AddressFieldsProps, type AddressLabels } from '../../../client/components/AddressFields';
import { enUs } from '../../../worker/data/content/display-text/en-us';
import { ADDRESS_MAX_LENGTH } from '../../../shared/address';

const LABELS: AddressLabels = {
  first_name: 'account.firstName',
  last_name: 'account.lastName',
  company: 'account.address.company',
  address1: 'account.address.address1',
  address2: 'account.address.address2',
  city: 'account.address.city',
  state_or_province: 'account.address.state',
  postal_code: 'account.address.postalCode',
  country_code: 'account.address.country',
  phone: 'account.address.phone',
};
const COUNTRIES = [
  {
    value: 'US',
    label: 'United States',
    states: [
      { value: 'Alabama', label: 'Alabama', code: 'AL' },
      { value: 'Colorado', label: 'Colorado', code: 'CO' },
    ],
  },
  { value: 'CA', label: 'Canada', states: [{ value: 'British Columbia', label: 'British Columbia', code: 'BC' }] },
  { value: 'NO', label: 'Norway' },
];

function render(options: Partial<AddressFieldsProps> & { values: Record<string, string> }): string {
  const page = { text: enUs, renderIsland: () => null } as unknown as PageContextValue;
  return renderToString(
    <PageContext.Provider value={page}>
      <AddressFields
        errors={{}}
        countries={COUNTRIES}
        idPrefix="t"
        labels={LABELS}
        stateValue="name"
        countryList
        Field={Field}
        {...options}
      />
    </PageContext.Provider>,
  );
}

describe('AddressFields', () => {
  it.each([
    ['name', 'CO', 'Colorado'],
    ['name', 'colorado', 'Colorado'],
    ['code', 'Colorado', 'CO'],
    ['code', 'co', 'CO'],
  ] as const)('sends the state by %s; %s typed shows %s chosen', (stateValue, typed, chosen) => {
    const html = render({ stateValue, values: { country_code: 'US', state_or_province: typed } });
    expect(html).toContain(`<option value="${chosen}" selected="">Colorado</option>`);
  });

  it('groups the states by country and offers the country list', () => {
    const html = render({ values: { country_code: 'CA' } });
    expect(html).toMatch(/<optgroup label="United States">.*<optgroup label="Canada">/s);
    expect(html).toMatch(/<select id="t-country_code"[^>]*name="country_code"/);
    expect(html).toContain('<option value="CA" selected="">Canada</option>');
  });

  it('with a fixed country: only its states, flat and required, no country list, autocomplete section', () => {
    const html = render({ countryList: false, stateValue: 'code', autoCompleteSection: 'shipping', values: { country_code: 'US' } });
    expect(html).not.toContain('optgroup');
    expect(html).not.toContain('name="country_code"');
    expect(html).not.toContain('British Columbia');
    expect(html).toMatch(/<select id="t-state_or_province" name="state_or_province" required=""/);
    expect(html).toContain('autoComplete="shipping given-name"');
  });

  it('a fixed country without states has no state field; with a country list it is a text field', () => {
    expect(render({ countryList: false, values: { country_code: 'NO' } })).not.toContain('state_or_province');
    const html = render({ countries: [COUNTRIES[2]!], values: { country_code: 'NO' } });
    expect(html).toMatch(/<input id="t-state_or_province"[^>]*type="text"/);
  });

  it('caps each text input at the server limit for the field (shared/address.ts)', () => {
    const html = render({ countries: [COUNTRIES[2]!], values: { country_code: 'NO' } });
    const caps = Object.fromEntries(
      [...html.matchAll(/<input id="t-([a-z_0-9]+)"[^>]*maxLength="(\d+)"/g)].map((m) => [m[1], Number(m[2])]),
    );
    const { country_code: _country, ...textFields } = ADDRESS_MAX_LENGTH;
    expect(caps).toEqual(textFields);
  });
});
