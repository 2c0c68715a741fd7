/** /account/orders/{id}: one order of the customer. */
import { useT } from '../../components/page-context';
import { AccountNav, type AccountLinks } from './shared';
import { OrderView, type OrderDetail } from './OrderView';

export function OrderPage({ order, links }: { order: OrderDetail; links: AccountLinks }) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{t('account.order.number').replace('{id}', String(order.id))}</h1>
      <AccountNav links={links} current="orders" />
      <OrderView order={order} />
      <p>
        <a href={links.orders}>{t('account.order.back')}</a>
      </p>
    </div>
  );
}
