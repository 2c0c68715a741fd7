import { createDurable } from 'itty-durable/itty-durable.js';
import { applyChange, emptyCart, type CartChange, type CartRecord, type CartResult } from '../domain/cart-lines';
import type { CreateResult, NewCart } from '../stores/cart-store';

/** The slice of DurableObjectState the cart uses (itty-durable types `state` as `{}`). */
interface CartState {
  storage: DurableObjectStorage;
}

/**
 * One cart per Durable Object (SQLite-backed), written with itty-durable: the Worker calls
 * these methods through `proxyDurable` (see stores/durable-cart-store.ts). Each method
 * reads, changes and writes the cart in one synchronous stretch with no await between, so
 * concurrent calls cannot interleave and no unit is ever lost. itty-durable's own
 * persistence (`persist()`, the whole object under one KV key) is not used: the cart lives
 * in its own SQL row, and a method that fails writes nothing.
 */
export class CartDurableObject extends createDurable({ autoPersist: false, autoReturn: false }) {
  private get sql(): SqlStorage {
    return (this.state as unknown as CartState).storage.sql;
  }

  private load(): CartRecord | null {
    this.sql.exec('CREATE TABLE IF NOT EXISTS cart (slot INTEGER PRIMARY KEY CHECK (slot = 1), record TEXT NOT NULL)');
    const row = this.sql.exec<{ record: string }>('SELECT record FROM cart WHERE slot = 1').toArray()[0];
    return row ? (JSON.parse(row.record) as CartRecord) : null;
  }

  private save(cart: CartRecord): void {
    this.sql.exec(
      'INSERT INTO cart (slot, record) VALUES (1, ?) ON CONFLICT(slot) DO UPDATE SET record = excluded.record',
      JSON.stringify(cart),
    );
  }

  /** Arguments arrive as ASCII-escaped JSON from the Worker (durable/wire.ts), never from a client. */
  init(payload: string): CreateResult {
    const input = JSON.parse(payload) as NewCart & { id: string; now: number };
    const existing = this.load();
    if (existing) {
      // A keyed create that lost a race: its change goes into the cart the winner made.
      if (!input.firstChange) return { ok: true, cart: existing, created: false };
      const result = applyChange(existing, input.firstChange, input.now);
      if (!result.ok) return result;
      if (!result.replayed) this.save(result.cart);
      return { ok: true, cart: result.cart, created: result.replayed && result.created };
    }
    let cart = emptyCart(input.id, input.region, input.currency, input.customerId, input.now);
    if (input.firstChange) {
      const result = applyChange(cart, input.firstChange, input.now);
      if (!result.ok) return result;
      cart = result.cart;
    }
    this.save(cart);
    return { ok: true, cart, created: true };
  }

  read(): CartRecord | null {
    return this.load();
  }

  change(payload: string): CartResult | null {
    const { change, now } = JSON.parse(payload) as { change: CartChange; now: number };
    const cart = this.load();
    if (!cart) return null;
    const result = applyChange(cart, change, now);
    if (result.ok && !result.replayed) this.save(result.cart);
    return result;
  }

  /** Deletes every row; the object is then indistinguishable from one never created. */
  async remove(): Promise<boolean> {
    const existed = this.load() !== null;
    await (this.state as unknown as CartState).storage.deleteAll();
    return existed;
  }
}
