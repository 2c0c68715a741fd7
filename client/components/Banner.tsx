import { Island } from '../islands/Island';
import { IMAGE_QUALITY, imageSources } from '../../shared/image-url';
import { bannerSizes } from '../../shared/image-sizes';
import { useT } from './page-context';
import { useFastConnection } from './connection';
import { BannerPicture, packSlides } from './BannerPicture';
import type { BannerView } from './banner-types';
import { RichText } from './RichText';

export interface BannerProps {
  banner: BannerView;
  /** The first banner of a page holds its largest image: loaded first, never lazily. */
  priority?: boolean;
  /** The page's main heading, when the banner opens the page. */
  headingLevel?: 1 | 2 | 3;
}

function Media({ banner, priority }: { banner: BannerView; priority: boolean }) {
  const t = useT();
  const fast = useFastConnection();
  const { background: bg, desktopRatio, mobileRatio } = banner;
  switch (bg.type) {
    case 'image':
      return (
        <>
          <BannerPicture image={bg.image} desktopRatio={desktopRatio} mobileRatio={mobileRatio} priority={priority} />
          {bg.hotspots.length ? (
            <Island name="hotspots" props={{ hotspots: bg.hotspots, labels: { open: t('hotspot.open'), close: t('hotspot.close') } }} />
          ) : null}
        </>
      );
    case 'imageset':
      return (
        <Island
          name="banner-slider"
          props={{
            ...packSlides(bg.images),
            desktopRatio,
            mobileRatio,
            priority,
            labels: {
              previous: t('a11y.previous'),
              next: t('a11y.next'),
              goTo: t('slider.goTo'),
              pause: t('slider.pause'),
              play: t('slider.play'),
              slide: t('slider.slide'),
            },
          }}
        />
      );
    case 'video': {
      if (!bg.src) return <BannerPicture image={bg.poster} desktopRatio={desktopRatio} mobileRatio={mobileRatio} priority={priority} />;
      const poster = imageSources({
        id: bg.poster.id,
        sizes: bannerSizes(desktopRatio, mobileRatio),
        fast,
        quality: IMAGE_QUALITY.component,
        crop: true,
      });
      return (
        <Island
          name="banner-video"
          props={{
            src: bg.src,
            poster: bg.posterSrc ?? poster?.src ?? '',
            width: poster?.width ?? 1440,
            height: poster?.height ?? 480,
            label: bg.poster.alt,
            labels: { pause: t('a11y.pauseVideo'), play: t('a11y.playVideo') },
          }}
        />
      );
    }
    default:
      return null;
  }
}

/** A ratio for CSS `aspect-ratio`, to 4 decimals (16:7 is 2.2857: 0.004 px taller at 1440 px wide). */
export function cssRatio(ratio: number): string {
  return String(Math.round(ratio * 1e4) / 1e4);
}

/**
 * Spec §2 banner: image, image-set slider or video behind content-managed copy in one of
 * nine layouts, an optional dark overlay, and buttons. A banner with exactly one button
 * and an enabled link is clickable as a whole (the button's link stretches over it).
 */
export function Banner({ banner, priority = false, headingLevel = 2 }: BannerProps) {
  const t = useT();
  const stretched = banner.link !== null;
  const className = [
    'banner',
    `banner--${banner.layout}`,
    banner.overlay ? 'banner--overlay' : '',
    banner.zoom ? 'banner--zoom' : '',
    banner.wrap ? 'banner--wrap' : '',
    stretched ? 'banner--linked' : '',
    banner.background.type === 'image' && banner.background.hotspots.length ? 'banner--hotspots' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      className={className}
      style={{ '--ratio-desktop': cssRatio(banner.desktopRatio), '--ratio-mobile': cssRatio(banner.mobileRatio) } as React.CSSProperties}
    >
      <div className="banner__media">
        <Media banner={banner} priority={priority} />
      </div>
      <div className="banner__content">
        <div className="banner__panel">
          <RichText blocks={banner.content} headingBase={headingLevel} className="banner__copy" />
          {banner.buttons.length ? (
            <div className="banner__buttons">
              {banner.buttons.map((button) =>
                button.href ? (
                  <a
                    key={button.text}
                    className={`button button--${button.variant}${stretched ? ' banner__stretched' : ''}`}
                    href={button.href}
                    target={button.target}
                    rel={button.rel}
                  >
                    {button.text}
                    {button.target ? <span className="visually-hidden"> ({t('a11y.newTab')})</span> : null}
                  </a>
                ) : (
                  <span key={button.text} className={`button button--${button.variant} button--static`}>
                    {button.text}
                  </span>
                ),
              )}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
