-- Orders placed before the fingerprint was built from the order and the card's brand and last
-- four only (worker/checkout/fingerprint.ts, marked `v2:`) kept an unsalted SHA-256 of the whole
-- request, card number, expiry and security code included: with the last four beside it, trying
-- every number would find the card. Those are forgotten; a replay of such an order's key is
-- then refused (422), never charged twice. Safe to run again (`wrangler d1 execute`) for orders
-- placed between applying this and deploying the code that writes `v2:`.
UPDATE orders SET request_fingerprint = NULL WHERE request_fingerprint NOT LIKE 'v2:%';
