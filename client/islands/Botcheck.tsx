import { useEffect, useState } from 'react';
import { fetchAndSolve } from '../lib/botcheck';

export interface BotcheckProps {
  /** `GET /api/botcheck/challenge` (ALTCHA); Turnstile pages would name a site key instead. */
  challengeUrl: string;
  labels: { working: string; done: string; failed: string; noscript: string };
}

/**
 * The bot check of a protected form: fetches an ALTCHA challenge, solves it in the page
 * with Web Crypto and puts the answer in hidden field `altcha`. The badge stays quiet
 * (spec §9 "bot-check badge auto-hidden"): one short status line for screen readers. Without
 * JavaScript the field stays empty and the note says the form needs JavaScript.
 */
export default function Botcheck({ challengeUrl, labels }: BotcheckProps) {
  const [answer, setAnswer] = useState('');
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  useEffect(() => {
    const controller = new AbortController();
    setState('working');
    fetchAndSolve(challengeUrl, controller.signal)
      .then((solved) => {
        if (controller.signal.aborted) return;
        if (solved) {
          setAnswer(solved);
          setState('done');
        } else setState('failed');
      })
      .catch(() => !controller.signal.aborted && setState('failed'));
    return () => controller.abort();
  }, [challengeUrl]);
  return (
    <div className="botcheck">
      <input type="hidden" name="altcha" value={answer} />
      <p className="botcheck__status visually-hidden" role="status">
        {state === 'idle' ? '' : labels[state]}
      </p>
      {state === 'failed' ? (
        <p className="field__error" role="alert">
          {labels.failed}
        </p>
      ) : null}
      {state === 'idle' ? (
        <noscript>
          <p className="field__hint">{labels.noscript}</p>
        </noscript>
      ) : null}
    </div>
  );
}
