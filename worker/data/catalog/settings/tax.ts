/**
 * Each store's tax table, in thousandths of a percent. US stores add the
 * state's base sales tax to net prices (shipping not taxed); Canadian stores add GST, HST
 * or GST + PST by province (shipping taxed); the Norwegian and EU stores' prices include
 * VAT, which the order shows as "incl. VAT". Base rates only: local surtaxes are not kept.
 */
import type { CommerceRegion } from '../../../rules/regions';
import type { TaxRate, TaxTable } from '../../../rules/tax';

const rows = (country: string, shipping: boolean, list: string): TaxRate[] =>
  list
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [state, rate] = entry.split(':') as [string, string];
      return state === '*' ? { country, rate: Number(rate), shipping } : { country, state, rate: Number(rate), shipping };
    });

const US = rows(
  'US',
  false,
  `
  AL:4000 AK:0 AZ:5600 AR:6500 CA:7250 CO:2900 CT:6350 DE:0 DC:6000 FL:6000 GA:4000 HI:4000 ID:6000
  IL:6250 IN:7000 IA:6000 KS:6500 KY:6000 LA:4450 ME:5500 MD:6000 MA:6250 MI:6000 MN:6875 MS:7000
  MO:4225 MT:0 NE:5500 NV:6850 NH:0 NJ:6625 NM:4875 NY:4000 NC:4750 ND:5000 OH:5750 OK:4500 OR:0
  PA:6000 RI:7000 SC:6000 SD:4200 TN:7000 TX:6250 UT:6100 VT:6000 VA:5300 WA:6500 WV:6000 WI:5000 WY:4000`,
);

const CA = rows(
  'CA',
  true,
  `
  AB:5000 BC:12000 MB:12000 NB:15000 NL:15000 NS:14000 NT:5000 NU:5000 ON:13000 PE:15000 QC:14975 SK:11000 YT:5000`,
);

const EU: TaxRate[] = [
  ['DE', 19000],
  ['AT', 20000],
  ['FR', 20000],
  ['IT', 22000],
  ['NL', 21000],
  ['BE', 21000],
  ['ES', 21000],
  ['SE', 25000],
  ['PL', 23000],
  ['CZ', 21000],
  ['GB', 20000],
  ['CH', 8100],
].map(([country, rate]) => ({ country: country as string, rate: rate as number, shipping: true }));

export const taxTables: Record<CommerceRegion, TaxTable> = {
  us: { mode: 'added', rates: US },
  ca: { mode: 'added', rates: CA },
  no: { mode: 'included', rates: [{ country: 'NO', rate: 25000, shipping: true }] },
  eu_region_1: { mode: 'included', rates: EU },
};
