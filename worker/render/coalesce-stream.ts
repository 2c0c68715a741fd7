/**
 * React's stream hands its bytes over in views of 4 KB, all that one flush produced queued at
 * once: a 60 KB page came out as 15 chunks, each read, written to the socket and awaited on
 * its own. This stream passes on, per read, every chunk that is already waiting, joined into
 * one; a chunk not yet there (a Suspense part) goes when it comes, so the page still streams.
 * Measured in docs/benchmarks.md ("A lighter render").
 */

/** What a read already settled answers in this turn; `WAITING` when the chunk is still to come. */
const WAITING = Symbol('waiting');

/** `source` with the chunks that are ready together passed on as one. */
export function coalesceReadyChunks(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  // A read that was still waiting when a joined chunk went out: the next pull starts with it.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const first = await (pending ?? reader.read());
      pending = null;
      if (first.done) {
        controller.close();
        return;
      }
      const parts = [first.value];
      let size = first.value.byteLength;
      let done = false;
      for (;;) {
        const next = reader.read();
        // A read of a queued chunk settles within a turn of the microtask queue (at once in Node,
        // one turn later in workerd), so it wins the race against `WAITING`.
        const ready = await Promise.race([next, turns(TURNS)]);
        if (ready === WAITING) {
          pending = next;
          // A failure while no one pulls is taken up by the next pull, not left unhandled.
          next.catch(() => {});
          break;
        }
        if (ready.done) {
          done = true;
          break;
        }
        parts.push(ready.value);
        size += ready.value.byteLength;
      }
      controller.enqueue(parts.length === 1 ? parts[0] : join(parts, size));
      if (done) controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** Turns of the microtask queue a waiting chunk is given: one more than workerd needs. */
const TURNS = 2;

function turns(n: number): Promise<typeof WAITING> {
  return n === 0 ? Promise.resolve(WAITING) : Promise.resolve().then(() => turns(n - 1));
}

function join(parts: Uint8Array[], size: number): Uint8Array {
  const joined = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.byteLength;
  }
  return joined;
}
