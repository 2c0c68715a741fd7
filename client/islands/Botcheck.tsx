import { useEffect, useRef, useState } from 'react';
import { answer as answerBotcheck, type BotcheckWidget } from '../lib/botcheck';

export interface BotcheckProps {
  /** The configured adapter's widget: ALTCHA's challenge path, or Turnstile's site key, action and script. */
  widget: BotcheckWidget;
  labels: { working: string; done: string; failed: string; noscript: string };
}

/**
 * The bot check of a protected form: fetches an ALTCHA challenge, solves it in the page
 * with Web Crypto and puts the answer in hidden field `altcha`. The badge stays quiet
 * (spec §9 "bot-check badge auto-hidden"): one short status line for screen readers. Without
 * JavaScript the field stays empty and the note says the form needs JavaScript.
 */
export default function Botcheck({ widget, labels }: BotcheckProps) {
  const [answer, setAnswer] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
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
  }, [widget]);
  return (
    <div className="botcheck" data-botcheck={widget.kind}>
      {/* Turnstile draws its challenge here; ALTCHA needs no box. */}
      {widget.kind === 'turnstile' ? <div ref={box} className="botcheck__widget" data-sitekey={widget.siteKey} /> : null}
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
