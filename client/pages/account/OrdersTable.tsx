/** The orders table of the dashboard and /account/orders. */
import { useT } from '../../components/page-context';

export interface OrderRow {
  id: number;
  href: string;
  date: string;
  status: string;
  items: number;
  total: string;
}

export function OrdersTable({ orders }: { orders: OrderRow[] }) {
  const t = useT();
  if (orders.length === 0) return <p>{t('account.orders.empty')}</p>;
  return (
    <table className="account-table">
      <thead>
        <tr>
          <th scope="col">{t('account.orderStatus.number')}</th>
          <th scope="col">{t('account.order.date')}</th>
          <th scope="col">{t('account.order.status')}</th>
          <th scope="col">{t('account.order.items')}</th>
          <th scope="col">{t('account.order.total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td>
              <a href={o.href} aria-label={t('account.order.view').replace('{id}', String(o.id))}>
                {o.id}
              </a>
            </td>
            <td>{o.date}</td>
            <td>{o.status}</td>
            <td>{o.items}</td>
            <td>{o.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
