import { createDurable } from 'itty-durable/itty-durable.js';
import { applyChange, emptyCart, type CartChange, type CartRecord, type CartResult } from './lines';
import type { CreateResult, NewCart } from './storage';
import type { PlatformConnection, PlatformFailure } from './platform-api';
import { NO_PLATFORM_CART, type PlatformState } from './platform-cart';
import { platformWriter } from './platform-writer';

/** The slice of DurableObjectState the cart uses (itty-durable types `state` as `{}`). */
interface CartState {
  storage: DurableObjectStorage;
  blockConcurrencyWhile<T>(work: () => Promise<T>): Promise<T>;
}

/** What each call carries in platform mode (COMMERCE_PROVIDER=bigcommerce); absent: the embedded cart. */
interface PlatformPayload {
  platform?: PlatformConnection;
}

/**
 * One cart per Durable Object (SQLite-backed), written with itty-durable: the Worker calls
 * these methods through `proxyDurable` (see durable-storage.ts). Each method
 * reads, changes and writes the cart in one synchronous stretch with no await between, so
 * concurrent calls cannot interleave and no unit is ever lost. itty-durable's own
 * persistence (`persist()`, the whole object under one KV key) is not used: the cart lives
 * in its own SQL row, and a method that fails writes nothing.
 *
 * Platform mode (COMMERCE_PROVIDER=bigcommerce: the call carries a `platform` connection):
 * the cart lives on the platform's Carts API as well, this object stays its only writer and
 * runs its calls one at a time around the platform's answers (platform-writer.ts).
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

  private loadPlatform(): PlatformState {
    this.sql.exec('CREATE TABLE IF NOT EXISTS platform (slot INTEGER PRIMARY KEY CHECK (slot = 1), state TEXT NOT NULL)');
    const row = this.sql.exec<{ state: string }>('SELECT state FROM platform WHERE slot = 1').toArray()[0];
    return row ? (JSON.parse(row.state) as PlatformState) : NO_PLATFORM_CART;
  }

  private savePlatform(state: PlatformState): void {
    this.sql.exec(
      'INSERT INTO platform (slot, state) VALUES (1, ?) ON CONFLICT(slot) DO UPDATE SET state = excluded.state',
      JSON.stringify(state),
    );
  }

  /**
   * Platform calls await the network, and a Durable Object takes other calls while it waits:
   * blockConcurrencyWhile holds them back, so each cart's mutations run one after the other
   * (20 racing adds end as 20 at the platform). Nothing in `work` may throw past here (the
   * object would be reset): platform failures come back as values.
   */
  private serially<T>(work: () => Promise<T>): Promise<T> {
    return (this.state as unknown as CartState).blockConcurrencyWhile(work);
  }

  /** The platform-mode calls on this object's rows (platform-writer.ts). */
  private writer(platform: PlatformConnection) {
    const storage = (this.state as unknown as CartState).storage;
    return platformWriter(
      {
        load: () => this.load(),
        save: (cart) => this.save(cart),
        loadPlatform: () => this.loadPlatform(),
        savePlatform: (state) => this.savePlatform(state),
        wipe: () => storage.deleteAll(),
      },
      (work) => this.serially(work),
      platform,
    );
  }

  /** Arguments arrive as ASCII-escaped JSON from the Worker (asciiJson in durable-storage.ts), never from a client. */
  init(payload: string): CreateResult | PlatformFailure | Promise<CreateResult | PlatformFailure> {
    const input = JSON.parse(payload) as NewCart & { id: string; now: number } & PlatformPayload;
    if (input.platform) return this.writer(input.platform).init(input);
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

  read(payload?: string): CartRecord | null | Promise<CartRecord | PlatformFailure | null> {
    const input: PlatformPayload & { now?: number } = payload === undefined ? {} : JSON.parse(payload);
    const platform = input.platform;
    const now = input.now ?? Date.now();
    return platform ? this.writer(platform).read(now) : this.load();
  }

  /** Platform mode only: the platform's checkout URL for this cart (platform-writer.ts). */
  checkoutUrl(payload: string): Promise<{ url: string | null } | PlatformFailure | null> {
    const { platform } = JSON.parse(payload) as Required<PlatformPayload>;
    return this.writer(platform).checkoutUrl();
  }

  change(payload: string): CartResult | null | Promise<CartResult | PlatformFailure | null> {
    const { change, now, platform } = JSON.parse(payload) as { change: CartChange; now: number } & PlatformPayload;
    if (platform) return this.writer(platform).change(change, now);
    const cart = this.load();
    if (!cart) return null;
    const result = applyChange(cart, change, now);
    if (result.ok && !result.replayed) this.save(result.cart);
    return result;
  }

  /**
   * Deletes every row; the object is then indistinguishable from one never created. In
   * platform mode the platform's cart goes first (platform-writer.ts).
   */
  async remove(payload?: string): Promise<boolean> {
    const platform = payload === undefined ? undefined : (JSON.parse(payload) as PlatformPayload).platform;
    if (platform) return this.writer(platform).remove();
    const existed = this.load() !== null;
    await (this.state as unknown as CartState).storage.deleteAll();
    return existed;
  }
}
