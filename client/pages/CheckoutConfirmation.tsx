/**
 * `/{lang}/checkout/confirmation/{id}` and the checkout's message page (nothing to
 * check out, the cart gone, the platform down). The server resolves every label and amount.
 */
import type { DataLayerEvent } from '../../shared/analytics';
import { DataLayerScript } from '../components/DataLayerScript';
import { CheckoutSummary, type SummaryView } from '../components/CheckoutSummary';

export interface ConfirmationProps {
  title: string;
  number: string;
  mail: string;
  paid: string;
  shipTo: { label: string; lines: string[] };
  summary: SummaryView;
  summaryTitle: string;
  links: { href: string; label: string }[];
  events: DataLayerEvent[];
}

export function CheckoutConfirmation(props: ConfirmationProps) {
  return (
    <div className="cart-page checkout-confirmation">
      <h1>{props.title}</h1>
      <p className="checkout-confirmation__number">
        <strong>{props.number}</strong>
      </p>
      <p>{props.mail}</p>
      <p>{props.paid}</p>
      <div className="cart__body">
        <section aria-label={props.shipTo.label}>
          <h2>{props.shipTo.label}</h2>
          <address>
            {props.shipTo.lines.map((l) => (
              <span key={l}>
                {l}
                <br />
              </span>
            ))}
          </address>
          <p className="checkout-page__links">
            {props.links.map((l) => (
              <a key={l.href} className="button" href={l.href}>
                {l.label}
              </a>
            ))}
          </p>
        </section>
        <CheckoutSummary title={props.summaryTitle} summary={props.summary} />
      </div>
      <DataLayerScript events={props.events} />
    </div>
  );
}

export function CheckoutMessage({ title, text, link }: { title: string; text: string; link: { href: string; label: string } }) {
  return (
    <div className="cart-page checkout-flow">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a className="button button--primary" href={link.href}>
          {link.label}
        </a>
      </p>
    </div>
  );
}
