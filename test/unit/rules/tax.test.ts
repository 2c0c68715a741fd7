import { describe, expect, it } from 'vitest';
import { orderTax, taxOn, taxRateFor, taxWithin, type TaxTable } from '../../../worker/rules/tax';
import { taxTables } from '../../../worker/data/catalog/settings/tax';

const table: TaxTable = {
  mode: 'added',
  rates: [
    { country: 'US', state: 'CA', rate: 7250, shipping: false },
    { country: 'US', state: 'OR', rate: 0, shipping: false },
    { country: 'CA', state: 'ON', rate: 13000, shipping: true },
    { country: 'CA', rate: 5000, shipping: true },
  ],
};

describe('tax rate for a destination', () => {
  it.each([
    ['the state row', 'US', 'CA', 7250],
    ['the state row, case-insensitive', 'us', 'ca', 7250],
    ['a zero-rate state', 'US', 'OR', 0],
    ['the province row before the country row', 'CA', 'ON', 13000],
    ['the country row for a province without its own', 'CA', 'QC', 5000],
    ['the country row without a province', 'CA', null, 5000],
  ] as const)('is %s (%s %s → %s)', (_name, country, state, rate) => {
    expect(taxRateFor(table, country, state)?.rate).toBe(rate);
  });
  it('is none for a state of a country without rows', () => {
    expect(taxRateFor(table, 'US', 'NY')).toBeNull();
    expect(taxRateFor(table, 'NO', null)).toBeNull();
  });
});

describe('tax arithmetic in minor units (rounded half up)', () => {
  it.each([
    [10000, 7250, 725],
    [999, 7250, 72], // 72.4275
    [1000, 7250, 73], // 72.5 → 73
    [19999, 14975, 2995], // 2994.85
    [0, 25000, 0],
  ])('%i at %i/100000 adds %i', (amount, rate, tax) => {
    expect(taxOn(amount, rate)).toBe(tax);
  });
  it.each([
    [12500, 25000, 2500], // NOK 125.00 incl. 25 % VAT holds 25.00
    [249900, 25000, 49980],
    [100, 25000, 20],
    [11900, 19000, 1900],
    [999, 21000, 173], // 173.38
    [0, 25000, 0],
  ])('%i incl. VAT at %i/100000 holds %i', (gross, rate, tax) => {
    expect(taxWithin(gross, rate)).toBe(tax);
  });
});

describe("an order's tax", () => {
  it.each([
    ['US, California: 7.25 % on the goods, shipping untaxed', 'us', 'US', 'CA', 20000, 995, 'added', 1450],
    ['US, Oregon: no sales tax', 'us', 'US', 'OR', 20000, 995, 'added', 0],
    ['US, New York: 4 %', 'us', 'US', 'NY', 34999, 0, 'added', 1400],
    ['Canada, Ontario: 13 % HST on goods and shipping', 'ca', 'CA', 'ON', 10000, 1495, 'added', 1494],
    ['Canada, Quebec: 14.975 % GST + QST', 'ca', 'CA', 'QC', 10000, 0, 'added', 1498],
    ['Canada, Alberta: 5 % GST', 'ca', 'CA', 'AB', 10000, 1000, 'added', 550],
    ['Norway: 25 % VAT inside goods and shipping', 'no', 'NO', null, 240000, 9900, 'included', 49980],
    ['EU, Germany: 19 % VAT inside the price', 'eu_region_1', 'DE', null, 11900, 0, 'included', 1900],
  ] as const)('%s', (_name, region, country, state, subtotal, shipping, mode, tax) => {
    expect(orderTax(taxTables[region], { country, state }, subtotal, shipping)).toMatchObject({ mode, tax });
  });

  it('has a row for every US state and Canadian province the stores ship to', async () => {
    const { states } = await import('../../../worker/data/catalog/settings/countries');
    for (const s of states) {
      const country = s.country_id === 1 ? 'US' : 'CA';
      expect(taxRateFor(taxTables[country === 'US' ? 'us' : 'ca'], country, s.abbreviation), `${country} ${s.abbreviation}`).not.toBeNull();
    }
  });
});
