// A model adapts a calendar widget to the user's locale: which day the
// week starts on and which days are the weekend, whether to show a
// 12-hour clock, which calendars and digits to offer, the text direction
// and the zones of the user's country. Node 20 has these as getters of
// Intl.Locale (Intl Locale Info as V8 11.3 has it).
const users = ["en-US", "en-GB", "de-DE", "ar-EG", "fa-IR", "he-IL", "th-TH", "ja-JP", "zh-TW", "hi-IN", "ko-KR",
  "pt-BR", "es-419", "fr-CA", "ur-PK", "ps-AF", "dv", "ms-Arab", "ar-Latn", "und-Arab", "en-u-rg-gbzzzz",
  "en-GB-u-fw-sun", "en-US-u-ca-iso8601", "de-u-hc-h12", "ar-EG-u-nu-latn", "zh-u-co-zhuyin", "en-001", "en-AQ"];
const widget = users.map((tag) => {
  const l = new Intl.Locale(tag);
  const { firstDay, weekend, minimalDays } = l.weekInfo;
  return {
    tag,
    firstDay,
    weekend,
    minimalDays,
    clock: l.hourCycles[0],
    calendars: l.calendars,
    digits: l.numberingSystems,
    collations: l.collations,
    direction: l.textInfo.direction,
    zones: l.timeZones === undefined ? "no region" : l.timeZones.length <= 3 ? l.timeZones : `${l.timeZones.length} zones, first ${l.timeZones[0]}`,
  };
});
for (const w of widget.slice(0, 4)) console.log(`${w.tag}: week from day ${w.firstDay}, weekend ${w.weekend.join("+")}, ${w.clock}`);

// The shape the model relies on: getters on the prototype, a new array or
// object at each call (mutating one does not change the next), the
// receiver checked, an unknown -u-nu- failing hourCycles only.
const proto = Intl.Locale.prototype;
const names = ["calendars", "collations", "hourCycles", "numberingSystems", "textInfo", "timeZones", "weekInfo"];
const shape = names.map((n) => {
  const d = Object.getOwnPropertyDescriptor(proto, n);
  return [n, typeof d.get, d.get.name, d.get.length, d.set, d.enumerable, d.configurable];
});
const l = new Intl.Locale("en-US");
const a = l.calendars;
a.push("mutated");
const fresh = [l.calendars.length, l.calendars !== l.calendars, l.weekInfo !== l.weekInfo, l.weekInfo.weekend !== l.weekInfo.weekend,
  l.textInfo !== l.textInfo, l.timeZones !== l.timeZones, Object.keys(l.weekInfo), Object.keys(l.textInfo),
  Object.getPrototypeOf(l.weekInfo) === Object.prototype, Array.isArray(l.timeZones)];
const errors = [];
for (const n of names) {
  try {
    Object.getOwnPropertyDescriptor(proto, n).get.call({});
  } catch (e) {
    errors.push(`${n}: ${e.name}`);
  }
}
const odd = new Intl.Locale("en-u-nu-foo");
let hcError;
try {
  odd.hourCycles;
} catch (e) {
  hcError = `${e.name}: ${e.message}`;
}
class MyLocale extends Intl.Locale {}
const sub = new MyLocale("sv-SE");
return { keys: Reflect.ownKeys(proto).map(String), widget, shape, fresh, errors, odd: [odd.numberingSystems, odd.calendars, hcError], sub: [sub.weekInfo, sub.hourCycles, sub.timeZones] };
