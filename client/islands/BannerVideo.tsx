import { useEffect, useRef, useState } from 'react';

export interface BannerVideoProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  label: string;
  labels: { pause: string; play: string };
}

/**
 * Spec §2: a background video, autoplaying muted and looped, without controls, over its
 * poster. A pause button keeps it accessible (WCAG 2.2.2); visitors who prefer reduced
 * motion get the poster until they press play.
 */
export default function BannerVideo({ src, poster, width, height, label, labels }: BannerVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      element.pause();
      setPlaying(false);
    }
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      void element.play().catch(() => setPlaying(false));
      setPlaying(true);
    } else {
      element.pause();
      setPlaying(false);
    }
  };

  return (
    <div className="banner-video">
      <video
        ref={video}
        className="banner-video__video"
        poster={poster}
        width={width}
        height={height}
        autoPlay
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
      >
        <source src={src} type="video/mp4" />
      </video>
      <button type="button" className="banner-video__toggle" aria-label={playing ? labels.pause : labels.play} onClick={toggle}>
        <span aria-hidden="true" className={playing ? 'icon-pause' : 'icon-play'} />
      </button>
    </div>
  );
}
