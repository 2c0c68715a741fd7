import { useEffect, useRef, useState, type FormEvent } from 'react';
import { onVariant } from '../lib/variant-events';
import type { BotcheckWidget } from '../lib/botcheck';

export interface BackInStockProps {
  /** POST /{lang}/back-in-stock: a plain form, so it posts without JavaScript too. */
  action: string;
  /** Only on a page with a session. */
  csrfToken?: string | null;
  productId: number;
  /** The variants that are sold out in this store; the form shows for these only. */
  soldOut: number[];
  initialVariantId: number;
  /** The configured bot check (worker/render/botcheck.ts). */
  botcheck: BotcheckWidget;
  labels: {
    heading: string;
    intro: string;
    email: string;
    submit: string;
    working: string;
    failed: string;
    noscript: string;
  };
}

/**
 * "Email me when it's back" under the options of a product page. It follows the
 * chosen variant (the options panel announces it) and shows only for sold-out ones. The bot
 * check is solved when the shopper starts on the form (its solver is loaded then, not with
 * the page), and the form then posts as a plain form, whose answer page says what happened.
 */
export default function BackInStock(props: BackInStockProps) {
  const [variantId, setVariantId] = useState(props.initialVariantId);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const solving = useRef<Promise<string | null> | null>(null);
  const answer = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => onVariant(setVariantId), []);

  const solve = () => {
    solving.current ??= import('../lib/botcheck')
      .then(({ answer: answerBotcheck }) => answerBotcheck(props.botcheck, box.current))
      .then((solved) => {
        if (solved && answer.current) answer.current.value = solved;
        return solved;
      })
      .catch(() => null);
    return solving.current;
  };

  // Hydrated because the shopper came into the form: that focus came before React listened, so the check starts here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island hydrates
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) void solve();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (answer.current?.value) return;
    event.preventDefault();
    const form = event.currentTarget;
    setState('working');
    const solved = await solve();
    if (!solved) {
      // A used or failed challenge: the next try starts a new one.
      solving.current = null;
      setState('failed');
      return;
    }
    form.submit();
  };

  // Written only while the chosen variant is sold out: an in-stock one's page carries no hidden form
  // (the empty island wakes on the options panel's variant event and is given it again once hydrated,
  // so choosing a sold-out variant in place shows it).
  if (!props.soldOut.includes(variantId)) return null;
  const { labels } = props;
  return (
    <section className="back-in-stock" aria-labelledby="back-in-stock-heading">
      <h2 id="back-in-stock-heading" className="back-in-stock__heading">
        {labels.heading}
      </h2>
      <p className="back-in-stock__intro">{labels.intro}</p>
      <form
        ref={formRef}
        className="back-in-stock__form"
        method="post"
        action={props.action}
        onSubmit={submit}
        onFocus={() => void solve()}
      >
        {props.csrfToken != null ? <input type="hidden" name="csrf_token" value={props.csrfToken} /> : null}
        <input type="hidden" name="product_id" value={props.productId} />
        <input type="hidden" name="variant_id" value={variantId} />
        <input type="hidden" name="altcha" ref={answer} defaultValue="" />
        {props.botcheck.kind === 'turnstile' ? <div ref={box} className="botcheck__widget" /> : null}
        <label className="field__label" htmlFor="back-in-stock-email">
          {labels.email}
        </label>
        <div className="back-in-stock__row">
          <input id="back-in-stock-email" className="field__input" type="email" name="email" autoComplete="email" required />
          <button type="submit" className="button button--primary" disabled={state === 'working'}>
            {labels.submit}
          </button>
        </div>
        <p className="back-in-stock__status" role="status">
          {state === 'working' ? labels.working : state === 'failed' ? labels.failed : ''}
        </p>
        <noscript>
          <p className="field__hint">{labels.noscript}</p>
        </noscript>
      </form>
    </section>
  );
}
