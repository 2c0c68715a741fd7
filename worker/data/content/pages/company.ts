/** About, PSIA partnership and the Pro programme. */
import type { Page } from '../../../ports/content/editorial-entries';
import { pageLink, proLink, supportLink } from '../links';

export const aboutPage: Page = {
  uid: 'about',
  url: '/about',
  title: 'About Loipe',
  seo: {
    title: 'About Loipe',
    description: 'How a ski workshop in Lillehammer became Loipe: our story, our test loop on Sjusjøen and how we build skis.',
    image: 'scene-lillehammer-workshop',
  },
  regions: [],
  body: [
    { type: 'banner', banner: 'about-hero' },
    {
      type: 'rich_text',
      content: [
        { type: 'h2', text: 'Our story' },
        {
          type: 'p',
          text: 'Loipe comes from løype, the Norwegian word for a groomed cross-country track. In 1987 Kari and Anders Haugen began pressing wooden touring skis in a barn above Lillehammer for friends who skied the Birkebeiner every March. Word spread along the trail, and by the 1994 Winter Games the barn had become a workshop on Storgata with twelve people in it.',
        },
        {
          type: 'p',
          text: 'Today around ninety people design, build and test Loipe gear. Skis are still pressed in Lillehammer; boots are built with partners in Estonia and Italy to our lasts and our specifications.',
        },
        { type: 'h2', text: 'Tested on Sjusjøen' },
        {
          type: 'p',
          text: 'Every ski we sell has done at least 300 km on our test loop on Sjusjøen, twenty minutes up the hill from the workshop. We measure glide on the same 400 m stretch every morning from November to April, in every snow the plateau gives us, and we only change a ski when the stopwatch says it is better.',
        },
        { type: 'h2', text: 'How we build' },
        {
          type: 'ul',
          items: [
            'Wood cores from FSC-certified Norwegian spruce and birch, paired with a honeycomb tip for swing weight.',
            'Bases ground in-house: cold-snow, universal and wet-snow structures for every ski model.',
            'Fluorine-free waxes and base treatments across the whole range since 2020.',
            'A repair service in every region, so a broken tip or a worn base does not mean a new pair of skis.',
          ],
        },
        { type: 'quote', text: 'A good ski disappears under your feet. You only notice the trail.' },
        { type: 'p', text: 'Kari Haugen, co-founder' },
        { type: 'link', link: pageLink('Visit a Loipe store', '/stores') },
      ],
    },
  ],
};

export const psiaPage: Page = {
  uid: 'psia',
  url: '/psia',
  title: 'PSIA members',
  seo: {
    title: 'Loipe for PSIA-AASI members',
    description: 'PSIA-AASI nordic instructors get Loipe Pro pricing, clinic demo fleets and early access to new skis.',
    image: 'scene-instructor-group',
  },
  regions: [],
  body: [
    { type: 'banner', banner: 'psia-hero' },
    {
      type: 'rich_text',
      content: [
        { type: 'h2', text: 'A partnership for nordic instructors' },
        {
          type: 'p',
          text: 'Loipe is an official nordic partner of the Professional Ski Instructors of America and the American Association of Snowboard Instructors (PSIA-AASI). Through the partnership, certified and registered members teach and train on Loipe gear at member prices.',
        },
        { type: 'h3', text: 'What members get' },
        {
          type: 'ul',
          items: [
            'Loipe Pro pricing on skis, boots, bindings and poles, up to the yearly pro spend limit.',
            'Demo fleets of classic and skate skis at PSIA nordic clinics and exams in every division.',
            'Early access to new models each autumn, before they reach stores.',
            'Free base grinding once per season at Loipe service centres in the US.',
          ],
        },
        { type: 'h3', text: 'How to join' },
        {
          type: 'ol',
          items: [
            'Sign in to the PSIA-AASI member portal and copy your Loipe pro code from the Partner Offers page.',
            'Create a Loipe Pro account and enter the code together with your PSIA member number.',
            'Your pro prices are active as soon as the code is accepted, usually within one working day.',
          ],
        },
        { type: 'p', text: 'Membership must be current. We check member status with PSIA-AASI at the start of each season.' },
        { type: 'link', link: proLink('Create your pro account', '/pro/create') },
      ],
    },
  ],
};

export const proPage: Page = {
  uid: 'pro',
  url: '/pro',
  title: 'Loipe Pro',
  seo: {
    title: 'Loipe Pro: gear for people who work on snow',
    description: 'Pro pricing for ski instructors, coaches, patrollers and shop staff, with a spend tracker in your account.',
    image: 'scene-night-stadium',
  },
  regions: [],
  body: [
    { type: 'banner', banner: 'pro-hero' },
    {
      type: 'rich_text',
      content: [
        { type: 'h2', text: 'Who qualifies' },
        {
          type: 'ul',
          items: [
            'Certified or registered nordic ski instructors (PSIA-AASI, CANSI, Norwegian Ski Federation instructor courses, DSV, ESF and equivalent national bodies).',
            'Coaches holding a licence from a national ski federation, and their club head coaches.',
            'Professional and volunteer ski patrollers with a current patrol card.',
            'Staff of authorised Loipe dealers and service centres, and race service technicians of national teams.',
          ],
        },
        { type: 'h2', text: 'How pro pricing works' },
        {
          type: 'p',
          text: 'Once your application is approved, every product you see is shown at its pro price as long as you are signed in. Pro prices apply to orders for your own use on snow; they cannot be combined with other offers.',
        },
        { type: 'h2', text: 'The spend tracker' },
        {
          type: 'p',
          text: 'Each pro account has a yearly spend limit, 3,000 in your shop currency unless your agreement says otherwise. The tracker in your account shows what you have spent at pro prices this pro year, how much is left and the date your pro status runs out.',
        },
        {
          type: 'ul',
          items: [
            'The pro year runs from 1 July to 30 June. The tracker resets to zero on 1 July.',
            'Orders count towards the limit when they ship; returned items are added back to what is left.',
            'When an order would go over the limit, the part above it is charged at the normal price.',
            'Renew before the date shown in the tracker to keep your pro prices without a break.',
          ],
        },
        { type: 'h2', text: 'Apply' },
        {
          type: 'p',
          text: 'Apply with the pro code from your association or employer and proof of your role. We review every application within three working days.',
        },
        { type: 'link', link: proLink('Apply for Loipe Pro', '/pro/signup') },
        { type: 'link', link: supportLink('Questions? Contact pro support', '/contact') },
      ],
    },
  ],
};
