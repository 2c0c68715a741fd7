/**
 * Banners (spec §3 "Banner") with their hotspots. Backgrounds name media ids the
 * embedded image service draws: `scene-…` landscapes, `video-…` clips with a poster.
 */
import type { Banner, BannerBackground, CtaButton, Hotspot, LinkContentType } from '../../ports/content/entries';

const button = (
  button_text: string,
  content_type: LinkContentType,
  href: string,
  button_class: CtaButton['button_class'] = 'primary',
): CtaButton => ({
  button_text,
  button_class,
  type: 'Internal',
  internal_link: { content_type, href },
  disable_link: false,
  new_tab: false,
});

const still = (amplience_id: string, alt_text: string, hotspots: Hotspot[] = []): BannerBackground => ({
  type: 'Image',
  imageset: 'No',
  amplience_id,
  alt_text,
  content: { amplienceId: amplience_id, enableHotspots: hotspots.length > 0, hotspots },
  desktop_aspect_ratio: '3:1',
  mobile_aspect_ratio: '4:5',
});

const spot = (id: string, title: string, x: number, y: number, rest: Partial<Hotspot>): Hotspot => ({
  id,
  title,
  dataType: { value: 'product' },
  points: { x, y },
  fontColor: '#ffffff',
  backgroundColor: '#12324a',
  description: '',
  ctaCopy: '',
  href: '',
  ampId: '',
  selector: `hotspot-${id}`,
  ...rest,
});

const banner = (
  uid: string,
  title: string,
  rest: Omit<Banner, 'uid' | 'title' | 'wrap_copy' | 'banner_zoom' | 'disable_link'> & Partial<Banner>,
): Banner => ({
  uid,
  title,
  wrap_copy: true,
  banner_zoom: false,
  disable_link: false,
  ...rest,
});

export const banners: Banner[] = [
  banner('home-hero', 'Home hero', {
    content: [
      { type: 'eyebrow', text: 'Winter 2026/27' },
      { type: 'h2', text: 'Made for the long way round' },
      { type: 'p', text: 'Skis, boots and poles built in Lillehammer for cold mornings, long loops and the last climb home.' },
    ],
    content_layout: 'bottom-left',
    dark_overlay_on_banner_image: true,
    cta_button_global: [
      button('Shop classic', 'product_category', '/skis/classic'),
      button('Shop skate', 'product_category', '/skis/skate', 'outline'),
    ],
    background: {
      type: 'Video',
      imageset: 'No',
      amplience_id: 'video-first-tracks',
      poster_amplience_id: 'scene-fjord-sunrise',
      alt_text: 'Two skiers setting first tracks along a fjord at sunrise',
      content: { amplienceId: 'video-first-tracks', enableHotspots: false, hotspots: [] },
      desktop_aspect_ratio: '16:7',
      mobile_aspect_ratio: '4:5',
    },
  }),
  banner('home-aurora', 'Aurora Classic with hotspots', {
    content: [
      { type: 'h2', text: 'The Aurora Classic kit' },
      { type: 'p', text: 'Tap the markers to see what our test team skis on the Birkebeiner trail.' },
    ],
    content_layout: 'top-left',
    dark_overlay_on_banner_image: false,
    cta_button_global: [button('Shop the kit', 'product_category', '/skis/classic')],
    background: still('scene-birch-trail', 'Skier on a groomed trail through a birch forest', [
      spot('aurora-ski', 'Aurora Classic', 0.42, 0.78, { product: { uid: 'aurora-classic' }, ctaCopy: 'Shop Now' }),
      spot('aurora-boot', 'Aurora Classic boot', 0.55, 0.86, { product: { uid: 'aurora-classic-boot' } }),
      spot('rime-pole', 'Rime Carbon pole', 0.33, 0.45, { product: { uid: 'rime-carbon-pole' } }),
      spot('birkebeiner', 'The Birkebeiner trail', 0.78, 0.3, {
        dataType: { value: 'manual' },
        manual: {
          title: 'The Birkebeiner trail',
          description: '54 km from Rena to Lillehammer across the mountain. Our test loop starts at Sjusjøen.',
          href: '/blog/p/birkebeiner-in-a-day',
          ampId: 'scene-mountain-plateau',
        },
        ctaCopy: 'Read the trip report',
      }),
    ]),
  }),
  banner('home-lineup', 'Winter line-up image set', {
    content: [
      { type: 'h2', text: 'One winter, three kinds of snow' },
      { type: 'p', text: 'Fresh cold powder, glazed tracks and wet spring corn: the line-up covers them all.' },
    ],
    content_layout: 'center',
    dark_overlay_on_banner_image: true,
    cta_button_global: [button('See all skis', 'product_category', '/skis')],
    background: {
      type: 'Image',
      imageset: 'Yes',
      amplience_id: 'scene-set-winter-lineup',
      imageset_items: ['scene-fjord-sunrise', 'scene-frozen-lake', 'scene-spring-corn'],
      alt_text: 'Nordic ski trails in deep winter, on a frozen lake and in spring sun',
      content: { amplienceId: 'scene-set-winter-lineup', enableHotspots: false, hotspots: [] },
      desktop_aspect_ratio: '3:1',
      mobile_aspect_ratio: '1:1',
    },
  }),
  banner('home-pro', 'Pro programme', {
    content: [
      { type: 'eyebrow', text: 'Loipe Pro' },
      { type: 'h2', text: 'You teach, coach or patrol? Ski with us.' },
      { type: 'p', text: 'Pro pricing for instructors, coaches, patrollers and shop staff.' },
    ],
    content_layout: 'center-left',
    dark_overlay_on_banner_image: true,
    cta_button_global: [button('Apply for Pro', 'pro', '/pro')],
    background: still('scene-instructor-group', 'Ski instructor teaching a group on a practice loop'),
  }),
  banner('home-test-store', 'Test store', {
    content: [
      { type: 'h2', text: 'Try before you buy' },
      { type: 'p', text: 'Borrow any ski in the line-up for a day at a Loipe test event.' },
    ],
    content_layout: 'center-right',
    dark_overlay_on_banner_image: false,
    cta_button_global: [button('See test dates', 'page', '/test-store', 'secondary')],
    background: still('scene-race-start', 'Rows of demo skis in the snow at a test event'),
  }),
  banner('error-lost-track', 'Error page banner', {
    content: [
      { type: 'h2', text: 'Lost the track?' },
      { type: 'p', text: 'It happens on the best trails. Head back to the start and try another loop.' },
    ],
    content_layout: 'center',
    dark_overlay_on_banner_image: true,
    cta_button_global: [button('Back to home', 'page', '/')],
    background: still('scene-frozen-lake', 'Empty ski tracks fading into fog on a frozen lake'),
  }),
  banner('about-hero', 'About hero', {
    content: [{ type: 'h2', text: 'From a workshop in Lillehammer' }],
    content_layout: 'bottom-left',
    dark_overlay_on_banner_image: true,
    disable_link: true,
    cta_button_global: [],
    background: still('scene-lillehammer-workshop', 'Ski presses and pine cores in the Loipe workshop'),
  }),
  banner('psia-hero', 'PSIA hero', {
    content: [
      { type: 'eyebrow', text: 'PSIA × Loipe' },
      { type: 'h2', text: 'Gear for the people who teach the stride' },
    ],
    content_layout: 'bottom-left',
    dark_overlay_on_banner_image: true,
    cta_button_global: [button('Create your pro account', 'pro', '/pro/create')],
    background: still('scene-instructor-group', 'PSIA instructor demonstrating diagonal stride'),
  }),
  banner('pro-hero', 'Pro hero', {
    content: [
      { type: 'eyebrow', text: 'Loipe Pro' },
      { type: 'h2', text: 'Your work is on snow. So is ours.' },
    ],
    content_layout: 'bottom-left',
    dark_overlay_on_banner_image: true,
    cta_button_global: [button('Apply now', 'pro', '/pro/signup')],
    background: still('scene-night-stadium', 'Floodlit ski stadium on a training night'),
  }),
];
