/**
 * /{lang}/account/orders and /orders/{id}, behind the signed-in layout (another customer's
 * order answers 404), and /{lang}/account/order-status: a guest's look-up by number and email.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { pathId } from '../../rules/owner';
import { signedInCustomer } from './auth';
import { ordersOf, ownOrder } from '../service';
import { lookUpOrder } from '../use-cases';
import { accountDeps } from '../customer-session';
import { pageRequest } from '../../render/render-page';
import { accountLinks, orderDetail, orderRow } from './account-view';
import { at, formPage, problemHeaders, show } from './form-page';
import { pageMoney } from '../../render/shop-context';
import type { NoticeView } from '../../../client/components/AccountForm';
import { OrderPage } from '../../../client/pages/account/OrderPage';
import { OrderStatusPage } from '../../../client/pages/account/OrderStatusPage';
import { OrdersPage } from '../../../client/pages/account/OrdersPage';

/** Mounted at /account/orders (index.ts). */
export const orderPages = new Hono<AppEnv>().use(signedInCustomer());

orderPages.get('/', async (c) => {
  const request = await pageRequest(c);
  const t = request.context.text;
  const [orders, money] = await Promise.all([ordersOf(accountDeps(c), c.var.customer.id, 1, 50), pageMoney(c, request.context.locale)]);
  return show(
    c,
    request,
    t['route.accountOrders.title'],
    <OrdersPage
      title={t['route.accountOrders.title']}
      orders={orders.items.map((o) => orderRow(t, request.context.locale, money, o))}
      links={accountLinks(request.context.locale)}
    />,
  );
});

orderPages.get('/:orderId', async (c) => {
  const orderId = pathId(c.req.param('orderId'));
  const found = orderId === null ? null : await ownOrder(accountDeps(c), c.var.customer.id, orderId);
  if (!found?.ok) return c.notFound();
  const request = await pageRequest(c);
  const t = request.context.text;
  const order = orderDetail(t, request.context.locale, await pageMoney(c, request.context.locale), found.value);
  return show(
    c,
    request,
    t['account.order.number'].replace('{id}', String(order.id)),
    <OrderPage order={order} links={accountLinks(request.context.locale)} />,
  );
});

/** Mounted at /account/order-status: no sign-in needed, the order's email is the key. */
export const orderStatusPages = new Hono<AppEnv>();

orderStatusPages.get('/', async (c) => {
  const request = await pageRequest(c);
  const t = request.context.text;
  const number = c.req.query('order');
  const email = c.req.query('email');
  let order = null;
  let notice: NoticeView | null = null;
  let status = 200;
  let headers: Record<string, string> = {};
  if (number !== undefined || email !== undefined) {
    const id = pathId(number?.trim().replace(/^#/, ''));
    const found = id === null || !email ? null : await lookUpOrder(c, id, email);
    if (found?.ok) order = orderDetail(t, request.context.locale, await pageMoney(c, request.context.locale), found.value);
    else {
      const throttled = found?.problem.status === 429;
      notice = { kind: 'error', text: t[throttled ? 'account.orderStatus.tooMany' : 'account.orderStatus.notFound'] };
      status = throttled ? 429 : 404;
      if (found) headers = problemHeaders(found.problem);
    }
  }
  const page = await formPage(c, request, t['account.orderStatus.title'], { order: number ?? '', email: email ?? '' }, [], notice);
  return show(
    c,
    request,
    page.title,
    <OrderStatusPage page={page} action={at(c, '/account/order-status')} order={order} />,
    status,
    headers,
  );
});
