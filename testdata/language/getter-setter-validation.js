class Temperature {
  #c = 0;
  get celsius() { return this.#c; }
  set celsius(v) { if (typeof v !== "number" || Number.isNaN(v)) throw new TypeError("not a number"); this.#c = v; }
  get fahrenheit() { return this.#c * 9 / 5 + 32; }
  set fahrenheit(f) { this.celsius = (f - 32) * 5 / 9; }
  static from(obj) { const t = new Temperature(); Object.assign(t, obj); return t; }
}
const t = new Temperature();
t.fahrenheit = 212;
const u = Temperature.from({ celsius: -40 });
let err;
try { t.celsius = "hot"; } catch (e) { err = e.message; }
return { c: t.celsius, f: u.fahrenheit, err, keys: Object.keys(t) };
