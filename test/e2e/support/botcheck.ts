import { answerChallenge, type BotcheckChallenge } from '../../support/botcheck';
import { baseURL } from './browser';

/**
 * An ALTCHA answer solved outside the page, as any ALTCHA client would: fetches a challenge
 * from the Worker and answers the base64 JSON payload of field `altcha`. For a browser with
 * JavaScript off, which cannot run the widget, and for accounts a test makes through the API.
 */
export async function solvedOutside(): Promise<string> {
  return answerChallenge((await (await fetch(`${baseURL()}/api/botcheck/challenge`)).json()) as BotcheckChallenge);
}

/** Creates an account through the JSON API (session, CSRF token, solved bot check); answers its id. */
export async function accountViaApi(account: { email: string; password: string; firstName: string; lastName: string }): Promise<number> {
  const origin = baseURL();
  const session = await fetch(`${origin}/api/session`);
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { data } = (await session.json()) as { data: { csrfToken: string } };
  const res = await fetch(`${origin}/api/customers/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'csrf-token': data.csrfToken, cookie, origin },
    body: JSON.stringify({ ...account, altcha: await solvedOutside() }),
  });
  if (res.status !== 201) throw new Error(`create → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { customer: { id: number } } }).data.customer.id;
}
