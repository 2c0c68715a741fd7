-- Things that may be used once: a bot-check answer (`botcheck:` + its challenge) or a
-- webhook delivery (`webhook:{vendor}:` + its id). One conditional insert spends a key, so of
-- concurrent spends from any colo exactly one wins (a KV read then write let several through).
-- A row is kept until `expires_at` (Unix seconds), when the thing could no longer be used anyway;
-- each spend deletes the rows past it.
CREATE TABLE spent_keys (
  key TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX spent_keys_by_expiry ON spent_keys(expires_at);
