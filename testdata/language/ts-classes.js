// Classes with access modifiers, parameter properties, readonly, abstract
// members, implements and generics: a small typed cache over a tool.
interface Clock { now(): number }
interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
}

abstract class BaseStore<K, V> implements Store<K, V> {
  protected readonly data = new Map<K, V>();
  abstract get(key: K): V | undefined;
  set(key: K, value: V): void {
    this.data.set(key, value);
  }
  get size(): number {
    return this.data.size;
  }
}

class TtlCache<V> extends BaseStore<string, V> {
  private stamps = new Map<string, number>();
  public hits = 0;
  constructor(private readonly clock: Clock, public readonly ttl: number = 100) {
    super();
  }
  override set(key: string, value: V): void {
    super.set(key, value);
    this.stamps.set(key, this.clock.now());
  }
  get(key: string): V | undefined {
    const at = this.stamps.get(key);
    if (at === undefined || this.clock.now() - at > this.ttl) return undefined;
    this.hits++;
    return this.data.get(key);
  }
}

let t = 0;
const clock: Clock = { now: () => t };
const cache = new TtlCache<{ temp: number }>(clock, 50);
cache.set("paris", { temp: 18 });
t = 30;
const fresh = cache.get("paris");
t = 90;
const stale = cache.get("paris");
return {
  fresh,
  stale: stale ?? null,
  hits: cache.hits,
  size: cache.size,
  ttl: cache.ttl,
  fields: Object.keys(cache).sort(),
  isStore: cache instanceof BaseStore,
};
