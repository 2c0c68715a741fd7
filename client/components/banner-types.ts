/** What the worker resolves for a banner (spec §2, §3 "Banner"); the Banner component renders it. */
import type { ContentLayout, RichText } from '../../shared/content';
import type { HotspotView } from '../islands/Hotspots';
import type { BannerImage } from './BannerPicture';

export interface BannerButton {
  text: string;
  href: string | null;
  variant: 'primary' | 'secondary' | 'outline' | 'text';
  target?: '_blank';
  rel?: string;
}

export type BannerBackgroundView =
  | { type: 'image'; image: BannerImage; hotspots: HotspotView[] }
  | { type: 'imageset'; images: BannerImage[] }
  /**
   * `src` is null when the media service has no video file; the poster then stands alone.
   * `posterSrc`: the media service's own poster picture, used when the editor chose none.
   */
  | { type: 'video'; src: string | null; poster: BannerImage; posterSrc?: string };

export interface BannerView {
  uid: string;
  layout: ContentLayout;
  overlay: boolean;
  zoom: boolean;
  wrap: boolean;
  content: RichText;
  buttons: BannerButton[];
  /** Spec §2: the whole banner links only when its link is not disabled and it has exactly one button. */
  link: { href: string; target?: '_blank'; rel?: string } | null;
  background: BannerBackgroundView;
  desktopRatio: number;
  mobileRatio: number;
}
