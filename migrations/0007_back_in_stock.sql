-- Back-in-stock alerts: a shopper asks to be told once when a sold-out variant
-- of a store (commerce region) has stock again. Double opt-in: a row counts only once its
-- confirmation link was followed (confirmed_at). Only a SHA-256 of the link's token is kept.
-- The mail is written in the shopper's language with the names they saw (product_name,
-- variant_label, the absolute product_url), so the notifier needs no page context. A row is removed
-- when its one mail has gone out.
CREATE TABLE stock_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  region TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  variant_id INTEGER NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  -- The locale prefix of the page the shopper subscribed on (en-us, de-de, ...).
  locale TEXT NOT NULL,
  product_name TEXT NOT NULL,
  variant_label TEXT NOT NULL DEFAULT '',
  product_url TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  UNIQUE (region, variant_id, email)
);
CREATE INDEX stock_subscriptions_by_variant ON stock_subscriptions(region, variant_id, confirmed_at);
