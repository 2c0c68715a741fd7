/**
 * The fake service's Amplience Dynamic Media routes: metadata JSON for images, sets and
 * videos in the shapes Amplience's own SDK recorded (fixtures/vendor/amplience/; images as
 * fixtures/amplience/image.json, videos and mixed sets built by amplience-recorded.ts from
 * the vendored recordings), and transformed pictures, for the library the embedded image
 * service knows.
 */
import { requestCalls } from '../../worker/ports/context';
import { IMAGE_FORMATS, type ImageFormat, type MediaType } from '../../worker/ports/media/types';
import type { FakeAnswer, FakeRoute } from './fake-service';
import { testMedia } from '../support/data';
import { MIXED_SETS, mixedSetAnswer, videoAnswer, type MixedSetId } from './amplience-recorded';
import notFound from './fixtures/amplience/not-found.json';

/** The library the embedded image service draws from (the shipped documents, in memory). */
const library = testMedia();
const missing: FakeAnswer = { status: 404, json: notFound };

/** Amplience's `bg=rgb(r,g,b)` → `#rrggbb`; none means transparent. */
function colour(bg: string | null): string {
  const rgb = bg && /^rgb\((\d+),(\d+),(\d+)\)$/.exec(bg);
  return rgb
    ? `#${rgb
        .slice(1)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`
    : 'none';
}

export function amplienceRoutes(aliases: readonly string[], host: () => string): FakeRoute[] {
  return [
    {
      path: '/:type/:alias/:file',
      handler: async ({ params, query }) => {
        const type = params.type as MediaType;
        if (!['i', 's', 'v'].includes(type) || !aliases.includes(params.alias!)) return missing;
        const file = params.file!;
        if (file.endsWith('.json')) {
          const id = file.slice(0, -'.json'.length);
          const where = { host: host(), alias: params.alias! };
          if (type === 's' && id in MIXED_SETS) return { json: mixedSetAnswer(where, id as MixedSetId) };
          const meta = await library.metadata(requestCalls(), type, params.alias!, id, host());
          if (!meta) return missing;
          if ('isImage' in meta)
            return {
              json: {
                isImage: true,
                alpha: meta.alpha,
                width: meta.width,
                height: meta.height,
                format: meta.format,
                status: 'ok',
                name: meta.name,
                url: meta.url,
              },
            };
          if ('type' in meta) {
            const poster = meta.poster.src.split('/').pop()!;
            return { json: videoAnswer(where, id, poster, query.get('protocol') === 'https' ? 'https' : 'http') };
          }
          return { json: meta };
        }
        if (type !== 'i') return missing;
        const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
        const fmt = query.get('fmt') ?? 'auto';
        const image = await library.render(requestCalls(), file, {
          width: number('w'),
          height: number('h'),
          maxWidth: number('maxW'),
          scaleMode: query.get('sm') === 'c' ? 'c' : 'aspect',
          format: (IMAGE_FORMATS as readonly string[]).includes(fmt) ? (fmt as ImageFormat) : 'auto',
          quality: number('qlt') ?? 90,
          dpi: number('dpi') ?? 72,
          background: colour(query.get('bg')),
        });
        return image
          ? { raw: image.body, headers: { 'content-type': image.contentType, 'cache-control': 'public, max-age=31536000' } }
          : missing;
      },
    },
  ];
}
