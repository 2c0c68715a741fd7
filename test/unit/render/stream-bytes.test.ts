import { describe, expect, it } from 'vitest';
import { coalesceReadyChunks } from '../../../worker/render/coalesce-stream';
import { settledForReact } from '../../../worker/render/page-blocks';
import reactUtil, { ShortAsciiTextEncoder, TextEncoder as AliasedTextEncoder } from '../../../worker/render/react-util';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array) => new TextDecoder().decode(chunk);

async function reads(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(text(value));
  }
}

describe('coalesceReadyChunks', () => {
  it('passes the chunks queued together on as one, in order', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html>', '<body>', 'a'.repeat(4096), '</body></html>']) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    expect(await reads(coalesceReadyChunks(source))).toEqual([`<html><body>${'a'.repeat(4096)}</body></html>`]);
  });

  it('sends what is ready at once and a part that comes later on its own, so the page still streams', async () => {
    let later!: ReadableStreamDefaultController<Uint8Array>;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        later = controller;
        controller.enqueue(bytes('<p>shell</p>'));
        controller.enqueue(bytes('<p>fallback</p>'));
      },
    });
    const reader = coalesceReadyChunks(source).getReader();
    expect(text((await reader.read()).value!)).toBe('<p>shell</p><p>fallback</p>');
    // The next read waits for the streamed part: nothing is held back until the end.
    const next = reader.read();
    later.enqueue(bytes('<p>streamed part</p>'));
    expect(text((await next).value!)).toBe('<p>streamed part</p>');
    later.close();
    expect((await reader.read()).done).toBe(true);
  });

  it('hands one waiting chunk over as it is, without a copy', async () => {
    const only = bytes('<p>one</p>');
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(only);
        controller.close();
      },
    });
    const reader = coalesceReadyChunks(source).getReader();
    expect((await reader.read()).value).toBe(only);
    expect((await reader.read()).done).toBe(true);
  });

  it('cancels the source when the reader goes away (an aborted request stops the render)', async () => {
    let reason: unknown = null;
    const source = new ReadableStream<Uint8Array>({
      pull() {},
      cancel(why) {
        reason = why;
      },
    });
    await coalesceReadyChunks(source).cancel('client gone');
    expect(reason).toBe('client gone');
  });

  it('passes an error of the source on', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error('render failed'));
      },
    });
    await expect(reads(coalesceReadyChunks(source))).rejects.toThrow('render failed');
  });
});

describe("React's TextEncoder (worker/render/react-util.ts)", () => {
  const native = new TextEncoder();
  const fast = new ShortAsciiTextEncoder();
  // Each row: the string, and the room left in React's view.
  const rows: [string, string, number][] = [
    ['ASCII', 'class="card__title"', 64],
    ['empty', '', 8],
    ['exactly the room', 'abcd', 4],
    ['more than the room', '<a href="/en-us/p/aurora-classic">', 10],
    ['German', 'Passende Produkte für Größe', 64],
    ['Japanese', 'クラシックスキー', 64],
    ['Japanese, little room', 'クラシックスキー', 7],
    ['an emoji (a surrogate pair)', 'Ski ⛷️ and 🎿!', 64],
    ['a surrogate pair cut by the room', 'ab🎿', 4],
    ['a lone surrogate', 'x\ud800y', 16],
    ['long ASCII', 'x'.repeat(500), 1024],
    ['long, cut', 'y'.repeat(500), 100],
  ];

  it.each(rows)('%s: the same bytes, read and written counts as the native encoder', (_name, source, room) => {
    const a = new Uint8Array(room + 4).fill(0xee);
    const b = new Uint8Array(room + 4).fill(0xee);
    // React writes into the view after what it has written: a subarray, as here.
    const expected = native.encodeInto(source, a.subarray(2, 2 + room));
    const got = fast.encodeInto(source, b.subarray(2, 2 + room));
    expect(got).toEqual(expected);
    expect([...b]).toEqual([...a]);
    expect([...fast.encode(source)]).toEqual([...native.encode(source)]);
  });

  it("is what React's require('util') finds, named and as the default, with util's other members", () => {
    expect(AliasedTextEncoder).toBe(ShortAsciiTextEncoder);
    expect(reactUtil.TextEncoder).toBe(ShortAsciiTextEncoder);
    expect(typeof reactUtil.inspect).toBe('function');
    expect(new AliasedTextEncoder().encoding).toBe('utf-8');
  });
});

describe('settledForReact', () => {
  it("carries its value, once settled, where React's use() reads it without suspending", async () => {
    const promise = settledForReact(Promise.resolve(['card']));
    expect((promise as Promise<string[]> & { status?: string }).status).toBeUndefined();
    await promise;
    await Promise.resolve();
    expect(promise).toMatchObject({ status: 'fulfilled', value: ['card'] });
  });

  it('marks a failure as React reads one, and leaves no unhandled rejection of its own', async () => {
    const promise = settledForReact(Promise.reject(new Error('grid unavailable')));
    await expect(promise).rejects.toThrow('grid unavailable');
    await Promise.resolve();
    expect(promise).toMatchObject({ status: 'rejected', reason: new Error('grid unavailable') });
  });

  it('leaves a promise that is still on its way unmarked', async () => {
    const promise = settledForReact(new Promise<string>(() => {}));
    await Promise.resolve();
    expect((promise as Promise<string> & { status?: string }).status).toBeUndefined();
  });
});
