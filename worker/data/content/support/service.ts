/** Support: warranty, returns and contact (the contact table is built from the brand contacts). */
import type { Contact, DayOfWeek, OpeningHours, RichBlock } from '../../../ports/content/entries';
import type { SupportPage } from '../../../ports/content/editorial-entries';
import { CONTACT_REGIONS } from '../../../ports/content/entries';
import { contacts } from '../contacts';
import { pageLink, supportLink } from '../links';

export const warrantyPage: SupportPage = {
  uid: 'warranty',
  title: 'Warranty',
  summary: 'Two years on materials and workmanship, and how to make a claim.',
  seo: { title: 'Loipe warranty', description: 'What the Loipe two-year warranty covers, what it does not, and how to make a claim.' },
  body: [
    {
      type: 'p',
      text: 'Every Loipe ski, boot, binding and pole is covered against defects in materials and workmanship for two years from the date of purchase. Where your local consumer law gives you longer rights, those apply.',
    },
    { type: 'h2', text: 'What is covered' },
    {
      type: 'ul',
      items: [
        'Delamination of the ski top sheet, sidewall or base.',
        'Loss of camber within the first season of normal use.',
        'Sole separation and broken seams on boots.',
        'Binding parts that break under normal use.',
        'Pole shafts that break without a fall or impact.',
      ],
    },
    { type: 'h2', text: 'What is not covered' },
    {
      type: 'ul',
      items: [
        'Scratches, core shots and edge damage from rocks, gravel or roads.',
        'Skis broken in a fall or a collision, and poles broken when skied over or trapped.',
        'Normal wear: worn boot soles, faded colours, worn-out skins.',
        'Damage from heat, such as a base burnt by a waxing iron or a boot dried on a stove.',
      ],
    },
    { type: 'h2', text: 'Crash replacement' },
    {
      type: 'p',
      text: 'Broke a ski in a fall in its first season? Send us the pieces with your receipt and you get 30% off a new pair of the same model.',
    },
    { type: 'h2', text: 'How to make a claim' },
    {
      type: 'ol',
      items: [
        'Take clear photos of the damage and of the serial number on the ski or boot.',
        'If you bought from a dealer, take the product and the receipt back to them. If you bought online, contact our customer service.',
        'We assess the claim within five working days and repair, replace or refund the product.',
      ],
    },
    { type: 'link', link: supportLink('Contact customer service', '/contact') },
  ],
};

export const returnsPage: SupportPage = {
  uid: 'returns',
  title: 'Shipping and returns',
  summary: '30 days to return unused items, free in the US, Canada and Norway.',
  seo: { title: 'Shipping and returns', description: 'Delivery times, free shipping thresholds and how to return an order to Loipe.' },
  body: [
    { type: 'h2', text: 'Shipping' },
    {
      type: 'table',
      caption: 'Delivery',
      head: ['Shop', 'Delivery time', 'Free shipping from'],
      rows: [
        ['United States', '2–5 working days', '$150'],
        ['Canada', '3–6 working days', '$200 CAD'],
        ['Norway', '1–3 working days', 'NOK 1,500'],
      ],
    },
    {
      type: 'p',
      text: 'Orders ship within two working days. You get a tracking link by email as soon as your parcel leaves our warehouse.',
    },
    { type: 'h2', text: 'Returns' },
    {
      type: 'p',
      text: 'You have 30 days from delivery to return items that are unused, in their original packaging and with all labels attached. Returns are free in the United States, Canada and Norway.',
    },
    {
      type: 'ol',
      items: [
        'Sign in and open the order in your account, or contact customer service if you ordered as a guest.',
        'Choose the items to return and print the prepaid label.',
        'Pack the items securely and drop the parcel at any post office or carrier point.',
      ],
    },
    {
      type: 'p',
      text: 'We refund to your original payment method within five working days of receiving the parcel. Want a different size or length? Return the item and place a new order: it is the fastest way.',
    },
    { type: 'h2', text: 'Items we cannot take back' },
    {
      type: 'ul',
      items: [
        'Skis that have been waxed, mounted with bindings or ground to order.',
        'Opened wax and klister.',
        'Socks and other hygiene items once the seal is broken.',
      ],
    },
    { type: 'p', text: 'Bought from a dealer? Please return to the store you bought from; their own return terms apply.' },
    { type: 'link', link: pageLink('Find your dealer', '/stores') },
  ],
};

const DAY_ORDER: DayOfWeek[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const EN_DAYS: Record<DayOfWeek, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** "Mon–Fri 09:00–17:00, Sat 10:00–14:00", in the region's local time. */
function hoursText(hours: OpeningHours[], days: Record<DayOfWeek, string>): string {
  return hours
    .map((h) => {
      const sorted = [...h.days_of_week].sort((a, b) => DAY_ORDER.indexOf(a) - DAY_ORDER.indexOf(b));
      const first = days[sorted[0]!];
      const span = sorted.length > 1 ? `${first}–${days[sorted[sorted.length - 1]!]}` : first;
      return `${span} ${h.opening_time}–${h.closing_time}`;
    })
    .join(', ');
}

/**
 * Rows of the contact table (office, phone, email, hours), built from the brand contacts
 * so the page never disagrees with them; translations pass their own day abbreviations.
 */
export function contactRows(days: Record<DayOfWeek, string> = EN_DAYS): string[][] {
  return CONTACT_REGIONS.map((r) => {
    const c: Contact = contacts[r];
    return [c.title, c.phone, c.email, hoursText(c.hours_of_operation, days)];
  });
}

const contactTable: RichBlock = {
  type: 'table',
  caption: 'Customer service by region (local time)',
  head: ['Office', 'Phone', 'Email', 'Hours'],
  rows: contactRows(),
};

export const contactPage: SupportPage = {
  uid: 'contact',
  title: 'Contact us',
  summary: 'Phone, email and opening hours of our customer service in every region.',
  seo: { title: 'Contact Loipe', description: 'How to reach Loipe customer service by phone or email in your region.' },
  body: [
    {
      type: 'p',
      text: 'Our customer service team skis too: ask us about sizes, waxing, orders, returns or warranty. We answer emails within one working day.',
    },
    contactTable,
    { type: 'h2', text: 'Head office' },
    {
      type: 'p',
      text: 'Loipe AS, Storgata 84, 2615 Lillehammer, Norway. Our flagship store is on the ground floor, open every day in winter.',
    },
    { type: 'h2', text: 'Before you write' },
    {
      type: 'ul',
      items: [
        'For an order, have your order number ready; it is in your confirmation email.',
        'For a warranty claim, add photos of the damage and of the serial number.',
        'For pro account questions, write to pro@loipe.com.',
      ],
    },
    { type: 'link', link: supportLink('Warranty', '/warranty') },
    { type: 'link', link: supportLink('Shipping and returns', '/returns') },
  ],
};
