import { useEffect, useRef, useState } from 'react';
import { answer as answerBotcheck, type BotcheckWidget } from '../lib/botcheck';

export interface BotcheckProps {
  /** The configured adapter's widget: ALTCHA's challenge path, or Turnstile's site key, action and script. */
  widget: BotcheckWidget;
  labels: { working: string; done: string; failed: string; retry: string; noscript: string };
}

/**
 * The bot check of a protected form: fetches an ALTCHA challenge, solves it in the page
 * with Web Crypto and puts the answer in hidden field `altcha`. The badge stays quiet
 * (spec §9 "bot-check badge auto-hidden"): one short status line for screen readers. Without
 * JavaScript the field stays empty and the note says the form needs JavaScript. A challenge
 * that cannot be had is tried again a few times (client/lib/botcheck.ts); after that the
 * shopper gets a button to run the check again, so the filled form need not be reloaded.
 */
export default function Botcheck({ widget, labels }: BotcheckProps) {
  const [answer, setAnswer] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  // Bumped by the retry button: runs the check again.
  const [run, setRun] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` is the retry button's trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState('working');
    answerBotcheck(widget, box.current, controller.signal)
      .then((solved) => {
        if (controller.signal.aborted) return;
        if (solved) {
          setAnswer(solved);
          setState('done');
        } else setState('failed');
      })
      .catch(() => !controller.signal.aborted && setState('failed'));
    return () => controller.abort();
  }, [widget, run]);
  return (
    <div className="botcheck" data-botcheck={widget.kind}>
      {/* Turnstile draws its challenge here; ALTCHA needs no box. */}
      {widget.kind === 'turnstile' ? <div ref={box} className="botcheck__widget" data-sitekey={widget.siteKey} /> : null}
      <input type="hidden" name="altcha" value={answer} />
      <p className="botcheck__status visually-hidden" role="status">
        {state === 'idle' ? '' : labels[state]}
      </p>
      {state === 'failed' ? (
        <p className="field__error botcheck__failed" role="alert">
          {labels.failed}{' '}
          <button type="button" className="button button--secondary botcheck__retry" onClick={() => setRun((n) => n + 1)}>
            {labels.retry}
          </button>
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
