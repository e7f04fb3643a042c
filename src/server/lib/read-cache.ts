import { now as clockNow } from './clock';

interface Entry<V> {
  value: Promise<V>;
  madeAt: number;
  expiresAt: number;
  /** The value once loaded. */
  loaded?: { value: V };
}

/**
 * Values by key, each loaded once however many requests ask at the same time. A load that an
 * invalidation overtakes is dropped from the map, so its (possibly older) answer goes only to
 * the requests that were already waiting for it.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
    private readonly now: () => number = () => clockNow().getTime(),
  ) {}

  /** The value of `key`; `load` answering undefined (nothing there) is not kept. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const at = this.now();
    // A clock moved back (tests move the server's) makes an entry older, never fresher.
    if (hit && hit.expiresAt > at && hit.madeAt <= at) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const entry: Entry<V> = { value: load(), madeAt: at, expiresAt: at + this.ttlMs };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((value) => {
      entry.loaded = { value };
      if (value === undefined) forget();
    }, forget);
    return entry.value;
  }

  delete(key: K) {
    this.entries.delete(key);
  }

  /** Forgets the values that `test` picks, and every load still under way (it may predate the change). */
  deleteWhere(test: (value: V) => boolean) {
    for (const [key, entry] of this.entries) {
      if (!entry.loaded || test(entry.loaded.value)) this.entries.delete(key);
    }
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
