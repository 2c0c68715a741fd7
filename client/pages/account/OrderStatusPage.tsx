/** /account/order-status: a guest looks an order up by number and email. */
import { useT } from '../../components/page-context';
import { Field, FormNotice } from '../../components/AccountForm';
import { EmailField, SubmitButton, type FormPage } from './shared';
import { OrderView, type OrderDetail } from './OrderView';

export function OrderStatusPage({ page, action, order }: { page: FormPage; action: string; order: OrderDetail | null }) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <p>{t('account.orderStatus.intro')}</p>
      <FormNotice notice={page.notice} />
      <form className="account-form" method="get" action={action} noValidate>
        <Field
          idPrefix="status"
          name="order"
          label={t('account.orderStatus.number')}
          required
          value={page.values.order}
          errors={page.errors}
        />
        <EmailField idPrefix="status" page={page} />
        <SubmitButton label={t('account.orderStatus.submit')} />
      </form>
      {order ? (
        <section aria-label={t('account.order.number').replace('{id}', String(order.id))}>
          <h2>{t('account.order.number').replace('{id}', String(order.id))}</h2>
          <OrderView order={order} />
        </section>
      ) : null}
    </div>
  );
}
