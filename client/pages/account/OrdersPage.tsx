/** /account/orders: every order of the customer. */
import { AccountNav, type AccountLinks } from './shared';
import { OrdersTable, type OrderRow } from './OrdersTable';

export function OrdersPage({ title, orders, links }: { title: string; orders: OrderRow[]; links: AccountLinks }) {
  return (
    <div className="account-page">
      <h1>{title}</h1>
      <AccountNav links={links} current="orders" />
      <OrdersTable orders={orders} />
    </div>
  );
}
