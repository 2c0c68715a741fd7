/**
 * The image service under /media (spec §7 "Image service"):
 *   GET /media/{i|s|v}/{alias}/{id}.json?metadata=true  → metadata JSON
 *   GET /media/i/{alias}/{id}?w=&h=&maxW=&sm=&fmt=&qlt=&dpi=&bg=  → the picture
 * A path without an alias (`/media/i/{id}`) is the image component's alias, which the shop's
 * own URLs leave out (shared/image-url.ts MEDIA_ROUTE_DEFAULTS).
 * Pictures are immutable per id and parameters, so they are cached for a year.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Env } from '../env';
import { apiError, issuesOf } from '../edge/errors';
import { PARAMETER_INVALID } from '../edge/validate-codes';
import { createMediaProvider } from '../ports/media';
import { requestCalls, type RequestCalls } from '../ports/context';
import { IMAGE_FORMATS, type ImageRequest, type MediaProvider, type MediaType } from '../ports/media/types';
import { MEDIA_ROUTE_DEFAULTS } from '../../shared/image-url';
import { IMMUTABLE, NO_STORE, PUBLIC_1_HOUR } from '../rules/cache-control';

type MediaEnv = { Bindings: Env; Variables: { media: MediaProvider; call: RequestCalls } };

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const int = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,5}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

/** `white`, `transparent`, `#rgb`/`rrggbb` (with or without #) or `rgb(r,g,b)` → `#rrggbb` or `none`. */
export function parseBackground(text: string): string | null {
  const value = text.trim().toLowerCase();
  if (value === 'white') return '#ffffff';
  if (value === 'black') return '#000000';
  if (value === 'transparent' || value === 'none') return 'none';
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return `#${h}`;
  }
  const rgb = /^rgb\((\d{1,3}),(\d{1,3}),(\d{1,3})\)$/.exec(value.replace(/\s+/g, ''));
  if (rgb?.slice(1).every((part) => Number(part) <= 255)) {
    return `#${rgb
      .slice(1)
      .map((part) => Number(part).toString(16).padStart(2, '0'))
      .join('')}`;
  }
  return null;
}

const ImageQuery = v.object({
  w: v.optional(int('w', 1, 4000)),
  h: v.optional(int('h', 1, 4000)),
  maxW: v.optional(int('maxW', 1, 4000)),
  sm: v.optional(v.picklist(['aspect', 'c', 'clamp', 'pad'], 'sm must be aspect, c, clamp or pad'), 'aspect'),
  fmt: v.optional(v.picklist(IMAGE_FORMATS, `fmt must be one of ${IMAGE_FORMATS.join(', ')}`), 'auto'),
  qlt: v.optional(int('qlt', 1, 100), '90'),
  // The shop's URLs leave out spec §9's 1x density (shared/image-url.ts MEDIA_ROUTE_DEFAULTS) and spell any other.
  dpi: v.optional(int('dpi', 36, 600), '96'),
  bg: v.optional(
    v.pipe(
      v.string(),
      v.transform(parseBackground),
      v.check((c) => c !== null, 'bg must be a colour such as white, #ffffff or rgb(255,255,255)'),
    ),
    'white',
  ),
  'fmt.jpeg.interlaced': v.optional(v.picklist(['true', 'false'])),
});

const fail = (c: Context, status: 400 | 404, code: string, message: string, issues: { path: string; message: string }[] = []) => {
  c.header('cache-control', NO_STORE);
  return apiError(c, status, code, message, issues);
};

export const mediaRoutes = new Hono<MediaEnv>()
  .use(async function mediaProvider(c, next) {
    c.set('media', createMediaProvider(c.env));
    c.set('call', requestCalls({ signal: c.req.raw.signal }));
    await next();
  })
  // Video files are beyond an SVG renderer: players fall back to the poster of the metadata.
  .get('/v/:alias/:id/mp4_720p', (c) => fail(c, 404, 'not_found', 'The embedded image service has no video files; use the poster image'))
  .get('/:type{[isv]}/:alias/:file', (c) => {
    const { type, alias, file } = c.req.param();
    return serve(c, type, alias, file, `/${type}/${alias}/${file}`);
  })
  .get('/:type{[isv]}/:file', (c) => {
    const { type, file } = c.req.param();
    return serve(c, type, MEDIA_ROUTE_DEFAULTS.alias, file, `/${type}/${file}`);
  });

/** A picture or its metadata; `path` is the part of the URL after the route's mount (for the metadata's base). */
async function serve(c: Context<MediaEnv>, type: string, alias: string, file: string, path: string) {
  const media = c.var.media;
  if (!media.aliases.includes(alias)) return fail(c, 404, 'not_found', `Unknown media alias ${alias}`);
  const isMetadata = file.endsWith('.json');
  const id = isMetadata ? file.slice(0, -'.json'.length) : file;
  if (!ID.test(id)) return fail(c, 404, 'not_found', 'Unknown media id');
  if (isMetadata) {
    const url = new URL(c.req.url);
    const protocol = c.req.query('protocol') === 'https' ? 'https:' : url.protocol;
    const base = `${protocol}//${url.host}${url.pathname.slice(0, url.pathname.length - path.length)}`;
    const metadata = await media.metadata(c.var.call, type as MediaType, alias, id, base);
    if (!metadata) return fail(c, 404, 'not_found', `No ${type === 'v' ? 'video' : type === 's' ? 'image set' : 'image'} ${id}`);
    c.header('cache-control', PUBLIC_1_HOUR);
    return c.json(metadata);
  }
  if (type !== 'i') return fail(c, 404, 'not_found', 'Only images (i) are served as pictures');
  const query = v.safeParse(ImageQuery, c.req.query());
  if (!query.success) return fail(c, 400, PARAMETER_INVALID, 'Invalid image parameters', issuesOf(query.issues));
  const q = query.output;
  const request: ImageRequest = {
    width: q.w,
    height: q.h,
    maxWidth: q.maxW,
    scaleMode: q.sm === 'c' ? 'c' : 'aspect',
    format: q.fmt,
    quality: q.qlt,
    dpi: q.dpi,
    background: q.bg as string,
  };
  const image = await media.render(c.var.call, id, request);
  if (!image) return fail(c, 404, 'not_found', `No image ${id}`);
  // Whatever fmt asked for, the embedded service draws SVG (see embedded.ts).
  return c.body(image.body, 200, {
    'content-type': image.contentType,
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}
