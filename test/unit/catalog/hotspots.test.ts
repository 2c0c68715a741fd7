import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPACT_MAX,
  MARKER_OFFSET_PX,
  RESIZE_THROTTLE_MS,
  hotspotCta,
  isCompact,
  markerStyle,
  modalSide,
  panelStyle,
  throttle,
  usableHotspots,
} from '../../../shared/hotspots';

describe('modal side from the point (spec §9)', () => {
  it.each([
    [0, 'left'],
    [0.29, 'left'],
    [0.3, 'center'],
    [0.45, 'center'],
    [0.6, 'center'],
    [0.61, 'right'],
    [1, 'right'],
  ])('x %s → %s', (x, side) => {
    expect(modalSide({ x, y: 0.5 }).x).toBe(side);
  });
  it.each([
    [0.1, 'top'],
    [0.3, 'center'],
    [0.6, 'center'],
    [0.86, 'bottom'],
  ])('y %s → %s', (y, side) => {
    expect(modalSide({ x: 0.5, y }).y).toBe(side);
  });
});

describe('panel placement keeps the 18 px marker offset', () => {
  it('opens to the right and below a point in the top left', () => {
    expect(panelStyle({ x: 0.1, y: 0.2 })).toEqual({ left: `calc(10% + ${MARKER_OFFSET_PX}px)`, top: 'calc(20% + 18px)' });
  });
  it('opens to the left and above a point in the bottom right', () => {
    expect(panelStyle({ x: 0.75, y: 0.9 })).toEqual({ right: 'calc(25% + 18px)', bottom: 'calc(10% + 18px)' });
  });
  it('centres on a point in the middle', () => {
    expect(panelStyle({ x: 0.5, y: 0.5 })).toEqual({ left: '50%', top: '50%', transform: 'translateX(-50%) translateY(-50%)' });
  });
  it('keeps markers on the image when the point is out of range', () => {
    expect(markerStyle({ x: 1.4, y: -2 })).toEqual({ left: '100%', top: '0%' });
    expect(markerStyle({ x: Number.NaN, y: 0.25 })).toEqual({ left: '50%', top: '25%' });
  });
});

describe('compact mode at width ≤ 650 or height ≤ 360 (spec §9)', () => {
  it.each([
    [650, 800, true],
    [651, 800, false],
    [1200, 360, true],
    [1200, 361, false],
    [375, 300, true],
  ])('%s × %s → %s', (w, h, compact) => {
    expect(isCompact(w, h)).toBe(compact);
  });
  it('uses the spec numbers', () => {
    expect(COMPACT_MAX).toEqual({ width: 650, height: 360 });
    expect(RESIZE_THROTTLE_MS).toBe(450);
  });
});

describe('call to action (spec §5)', () => {
  const labels = { shopNow: 'Shop Now', learnMore: 'Learn More' };
  it.each([
    [{ dataType: { value: 'product' }, ctaCopy: '' }, 'Shop Now'],
    [{ dataType: { value: 'page' }, ctaCopy: '' }, 'Learn More'],
    [{ dataType: { value: 'manual' }, ctaCopy: '  ' }, 'Learn More'],
    [{ dataType: { value: 'manual' }, ctaCopy: 'Read the trip report' }, 'Read the trip report'],
  ])('%o → %s', (hotspot, cta) => {
    expect(hotspotCta(hotspot, labels)).toBe(cta);
  });
});

describe('hotspots without a type or title are dropped (spec §5)', () => {
  it('keeps only typed, titled hotspots', () => {
    const kept = usableHotspots([
      { title: 'Ski', dataType: { value: 'product' } },
      { title: '', dataType: { value: 'product' } },
      { title: '   ', dataType: { value: 'page' } },
      { title: 'No type', dataType: { value: '' } },
      { title: 'No type either', dataType: null },
      { title: 'Trail', dataType: { value: 'manual' } },
    ]);
    expect(kept.map((h) => h.title)).toEqual(['Ski', 'Trail']);
  });
});

describe('resize throttle', () => {
  afterEach(() => vi.useRealTimers());
  it('runs at once, then at most once per 450 ms with the last arguments', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const run = throttle(
      (n: number) => calls.push(n),
      RESIZE_THROTTLE_MS,
      () => Date.now(),
    );
    run(1);
    run(2);
    run(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(449);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });
});

describe('marker colours (the island props leave out HOTSPOT_COLOURS)', () => {
  it('paints a marker without colours in HOTSPOT_COLOURS, and one with its own in those', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { default: Hotspots } = await import('../../../client/islands/Hotspots');
    const { HOTSPOT_COLOURS } = await import('../../../shared/hotspots');
    const html = renderToString(
      createElement(Hotspots, {
        hotspots: [
          { id: 'plain', title: 'Plain', cta: 'Shop Now', href: '/en-us/p/a', x: 0.2, y: 0.2 },
          {
            id: 'own',
            title: 'Own',
            cta: 'Shop Now',
            href: '/en-us/p/b',
            x: 0.7,
            y: 0.7,
            fontColor: '#111111',
            backgroundColor: '#fafafa',
          },
        ],
        labels: { open: 'Show details for {title}', close: 'Hide details' },
      }),
    );
    const styles = [...html.matchAll(/class="hotspot__marker"[^>]*style="([^"]+)"/g)].map((m) => m[1]);
    expect(styles).toHaveLength(2);
    expect(styles[0]).toContain(`--hotspot-bg:${HOTSPOT_COLOURS.backgroundColor};--hotspot-fg:${HOTSPOT_COLOURS.fontColor}`);
    expect(styles[1]).toContain('--hotspot-bg:#fafafa;--hotspot-fg:#111111');
  });
});
