// The load test's audits (split from shoppers.mjs): after the run, every acknowledged order is
// looked up in D1 and the stock checked against the seed, and every cart against its ledger.
import { API_HEADERS, entry, liveStock, unansweredCheckouts } from './shoppers.mjs';

/**
 * The orders against D1: every order acknowledged with 201 can be looked up with its number
 * and email (GET /api/order-status, read from D1) with the same lines and total, and for
 * every variant the buyers bought, live stock + units in acknowledged orders = the seeded
 * stock (exact when no order was in flight at the end; else the in-flight units bound it).
 */
export async function auditOrders(base, plan) {
  const result = {
    orders: plan.orders.length,
    found: 0,
    missing: 0,
    mismatched: 0,
    variants: 0,
    stockOff: 0,
    negative: 0,
    problems: [],
    rows: [],
  };
  for (const { email, order } of plan.orders) {
    const res = await fetch(`${base}/api/order-status/${order.id}?email=${encodeURIComponent(email)}`, { headers: API_HEADERS });
    if (res.status !== 200) {
      result.missing += 1;
      result.problems.push(`order ${order.id}: order-status answered ${res.status}`);
      continue;
    }
    const stored = (await res.json()).data;
    const same =
      stored.total === order.total &&
      JSON.stringify(stored.lines.map((l) => [l.variant_id, l.quantity])) ===
        JSON.stringify(order.lines.map((l) => [l.variant_id, l.quantity]));
    if (same) result.found += 1;
    else {
      result.mismatched += 1;
      result.problems.push(`order ${order.id}: stored ${JSON.stringify(stored).slice(0, 160)} differs from the 201 answer`);
    }
  }
  const sold = new Map();
  for (const { order } of plan.orders) for (const l of order.lines) sold.set(l.variant_id, (sold.get(l.variant_id) ?? 0) + l.quantity);
  const live = await liveStock(
    base,
    plan.buyable.map((v) => v.productId),
  );
  // At most 2 units of a scarce variant and 1 of the plentiful one per order in flight.
  const inFlight = unansweredCheckouts(plan) * 2;
  for (const v of plan.buyable) {
    const seeded = plan.seeded.get(v.variantId);
    const level = live.get(v.variantId);
    const units = sold.get(v.variantId) ?? 0;
    result.variants += 1;
    result.rows.push({ variant: v.variantId, seeded, level, sold: units });
    if (level < 0) result.negative += 1;
    const gap = seeded - level - units;
    if (gap < 0 || gap > inFlight) {
      result.stockOff += 1;
      result.problems.push(`variant ${v.variantId}: seeded ${seeded}, stock ${level}, sold in acknowledged orders ${units}`);
    }
  }
  return result;
}

/**
 * Each cart against its ledger. Units in a cart must be at least the acknowledged adds
 * (none lost) and at most those plus adds whose outcome is unknown (the run stopped while
 * they were in flight, or they answered 5xx, itself a failure); any other difference is an
 * extra unit.
 */
export async function audit(base, shoppers) {
  const result = { carts: 0, lost: 0, extra: 0, unanswered: 0, acked: 0, units: 0, problems: [] };
  for (const shopper of shoppers) {
    const res = await fetch(`${base}/api/cart/${shopper.cartId}`, { headers: { ...API_HEADERS, cookie: shopper.cookie } });
    const body = await res.json();
    if (res.status !== 200) {
      result.problems.push(`cart ${shopper.cartId}: GET answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      continue;
    }
    result.carts += 1;
    const units = new Map();
    for (const line of body.data.line_items.physical_items) units.set(line.variant_id, (units.get(line.variant_id) ?? 0) + line.quantity);
    for (const variantId of new Set([...units.keys(), ...shopper.ledger.keys()])) {
      const e = entry(shopper, variantId);
      const have = units.get(variantId) ?? 0;
      const unanswered = e.sent - e.acked - e.refused - e.failed;
      result.acked += e.acked;
      result.units += have;
      result.unanswered += unanswered;
      if (have < e.acked) {
        result.lost += e.acked - have;
        result.problems.push(`cart ${shopper.cartId} variant ${variantId}: ${have} units, ${e.acked} adds acknowledged`);
      } else if (have > e.acked + unanswered + e.failed) {
        result.extra += have - e.acked - unanswered - e.failed;
        result.problems.push(
          `cart ${shopper.cartId} variant ${variantId}: ${have} units, ${e.acked} acknowledged + ${unanswered} unanswered + ${e.failed} 5xx`,
        );
      }
    }
  }
  return result;
}
