/** Privacy policy, terms of sale and imprint. */
import type { Page } from '../../../ports/content/editorial-entries';
import { supportLink } from '../links';

export const privacyPage: Page = {
  uid: 'privacy',
  url: '/privacy',
  title: 'Privacy policy',
  seo: { title: 'Privacy policy', description: 'What personal data Loipe collects, why, how long we keep it and the rights you have.' },
  regions: [],
  body: [
    {
      type: 'rich_text',
      content: [
        {
          type: 'p',
          text: 'Last updated 1 September 2026. Loipe AS, Storgata 84, 2615 Lillehammer, Norway, is responsible for the personal data described here. You can reach our data protection officer at privacy@loipe.com.',
        },
        { type: 'h2', text: 'What we collect' },
        {
          type: 'ul',
          items: [
            'Account data: your name, email address, password (stored only as a salted hash) and saved addresses.',
            'Order data: what you bought, delivery and billing addresses, and payment status. Card details go straight to our payment provider; we never see them.',
            'Pro programme data: your pro code, organisation and the documents you send to prove your role.',
            'Usage data: pages viewed and searches made, collected through our tag manager only after you agree to analytics cookies.',
          ],
        },
        { type: 'h2', text: 'Why we use it' },
        {
          type: 'p',
          text: 'We use your data to deliver orders and handle returns and warranty claims (contract), to run your account and pro status (contract), to send newsletters you asked for (consent, which you can withdraw with one click in any email) and to keep the shop secure, for example by limiting sign-in attempts (legitimate interest).',
        },
        { type: 'h2', text: 'How long we keep it' },
        {
          type: 'p',
          text: 'Order records are kept for five years because Norwegian bookkeeping law requires it. Accounts that have not been used for three years are deleted after we warn you by email. Newsletter data is deleted when you unsubscribe.',
        },
        { type: 'h2', text: 'Who we share it with' },
        {
          type: 'p',
          text: 'Carriers receive your delivery address, our payment provider processes payments, and our hosting and email providers process data on our behalf under data processing agreements. Where data leaves the EEA, it is protected by the EU standard contractual clauses. We never sell personal data.',
        },
        { type: 'h2', text: 'Your rights' },
        {
          type: 'p',
          text: 'You can ask for a copy of your data, have it corrected or deleted, object to its use or take it with you. Write to privacy@loipe.com; we answer within 30 days. You may also complain to the Norwegian Data Protection Authority (Datatilsynet) or the authority in your country.',
        },
        { type: 'h2', text: 'Cookies' },
        {
          type: 'p',
          text: 'We use one necessary cookie for your session and cart, one that remembers your country and language, and, only with your consent, analytics cookies. You can change your choice at any time in the cookie settings at the bottom of every page.',
        },
      ],
    },
  ],
};

export const termsPage: Page = {
  uid: 'terms',
  url: '/terms',
  title: 'Terms of sale',
  seo: {
    title: 'Terms of sale',
    description: 'The terms that apply when you buy from the Loipe online shop: prices, delivery, returns and warranty.',
  },
  regions: [],
  body: [
    {
      type: 'rich_text',
      content: [
        {
          type: 'p',
          text: 'These terms apply to orders placed in the Loipe online shop in the United States, Canada and Norway. In other countries Loipe products are sold by independent dealers on their own terms.',
        },
        { type: 'h2', text: 'Prices and payment' },
        {
          type: 'p',
          text: 'Prices are shown in your shop currency. In Norway they include VAT; in the United States and Canada sales tax is added at checkout. Your card is charged when your order ships.',
        },
        { type: 'h2', text: 'Delivery' },
        {
          type: 'p',
          text: 'We ship within two working days of your order. Delivery usually takes 2 to 5 working days. If an item turns out to be out of stock, we tell you by email and refund it at once.',
        },
        { type: 'h2', text: 'Returns and warranty' },
        {
          type: 'p',
          text: 'You have 30 days from delivery to return unused items. Our warranty covers defects in materials and workmanship for two years, or for the period your local consumer law gives if it is longer.',
        },
        { type: 'link', link: supportLink('How returns work', '/returns') },
        { type: 'link', link: supportLink('Warranty terms', '/warranty') },
        { type: 'h2', text: 'Disputes' },
        {
          type: 'p',
          text: 'Tell us first: most problems are solved with one email to our customer service. Norwegian customers may also bring a complaint to the Norwegian Consumer Authority (Forbrukertilsynet).',
        },
      ],
    },
  ],
};

export const imprintPage: Page = {
  uid: 'imprint',
  url: '/imprint',
  title: 'Imprint',
  seo: { title: 'Imprint', description: 'Company details of Loipe AS and Loipe Europe GmbH.' },
  regions: [],
  body: [
    {
      type: 'rich_text',
      content: [
        { type: 'h2', text: 'Loipe AS' },
        {
          type: 'p',
          text: 'Storgata 84, 2615 Lillehammer, Norway. Organisation number 918 402 117 MVA. Managing director: Sigrid Haugen. Phone +47 61 24 80 00, email kundeservice@loipe.com.',
        },
        { type: 'h2', text: 'Loipe Europe GmbH' },
        {
          type: 'p',
          text: 'Rosenheimer Straße 145, 81671 München, Germany. Registered at Amtsgericht München, HRB 254871. VAT ID DE318402117. Managing director: Thomas Greiner. Phone +49 89 5550 1870, email service.eu@loipe.com.',
        },
        {
          type: 'p',
          text: 'The European Commission provides a platform for online dispute resolution. We are neither obliged nor willing to take part in dispute resolution before a consumer arbitration board.',
        },
      ],
    },
  ],
};
