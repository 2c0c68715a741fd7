/** Signs a body as a Standard Webhooks sender does (BigCommerce's HTTPS callbacks): the three headers. */
const encoder = new TextEncoder();

export async function signStandardWebhook(
  body: string,
  key: Uint8Array<ArrayBuffer>,
  { id = 'msg_test', timestamp = Math.floor(Date.now() / 1000) }: { id?: string; timestamp?: number } = {},
): Promise<Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>> {
  const hmac = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmac, encoder.encode(`${id}.${timestamp}.${body}`)));
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${btoa(String.fromCharCode(...mac))}` };
}
