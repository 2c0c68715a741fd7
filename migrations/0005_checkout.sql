-- Checkout: live stock per variant and store, and what an order needs beyond
-- the accounts schema: its idempotency scope, the session that placed it, the cart it
-- came from, the payment (brand and last four only) and how tax was charged.

-- One row per (store, variant). `seeded` is the level the catalog started with, so an audit
-- can check level + units sold = seeded. Levels never go below 0.
CREATE TABLE inventory (
  region TEXT NOT NULL,
  variant_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  level INTEGER NOT NULL CHECK (level >= 0),
  seeded INTEGER NOT NULL,
  PRIMARY KEY (region, variant_id)
);
CREATE INDEX inventory_by_product ON inventory(region, product_id);

ALTER TABLE orders ADD COLUMN idempotency_scope TEXT;
ALTER TABLE orders ADD COLUMN request_fingerprint TEXT;
ALTER TABLE orders ADD COLUMN placed_by TEXT;
ALTER TABLE orders ADD COLUMN cart_id TEXT;
ALTER TABLE orders ADD COLUMN shipping_method_id INTEGER;
ALTER TABLE orders ADD COLUMN shipping_method_name TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN tax_included INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN payment_id TEXT;
ALTER TABLE orders ADD COLUMN payment_brand TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN payment_last4 TEXT NOT NULL DEFAULT '';
-- One order per key per session, and one order per cart: a double submit never makes two.
CREATE UNIQUE INDEX orders_by_idempotency ON orders(idempotency_scope);
CREATE UNIQUE INDEX orders_by_cart ON orders(cart_id);

-- Placing an order decrements every line's stock with `UPDATE ... WHERE level >= qty` and
-- then sets this row's `ok` to changes(): a short line makes it 0, the CHECK fails, and
-- D1 rolls the whole batch back (nothing sold, no order).
CREATE TABLE checkout_guard (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  ok INTEGER NOT NULL CHECK (ok = 1)
);
INSERT INTO checkout_guard (id, ok) VALUES (1, 1);
