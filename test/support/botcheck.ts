/**
 * An ALTCHA v1 challenge answered as the widget answers it: the base64 JSON payload of field
 * `altcha`. Shared by the worker tests (inside workerd) and the end-to-end tests (in Node),
 * which fetch the challenge each their own way.
 */
import { solveChallenge } from 'altcha-lib/v1';

export interface BotcheckChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export async function answerChallenge(challenge: BotcheckChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
}
