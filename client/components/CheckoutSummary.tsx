/** The order summary beside the checkout form and on the confirmation: lines, totals, the VAT note; every text comes formatted. */

export interface SummaryView {
  lines: { key: string; name: string; detail: string; total: string }[];
  rows: { label: string; value: string; strong?: boolean }[];
  note: string | null;
}

export function CheckoutSummary({ summary }: { summary: SummaryView }) {
  return (
    <>
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
    </>
  );
}
