import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../shared/fill';
import { IMAGE_QUALITY, imageUrl } from '../../shared/image-url';
import { STUDIO_BACKGROUND } from '../components/Picture';
import { HOTSPOT_COLOURS, RESIZE_THROTTLE_MS, isCompact, markerStyle, modalSide, panelStyle, throttle } from '../../shared/hotspots';

/** A hotspot as the island's props carry it: no empty description, picture or price, and no colour that is HOTSPOT_COLOURS'. */
export interface HotspotView {
  id: string;
  title: string;
  description?: string;
  cta: string;
  href: string;
  x: number;
  y: number;
  /** Media id of a small picture for the panel. */
  image?: string;
  price?: string;
  fontColor?: string;
  backgroundColor?: string;
}

export interface HotspotsProps {
  hotspots: HotspotView[];
  labels: { open: string; close: string };
}

/** Compact mode: a full-width panel at the edge away from the marker, so it never covers it. */
function compactStyle(point: { x: number; y: number }): React.CSSProperties {
  return modalSide(point).y === 'bottom' ? { top: 12, left: 12, right: 12 } : { bottom: 12, left: 12, right: 12 };
}

/**
 * Spec §2 hotspots over a banner image: a marker opens its panel (plus becomes minus;
 * only the open panel is rendered);
 * the active marker, a click outside or Escape closes it. Panels open away from the
 * nearest edge, 18 px beside the marker; small banners use a compact bottom panel.
 */
export default function Hotspots({ hotspots, labels }: HotspotsProps) {
  const [active, setActive] = useState<string | null>(null);
  const [compact, setCompact] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const base = useId();

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const measure = throttle(() => {
      const box = element.getBoundingClientRect();
      setCompact(isCompact(box.width, box.height));
    }, RESIZE_THROTTLE_MS);
    measure();
    if (typeof ResizeObserver === 'undefined') return () => measure.cancel();
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    return () => {
      observer.disconnect();
      measure.cancel();
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setActive(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const marker = root.current?.querySelector<HTMLButtonElement>(`[data-hotspot="${CSS.escape(active)}"]`);
      setActive(null);
      marker?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [active]);

  return (
    <div ref={root} className="hotspots" data-compact={compact}>
      {hotspots.map((spot) => {
        const open = spot.id === active;
        const panelId = `${base}-${spot.id}`;
        return (
          <div key={spot.id} className="hotspot" data-open={open}>
            <button
              type="button"
              className="hotspot__marker"
              data-hotspot={spot.id}
              style={
                {
                  ...markerStyle(spot),
                  '--hotspot-bg': spot.backgroundColor ?? HOTSPOT_COLOURS.backgroundColor,
                  '--hotspot-fg': spot.fontColor ?? HOTSPOT_COLOURS.fontColor,
                } as React.CSSProperties
              }
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              aria-label={open ? labels.close : fill(labels.open, { title: spot.title })}
              onClick={() => setActive(open ? null : spot.id)}
            >
              <span aria-hidden="true" className={open ? 'hotspot__icon hotspot__icon--minus' : 'hotspot__icon'} />
            </button>
            {/* Only the open panel is in the page: a closed one could not be seen (a marker needs JavaScript), so it costs no bytes. */}
            {open ? (
              <div
                id={panelId}
                className="hotspot__panel"
                style={compact ? compactStyle(spot) : panelStyle(spot)}
                role="group"
                aria-label={spot.title}
              >
                {spot.image ? (
                  <img
                    className="hotspot__image"
                    src={imageUrl({
                      id: spot.image,
                      width: 160,
                      height: 160,
                      quality: IMAGE_QUALITY.component,
                      alias: 'loipe',
                      background: STUDIO_BACKGROUND,
                    })}
                    width={80}
                    height={80}
                    alt=""
                    loading="lazy"
                  />
                ) : null}
                <div className="hotspot__text">
                  <p className="hotspot__title">{spot.title}</p>
                  {spot.description ? <p className="hotspot__description">{spot.description}</p> : null}
                  {spot.price ? <p className="hotspot__price">{spot.price}</p> : null}
                  {spot.href ? (
                    <a className="hotspot__cta" href={spot.href}>
                      {spot.cta}
                    </a>
                  ) : null}
                </div>
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
