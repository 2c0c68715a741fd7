/**
 * Banners for rendering (spec §2 "Banners and hotspots", §3 "Banner"): links and buttons
 * resolved under the locale, hotspots resolved to their product or page and filtered by
 * spec §5, and a banner without a background asset treated as not published (null).
 */
import type { BannerButton, BannerView } from '../../client/components/banner-types';
import { parseRatio } from '../../client/components/BannerPicture';
import type { HotspotView } from '../../client/islands/Hotspots';
import { HOTSPOT_COLOURS, hotspotCta, usableHotspots } from '../../shared/hotspots';
import { resolveLink } from '../../shared/links';
import { IMAGE_ALIAS } from '../../shared/image-url';
import type { Banner, CtaButton, Hotspot } from '../ports/content/types';
import type { MediaProvider } from '../ports/media/types';
import { cardsForUids } from './product-cards';
import type { ShopContext } from './shop-context';

function buttonView(button: CtaButton, prefix: string): BannerButton | null {
  if (!button.button_text.trim()) return null;
  const link = button.disable_link
    ? null
    : button.type === 'External'
      ? resolveLink(
          {
            type: 'External',
            title: button.external_link?.title ?? button.button_text,
            href: button.external_link?.href,
            new_tab: button.new_tab,
          },
          prefix,
        )
      : resolveLink(
          {
            type: button.type,
            title: button.button_text,
            href: button.internal_link?.href,
            content_type: button.internal_link?.content_type,
            filters: button.internal_link?.filters,
            new_tab: button.new_tab,
          },
          prefix,
        );
  return {
    text: button.button_text,
    href: link?.href ?? null,
    variant: button.button_class,
    ...(link?.target ? { target: link.target, rel: link.rel } : {}),
  };
}

/** A hotspot with its description, picture and price, each only when it has one (the panel shows nothing for the others). */
function optionalParts(
  view: Omit<HotspotView, 'description' | 'image' | 'price'>,
  description: string | null | undefined,
  image: string | null | undefined,
  price: string | null,
): HotspotView {
  return { ...view, ...(description ? { description } : {}), ...(image ? { image } : {}), ...(price ? { price } : {}) };
}

async function hotspotViews(shop: ShopContext, hotspots: readonly Hotspot[]): Promise<HotspotView[]> {
  const usable = usableHotspots(hotspots);
  const productUids = usable.flatMap((h) => (h.dataType.value === 'product' && h.product?.uid ? [h.product.uid] : []));
  const cards = new Map((await cardsForUids(shop, productUids)).map((card) => [card.uid, card]));
  const labels = { shopNow: shop.t('hotspot.shopNow'), learnMore: shop.t('hotspot.learnMore') };
  const views = await Promise.all(
    usable.map(async (spot): Promise<HotspotView | null> => {
      const base = {
        id: spot.id,
        title: spot.title,
        x: spot.points.x,
        y: spot.points.y,
        cta: hotspotCta(spot, labels),
        ...(spot.fontColor !== HOTSPOT_COLOURS.fontColor ? { fontColor: spot.fontColor } : {}),
        ...(spot.backgroundColor !== HOTSPOT_COLOURS.backgroundColor ? { backgroundColor: spot.backgroundColor } : {}),
      };
      switch (spot.dataType.value) {
        case 'product': {
          const card = spot.product ? cards.get(spot.product.uid) : undefined;
          // A product that is not sold in this region has nothing to link to.
          if (!card) return null;
          const price =
            card.price?.kind === 'sale' || card.price?.kind === 'regular'
              ? card.price.price
              : card.price?.kind === 'range'
                ? card.price.low
                : null;
          return optionalParts({ ...base, href: card.href }, spot.description, card.colors[0]?.image ?? spot.ampId, price);
        }
        case 'page': {
          const page = spot.page ? await shop.content.getPage(shop.cx, spot.page.uid) : null;
          const href = page
            ? resolveLink({ type: 'Internal', title: page.title, href: page.url, content_type: 'page' }, shop.locale.prefix)?.href
            : spot.href
              ? resolveLink({ type: 'Nuxt', title: spot.title, href: spot.href }, shop.locale.prefix)?.href
              : null;
          return optionalParts({ ...base, href: href ?? '' }, spot.description, spot.ampId, null);
        }
        case 'manual': {
          const manual = spot.manual;
          const raw = manual?.href || spot.href;
          const href = raw
            ? resolveLink(
                /^https?:/.test(raw) ? { type: 'External', title: spot.title, href: raw } : { type: 'Nuxt', title: spot.title, href: raw },
                shop.locale.prefix,
              )?.href
            : null;
          return optionalParts(
            { ...base, title: manual?.title || spot.title, href: href ?? '' },
            manual?.description || spot.description,
            manual?.ampId || spot.ampId,
            null,
          );
        }
        default:
          return null;
      }
    }),
  );
  return views.filter((v): v is HotspotView => v !== null);
}

/**
 * The mp4 file of a video background and the service's poster picture (a video's
 * `meta.mainThumb.src` at Amplience), or nulls when the media service has no video (the
 * embedded one draws pictures only) or fails: the banner then shows its poster image.
 */
async function videoSource(shop: ShopContext, media: MediaProvider, id: string): Promise<{ src: string | null; poster: string | null }> {
  if (media.name === 'embedded') return { src: null, poster: null };
  const metadata = await media.metadata(shop.call, 'v', IMAGE_ALIAS.component, id, `${shop.origin}/media`).catch(() => null);
  if (!metadata || !('media' in metadata)) return { src: null, poster: null };
  // The player's <source> says video/mp4: the first mp4 rendition (the adapter puts 720p first).
  return { src: metadata.media.find((m) => m.format === 'mpeg4')?.src ?? null, poster: metadata.poster.src || null };
}

/** A banner ready to render, or null when it is not published (no background asset). */
export async function bannerView(shop: ShopContext, media: MediaProvider, banner: Banner | null): Promise<BannerView | null> {
  const bg = banner?.background;
  if (!banner || !bg?.amplience_id) return null;
  const buttons = banner.cta_button_global.flatMap((b) => buttonView(b, shop.locale.prefix) ?? []);
  const only = buttons.length === 1 ? buttons[0] : undefined;
  const link =
    !banner.disable_link && only?.href ? { href: only.href, ...(only.target ? { target: only.target, rel: only.rel } : {}) } : null;
  const alt = bg.alt_text;
  let background: BannerView['background'];
  if (bg.type === 'Video') {
    const video = await videoSource(shop, media, bg.amplience_id);
    background = {
      type: 'video',
      src: video.src,
      poster: { id: bg.poster_amplience_id ?? bg.amplience_id.replace(/^video-/, 'scene-'), alt },
      // The editor's poster picture wins; without one, the service's own poster of the video.
      ...(video.poster && !bg.poster_amplience_id ? { posterSrc: video.poster } : {}),
    };
  } else if (bg.imageset === 'Yes') {
    const items = bg.imageset_items?.length ? bg.imageset_items : [bg.amplience_id];
    background = { type: 'imageset', images: items.map((id) => ({ id, alt })) };
  } else {
    background = {
      type: 'image',
      image: { id: bg.amplience_id, alt },
      hotspots: bg.content.enableHotspots ? await hotspotViews(shop, bg.content.hotspots) : [],
    };
  }
  return {
    uid: banner.uid,
    layout: banner.content_layout || 'top-left',
    overlay: banner.dark_overlay_on_banner_image,
    zoom: banner.banner_zoom,
    wrap: banner.wrap_copy,
    content: banner.content,
    buttons,
    link,
    background,
    desktopRatio: parseRatio(bg.desktop_aspect_ratio, 3),
    mobileRatio: parseRatio(bg.mobile_aspect_ratio, 4 / 5),
  };
}
