/** The order summary aside the checkout form and the confirmation: its title, lines, totals, the VAT note; every text comes formatted. */

export interface SummaryView {
  lines: { key: string; name: string; detail: string; total: string }[];
  rows: { label: string; value: string; strong?: boolean }[];
  note: string | null;
}

export function CheckoutSummary({ title, summary }: { title: string; summary: SummaryView }) {
  return (
    <aside className="cart__aside checkout-summary" aria-label={title}>
      <h2>{title}</h2>
      <ul className="checkout-summary__lines">
        {summary.lines.map((l) => (
          <li key={l.key}>
            <span>
              {l.name}
              <br />
              <small>{l.detail}</small>
            </span>
            <span>{l.total}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__rows">
        {summary.rows.map((r) => (
          <div key={r.label} className={r.strong ? 'checkout-summary__total' : undefined}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      {summary.note ? <p className="checkout-summary__note">{summary.note}</p> : null}
    </aside>
  );
}
