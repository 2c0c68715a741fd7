/** Shared by the account tests: a solved bot check, a signed-up shopper, a signed-in session. */
import { answerChallenge, type BotcheckChallenge } from '../../support/botcheck';
import { env } from 'cloudflare:workers';
import { Client } from '../cart/cart-support';

let serial = 0;
export const uniqueEmail = (name = 'skier') => `${name}.${Date.now().toString(36)}.${serial++}@example.test`;
export const PASSWORD = 'Wax the skis 2026';

/** Fetches a challenge from the Worker and solves it as the ALTCHA widget does: the base64 JSON payload of field `altcha`. */
export async function solvedBotcheck(client: Client): Promise<string> {
  return answerChallenge((await (await client.fetch('/api/botcheck/challenge')).json()) as BotcheckChallenge);
}

export interface SignedUp {
  client: Client;
  id: number;
  email: string;
}

/** A new account created through the API, signed in on its own client. */
export async function signedUp(name = 'skier', defaults: { region?: string; country?: string } = {}): Promise<SignedUp> {
  const client = new Client(defaults);
  await client.session();
  const email = uniqueEmail(name);
  const res = await client.api('POST', '/customers/create', {
    email,
    password: PASSWORD,
    firstName: 'Ingrid',
    lastName: 'Berg',
    altcha: await solvedBotcheck(client),
  });
  if (res.status !== 201) throw new Error(`create → ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { customer: { id: number }; csrfToken: string } };
  client.token = body.data.csrfToken;
  return { client, id: body.data.customer.id, email };
}

export const db = () => env.COMMERCE_DB;
export const countCustomers = async () =>
  Number((await db().prepare('SELECT COUNT(*) AS n FROM customers').first<{ n: number }>())?.n ?? 0);

export interface ErrorBody {
  error: { code: string; message: string; issues: { path: string; message: string }[] };
}
/** The error code of an /api answer (the body stays readable). */
export const code = async (res: Response) => ((await res.clone().json()) as ErrorBody).error.code;
/** A US address the account's address book accepts. */
export const ADDRESS = {
  first_name: 'Ingrid',
  last_name: 'Berg',
  address1: '1600 Pennsylvania Ave',
  city: 'Denver',
  state_or_province: 'CO',
  postal_code: '80202',
  country_code: 'us',
  phone: '+1 303 555 0100',
};

/** Asks a password reset for `email` as a visitor would, and answers the token of the mail it sends. */
export async function mailedResetToken(visitor: Client, email: string): Promise<string> {
  const requested = await visitor.api('POST', '/customers/password-reset', { email, altcha: await solvedBotcheck(visitor) });
  if (requested.status !== 202) throw new Error(`password-reset → ${requested.status} ${await requested.text()}`);
  const mail = await env.COMMERCE_DB.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC')
    .bind(email)
    .first<{ body: string }>();
  return /token=([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
}
