/**
 * GET /{lang}/checkout/confirmation/{id}: the placed order, shown only to the session that
 * placed it (worker/checkout/service.ts confirmationOrder); any other id or session answers 404.
 * Its analytics events (payment, purchase) go out on the order's first view only (purchase-once.ts).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { localePath } from '../../../shared/locale';
import type { OrderTotals } from '../order-totals';
import { pageRequest, renderErrorPage, renderPage } from '../../render/render-page';
import { shopperOf } from '../../cart';
import { orderDeps } from '../deps';
import { confirmationOrder } from '../service';
import { orderView } from '../order-view';
import { fill } from '../../../shared/fill';
import { CheckoutConfirmation } from '../../../client/pages/CheckoutConfirmation';
import { addressParts, summary } from '../checkout-view';
import { orderEvents } from '../step';
import { firstConfirmationView, PURCHASE_COOKIE_SECONDS, purchaseSentCookie } from '../purchase-once';
import { generateCookie, getCookie } from 'hono/cookie';
import { head, PERSONAL } from './context';

export async function confirmation(c: Context<AppEnv>): Promise<Response> {
  const request = await pageRequest(c);
  const { text: t, locale, regions } = request.context;
  const id = c.req.param('id') ?? '';
  const deps = orderDeps(c);
  const placed = /^[1-9]\d{0,9}$/.test(id) && regions.shopping ? await confirmationOrder(deps, shopperOf(c, regions), Number(id)) : null;
  if (!placed) return renderErrorPage(c, request, 404);
  const order = orderView(placed);
  // A HEAD (a link checker) is no view: it neither sends the purchase nor marks it sent.
  const [currency, first] = await Promise.all([
    deps.cart.catalog.currency(regions.commerce),
    c.req.method === 'GET' && getCookie(c, purchaseSentCookie(regions.commerce, order.id)) === undefined
      ? firstConfirmationView(c.env.SESSIONS, regions.commerce, order.id)
      : false,
  ]);

  const lines = order.lines.map((l, i) => ({ ...l, id: String(i), sale_price: l.unit_price }));
  const totals: OrderTotals = {
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    tax_mode: order.tax_included ? 'included' : 'added',
    total: order.total,
  };
  const res = await renderPage(c, request, {
    head: head(request, t['checkout.confirmation.title'], t['checkout.confirmation.description']),
    headers: PERSONAL,
    body: (
      <CheckoutConfirmation
        title={t['checkout.confirmation.title']}
        number={fill(t['checkout.confirmation.number'], { id: order.id })}
        mail={fill(t['checkout.confirmation.mail'], { email: order.email })}
        paid={fill(t['checkout.confirmation.paid'], { brand: order.payment.brand.toUpperCase(), last4: order.payment.last4 })}
        shipTo={{ label: t['checkout.shipTo'], lines: addressParts(order.shipping_address, { company: true, address2: true }) }}
        summary={summary({ t, locale, currency, lines }, totals)}
        summaryTitle={t['cart.summary']}
        links={[
          { href: localePath(locale, '/account/order-status'), label: t['checkout.confirmation.status'] },
          { href: localePath(locale), label: t['cart.startShopping'] },
        ]}
        events={first ? orderEvents(order) : []}
      />
    ),
  });
  // This browser's own marker: its next view sends no purchase, whatever KV says by then.
  if (first)
    res.headers.append(
      'set-cookie',
      generateCookie(purchaseSentCookie(regions.commerce, order.id), '1', {
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: PURCHASE_COOKIE_SECONDS,
      }),
    );
  return res;
}
