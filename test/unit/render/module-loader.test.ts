import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_WAIT_MS, moduleLoaderScript, moduleQueue, queueModules } from '../../../worker/render/module-loader';

describe('module queue', () => {
  it("starts with the entry's imports and adds each island chunk once, in order", () => {
    const queue = moduleQueue(['/assets/chunk-A.js', '/assets/chunk-B.js']);
    queueModules(queue, ['/assets/MobileMenu-X.js', '/assets/chunk-A.js']);
    queueModules(queue, ['/assets/MiniCart-Y.js', '/assets/chunk-B.js', '/assets/chunk-C.js']);
    expect(queue.hrefs).toEqual([
      '/assets/chunk-A.js',
      '/assets/chunk-B.js',
      '/assets/MobileMenu-X.js',
      '/assets/MiniCart-Y.js',
      '/assets/chunk-C.js',
    ]);
    expect(queue.written).toBe(false);
  });
});

/**
 * A document just large enough for the loader: its ready state, the comments React leaves
 * around Suspense boundaries, images by fetchpriority, and what is appended to the head.
 */
function fakeDocument(
  images: { complete: boolean }[],
  { visibilityState = 'visible', readyState = 'interactive', comments = [] as string[] } = {},
) {
  const appended: Record<string, string>[] = [];
  const listeners = images.map(() => new Map<string, () => void>());
  const imgs = images.map((image, i) => ({
    ...image,
    addEventListener: (type: string, listener: () => void) => listeners[i]!.set(type, listener),
  }));
  const documentListeners = new Map<string, () => void>();
  const document = {
    visibilityState,
    readyState,
    body: {},
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
    createTreeWalker: (_root: unknown, whatToShow: number) => {
      expect(whatToShow).toBe(128); // NodeFilter.SHOW_COMMENT
      const nodes = comments.map((data) => ({ data }));
      return { nextNode: () => nodes.shift() ?? null };
    },
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority=high]' ? imgs : []),
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { append: (element: Record<string, string>) => appended.push({ ...element }) },
  };
  return {
    appended,
    comments,
    document,
    fire: (i: number, type: string) => listeners[i]!.get(type)?.(),
    parsed: () => {
      document.readyState = 'interactive';
      documentListeners.get('DOMContentLoaded')?.();
    },
  };
}

const run = (script: string, document: unknown) =>
  new Function('document', 'requestAnimationFrame', script)(document, (f: () => void) => setTimeout(f, 16));

describe('module loader script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const script = moduleLoaderScript('/assets/entry-E.js', ['/assets/chunk-A.js', '/assets/Gallery-G.js']);

  it('spells the start and end the module URLs share once, and loads each one by its whole URL', async () => {
    const built = moduleLoaderScript('/assets/entry-E.js', ['/assets/chunk-A.js', '/assets/chunk-B.js', '/assets/Gallery-G.js']);
    expect(built.match(/\/assets\//g)).toHaveLength(1);
    expect(built.match(/\.js/g)).toHaveLength(1);
    expect(built).toContain('"chunk-A","chunk-B","Gallery-G"');
    const mixed = moduleLoaderScript('/assets/entry-E.js', ['/other/chunk-A.js', '/assets/chunk-B.mjs']);
    const dotted = moduleLoaderScript('/v1.2/entry.js', []);
    expect(dotted).toContain('("/v1.2/",".js","entry",[]');
    const cdn = moduleLoaderScript('https://cdn.example.com/a/entry-E.js', ['https://cdn.example.com/a/chunk-A.js']);
    const bare = moduleLoaderScript('entry', ['chunk']);
    for (const [script, urls] of [
      [built, ['/assets/chunk-A.js', '/assets/chunk-B.js', '/assets/Gallery-G.js', '/assets/entry-E.js']],
      [mixed, ['/other/chunk-A.js', '/assets/chunk-B.mjs', '/assets/entry-E.js']],
      [dotted, ['/v1.2/entry.js']],
      [cdn, ['https://cdn.example.com/a/chunk-A.js', 'https://cdn.example.com/a/entry-E.js']],
      [bare, ['chunk', 'entry']],
    ] as const) {
      const page = fakeDocument([]);
      run(script, page.document);
      await vi.advanceTimersByTimeAsync(50);
      expect(page.appended.map((e) => e.href ?? e.src)).toEqual(urls);
    }
  });

  it('cannot close its script element', () => {
    expect(moduleLoaderScript('/assets/entry.js', ['</script><script>alert(1)</script>'])).not.toContain('</script>');
  });

  it('modulepreloads the chunks, then loads the entry as a module, after a painted frame', async () => {
    const page = fakeDocument([{ complete: true }]);
    run(script, page.document);
    await vi.advanceTimersByTimeAsync(0);
    expect(page.appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(page.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/chunk-A.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/Gallery-G.js' },
      { tag: 'script', type: 'module', src: '/assets/entry-E.js' },
    ]);
  });

  it('waits for the high-priority picture to load or fail', async () => {
    const page = fakeDocument([{ complete: false }, { complete: false }]);
    run(script, page.document);
    await vi.advanceTimersByTimeAsync(100);
    expect(page.appended).toEqual([]);
    page.fire(0, 'load');
    await vi.advanceTimersByTimeAsync(100);
    expect(page.appended).toEqual([]);
    page.fire(1, 'error');
    await vi.advanceTimersByTimeAsync(100);
    expect(page.appended.map((e) => e.tag)).toEqual(['link', 'link', 'script']);
  });

  it('loads the scripts anyway when the picture never arrives', async () => {
    const page = fakeDocument([{ complete: false }]);
    run(script, page.document);
    await vi.advanceTimersByTimeAsync(LOADER_WAIT_MS - 1);
    expect(page.appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(page.appended.map((e) => e.tag)).toEqual(['link', 'link', 'script']);
  });

  it('waits until the document is parsed and React has revealed every streamed part', async () => {
    const page = fakeDocument([], { readyState: 'loading', comments: ['$', '/$', '$?', '/$'] });
    run(script, page.document);
    await vi.advanceTimersByTimeAsync(200);
    expect(page.appended).toEqual([]);
    page.parsed();
    // The streamed part has arrived and waits for its batched reveal.
    page.comments.splice(0, 4, '$', '/$', '$~', '/$');
    await vi.advanceTimersByTimeAsync(200);
    expect(page.appended).toEqual([]);
    page.comments.splice(0, 4, '$', '/$', '$', '/$');
    await vi.advanceTimersByTimeAsync(100);
    expect(page.appended.map((e) => e.tag)).toEqual(['link', 'link', 'script']);
  });

  it('loads at once in a tab in the background, where no frame is painted', () => {
    const page = fakeDocument([{ complete: false }], { visibilityState: 'hidden' });
    run(script, page.document);
    expect(page.appended.map((e) => e.tag)).toEqual(['link', 'link', 'script']);
  });
});
