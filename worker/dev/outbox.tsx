/**
 * `/dev/outbox`: the embedded email adapter's outbox (password-reset mails) as a
 * plain page, only when ENVIRONMENT=development (`npm start`); 404 everywhere else.
 */
import { Hono } from 'hono';
import { renderToReadableStream } from 'react-dom/server.node';
import type { AppEnv } from '../edge/app-env';
import { readOutbox } from '../ports/email/outbox';
import { NO_STORE } from '../rules/cache-control';

export const devOutbox = new Hono<AppEnv>().get('/dev/outbox', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  const mails = await readOutbox(c.env.COMMERCE_DB);
  const nonce = c.get('nonce');
  // Links are written out in the mails; make them clickable here, nothing else.
  const linked = (text: string) =>
    text.split(/(https?:\/\/\S+)/g).map((part, i) =>
      i % 2 ? (
        <a key={i} href={part}>
          {part}
        </a>
      ) : (
        part
      ),
    );
  const stream = await renderToReadableStream(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Outbox (development)</title>
        <style nonce={nonce}>
          {
            'body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}'
          }
        </style>
      </head>
      <body>
        <h1>Outbox (development only)</h1>
        <p>Mail the shop would have sent, newest first ({mails.length}).</p>
        {mails.map((mail) => (
          <article key={mail.id}>
            <h2>{mail.subject}</h2>
            <p>
              To: {mail.to} · {mail.sentAt}
            </p>
            <pre>{linked(mail.text)}</pre>
          </article>
        ))}
      </body>
    </html>,
    { nonce },
  );
  await stream.allReady;
  return new Response(stream, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': NO_STORE } });
});
