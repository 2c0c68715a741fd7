/**
 * The store map's geometry, drawn by the shop itself (no map vendor): a Web Mercator
 * projection of the given points into an SVG view box, framed around them with a margin,
 * and a graticule at a round step. Pure: numbers in, numbers out.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface MapFrame {
  width: number;
  height: number;
  /** Projects a point into view-box coordinates. */
  project(point: LatLng): { x: number; y: number };
  /** Graticule lines inside the frame: meridians (x) and parallels (y), in degrees and view-box units. */
  meridians: { degrees: number; x: number }[];
  parallels: { degrees: number; y: number }[];
}

const MAX_LAT = 85;
const mercatorY = (latitude: number) => {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, latitude)) * Math.PI) / 180;
  return Math.log(Math.tan(Math.PI / 4 + phi / 2)) * (180 / Math.PI);
};
const inverseY = (y: number) => (Math.atan(Math.exp((y * Math.PI) / 180)) * 2 - Math.PI / 2) * (180 / Math.PI);

/** Spans (degrees) the graticule steps through; the first that gives at most 6 lines wins. */
const STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 45];

function step(span: number): number {
  return STEPS.find((s) => span / s <= 6) ?? 90;
}

function lines(from: number, to: number, every: number): number[] {
  const out: number[] = [];
  for (let v = Math.ceil(from / every) * every; v <= to + 1e-9; v += every) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/**
 * A frame of `width`×`height` that shows every point with `margin` view-box units to spare,
 * at the same scale on both axes (no stretching). At least `minSpan` degrees of longitude
 * are shown, so a single shop does not fill the map.
 */
export function mapFrame(points: readonly LatLng[], width = 640, height = 400, margin = 28, minSpan = 0.6): MapFrame {
  const xs = points.map((p) => p.longitude);
  const ys = points.map((p) => mercatorY(p.latitude));
  let [x0, x1] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [-180, 180];
  let [y0, y1] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [mercatorY(-60), mercatorY(75)];
  // Widen the smaller side so the box has the view's aspect ratio, and keep a minimum span.
  const inner = { w: width - 2 * margin, h: height - 2 * margin };
  const spanX = Math.max(x1 - x0, minSpan, ((y1 - y0) * inner.w) / inner.h);
  const spanY = (spanX * inner.h) / inner.w;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  [x0, x1] = [cx - spanX / 2, cx + spanX / 2];
  [y0, y1] = [cy - spanY / 2, cy + spanY / 2];
  const scale = inner.w / spanX;
  const project = (p: LatLng) => ({
    x: Math.round((margin + (p.longitude - x0) * scale) * 10) / 10,
    y: Math.round((margin + (y1 - mercatorY(p.latitude)) * scale) * 10) / 10,
  });
  // The graticule covers the whole view, margins included.
  const west = x0 - margin / scale;
  const east = x1 + margin / scale;
  const south = inverseY(y0 - margin / scale);
  const north = inverseY(y1 + margin / scale);
  const every = step(Math.max(east - west, north - south));
  return {
    width,
    height,
    project,
    meridians: lines(west, east, every).map((degrees) => ({ degrees, x: project({ latitude: 0, longitude: degrees }).x })),
    parallels: lines(south, north, every)
      .filter((d) => Math.abs(d) < MAX_LAT)
      .map((degrees) => ({ degrees, y: project({ latitude: degrees, longitude: 0 }).y })),
  };
}
