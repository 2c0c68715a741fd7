import { createExecutionContext, type env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../../worker/app';

/** Requests to the app as a deploy with `config` (another env: production vars, a missing secret) would answer them. */
export const servedWith =
  (config: typeof env) =>
  async (url: string, init: RequestInit): Promise<Response> => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(url, init), config, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
