/**
 * The pro spend tracker on /{lang}/pro for a signed-in pro: the pro year's spend
 * against the limit as a labelled progress bar, what is left, the pro status's end, the
 * pricing group and the employee badge. Rendered on the server; it needs no script.
 */
export interface ProTrackerView {
  title: string;
  /** The bar's accessible name. */
  progressLabel: string;
  /** 0–100. */
  percent: number;
  /** e.g. '$525.00 of $3,000.00 spent'. */
  spent: string;
  /** What is left, or that the limit is reached. */
  left: string;
  period: string | null;
  expires: string | null;
  group: string | null;
  code: string;
  employee: string | null;
  /** Shown instead of the figures when the spend could not be read. */
  unavailable: string | null;
  note: string | null;
  action: { href: string; label: string } | null;
}

export function ProTracker({ view }: { view: ProTrackerView }) {
  return (
    <section className="pro-tracker" aria-labelledby="pro-tracker-title">
      <h2 id="pro-tracker-title">
        {view.title}
        {view.employee ? <span className="pro-badge pro-badge--employee">{view.employee}</span> : null}
      </h2>
      {view.unavailable ? (
        <p className="pro-tracker__unavailable" role="status">
          {view.unavailable}
        </p>
      ) : (
        <>
          <p className="pro-tracker__figure" id="pro-tracker-spent">
            {view.spent}
          </p>
          <progress
            className="pro-tracker__bar"
            max={100}
            value={view.percent}
            aria-label={view.progressLabel}
            aria-describedby="pro-tracker-spent"
            data-percent={view.percent}
          >
            {view.percent}%
          </progress>
          <p className="pro-tracker__left">{view.left}</p>
        </>
      )}
      <ul className="pro-tracker__facts">
        {[view.period, view.expires, view.group, view.code]
          .filter((fact): fact is string => Boolean(fact))
          .map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
      </ul>
      {view.note ? <p className="pro-tracker__note">{view.note}</p> : null}
      {view.action ? (
        <p>
          <a className="button" href={view.action.href}>
            {view.action.label}
          </a>
        </p>
      ) : null}
    </section>
  );
}
