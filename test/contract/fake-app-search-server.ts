/** Serves a fetch handler (the fake App Search) on loopback for Node tests and the sync's CLI test. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  /** `http://127.0.0.1:{port}` */
  readonly url: string;
  close(): Promise<void>;
}

/** On `port` (0: any free one). */
export async function serve(handle: (request: Request) => Promise<Response>, port = 0): Promise<Served> {
  const server = createServer(async (req, res) => {
    res.on('error', () => {});
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const response = await handle(new Request(`http://127.0.0.1${req.url ?? '/'}`, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
