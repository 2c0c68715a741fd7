/** One order in full (lines, totals, shipments, address): the order page and the order-status look-up show it. */
import { useT } from '../../components/page-context';

export interface OrderDetail {
  id: number;
  date: string;
  status: string;
  lines: { name: string; options: string; quantity: number; price: string; total: string }[];
  subtotal: string;
  shipping: string;
  tax: string;
  total: string;
  shipments: string[];
  shipTo: string[];
}

export function OrderView({ order }: { order: OrderDetail }) {
  const t = useT();
  return (
    <>
      <dl className="account-order__facts">
        <dt>{t('account.order.date')}</dt>
        <dd>{order.date}</dd>
        <dt>{t('account.order.status')}</dt>
        <dd>{order.status}</dd>
      </dl>
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">{t('account.order.product')}</th>
            <th scope="col">{t('account.order.quantity')}</th>
            <th scope="col">{t('account.order.price')}</th>
            <th scope="col">{t('account.order.total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={i}>
              <td>
                {line.name}
                {line.options ? (
                  <>
                    <br />
                    <small>{line.options}</small>
                  </>
                ) : null}
              </td>
              <td>{line.quantity}</td>
              <td>{line.price}</td>
              <td>{line.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('account.order.subtotal')}
            </th>
            <td>{order.subtotal}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('account.order.shipping')}
            </th>
            <td>{order.shipping}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('account.order.tax')}
            </th>
            <td>{order.tax}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('account.order.total')}
            </th>
            <td>
              <strong>{order.total}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <h2>{t('account.order.shipments')}</h2>
      {order.shipments.length ? (
        <ul>
          {order.shipments.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      ) : (
        <p>{t('account.order.noShipments')}</p>
      )}
      {order.shipTo.length ? (
        <>
          <h2>{t('account.order.shipTo')}</h2>
          <address>
            {order.shipTo.map((line, i) => (
              <span key={i}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </>
      ) : null}
    </>
  );
}
