/**
 * The hosted media adapter: the media port over Amplience Dynamic Media (DESIGN §7, spec §7
 * "Image service"). Metadata comes from
 *   GET {host}/{i|s|v}/{alias}/{id}.json?metadata=true&protocol=https
 * and is validated; a picture is the service's transformation of
 *   GET {host}/i/{account}/{id}?w=&h=&maxW=&sm=&fmt=&qlt=&dpi=&bg=
 * passed through as bytes (pages normally point at the service's host directly; this keeps
 * /media answering under MEDIA_PROVIDER=amplience). 404 means "no such asset": null.
 */
import type { CallContext } from '../../context';
import type { ResponseCache } from '../../http/cache';
import { createHttpClient } from '../../http/client';
import { resolveSize } from '../embedded';
import type { ImageRequest, MediaMetadata, MediaProvider, MediaType, RenderedImage } from '../types';
import { RAW_SCHEMAS, toImage, toImageSet, toVideo } from './schemas';

export interface AmplienceConfig {
  /** `https://cdn.media.amplience.net` unless replaced (AMPLIENCE_HOST). */
  host?: string;
  /** The brand's account aliases (spec §9: one for the helper, one for the component); pictures come from the first. */
  aliases: readonly string[];
}

export interface AmplienceOptions {
  cache?: ResponseCache;
  fetch?: typeof fetch;
}

export const AMPLIENCE_HOST = 'https://cdn.media.amplience.net';
const MAX_SIDE = 4000;

/** AMPLIENCE_HOST as an origin: a bare host name means https; unset means the vendor's host. */
export function amplienceOrigin(host?: string): string {
  const raw = host?.trim().replace(/\/+$/, '');
  if (!raw) return AMPLIENCE_HOST;
  return /^[a-z][a-z\d+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
}

/** `#rrggbb` → Amplience's `rgb(r,g,b)`; a transparent background sends none. */
function background(colour: string): string | undefined {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((h) => parseInt(h, 16))
        .join(',')})`
    : undefined;
}

export function createAmplienceMedia(config: AmplienceConfig, options: AmplienceOptions = {}): MediaProvider {
  const http = createHttpClient({
    service: 'media',
    baseUrl: amplienceOrigin(config.host),
    cache: options.cache,
    fetch: options.fetch,
    cacheTtlSeconds: 3600,
  });
  const [account] = config.aliases;
  if (!account) throw new Error('MEDIA_PROVIDER "amplience" needs at least one account alias');

  async function metadata(call: CallContext, type: MediaType, alias: string, id: string): Promise<MediaMetadata | null> {
    if (!config.aliases.includes(alias)) return null;
    const path = `/${type}/${encodeURIComponent(alias)}/${encodeURIComponent(id)}.json`;
    const query = { metadata: true, protocol: 'https' };
    // The service's shapes (schemas.ts) become the port's here.
    switch (type) {
      case 'i': {
        const raw = await http.find(call, path, { query, schema: RAW_SCHEMAS.i });
        return raw && toImage(raw);
      }
      case 's': {
        const raw = await http.find(call, path, { query, schema: RAW_SCHEMAS.s });
        return raw && toImageSet(raw);
      }
      case 'v': {
        const raw = await http.find(call, path, { query, schema: RAW_SCHEMAS.v });
        return raw && toVideo(raw, id);
      }
    }
  }

  return {
    name: 'amplience',
    aliases: config.aliases,

    // The service's own addresses stand in the answer; `base` only matters to the embedded service.
    metadata: (call, type, alias, id) => metadata(call, type, alias, id),

    async render(call, id, request: ImageRequest): Promise<RenderedImage | null> {
      const [picture, original] = await Promise.all([
        http.bytes(call, `/i/${encodeURIComponent(account)}/${encodeURIComponent(id)}`, {
          w: request.width,
          h: request.height,
          maxW: request.maxWidth,
          sm: request.scaleMode,
          fmt: request.format,
          qlt: request.quality,
          dpi: request.dpi,
          bg: background(request.background),
        }),
        metadata(call, 'i', account, id),
      ]);
      if (!picture || !original || !('isImage' in original)) return null;
      // The size the service rendered: the request's box at its density, as the embedded service computes it.
      const [width, height] = resolveSize([original.width, original.height], request);
      const density = request.dpi / 72;
      return {
        body: picture.body,
        contentType: picture.contentType,
        width: Math.min(MAX_SIDE, Math.round(width * density)),
        height: Math.min(MAX_SIDE, Math.round(height * density)),
      };
    },
  };
}
