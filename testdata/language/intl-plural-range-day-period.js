// Labels a model writes for ranges and times of day: "1–2 items" takes
// the range's plural category, a schedule says "in the morning" or
// "noon", a timer shows tenths of a second.
const counts = [[0, 1], [1, 2], [1, 5], [2, 5], [5, 21], [1, 1]];
const ranges = {};
for (const locale of ["en", "fr", "ru", "pl", "ar"]) {
  const pr = new Intl.PluralRules(locale);
  ranges[locale] = counts.map(([a, b]) => pr.selectRange(a, b));
}
const words = { one: "item", other: "items" };
const en = new Intl.PluralRules("en");
const label = (a, b) => `${a}–${b} ${words[en.selectRange(a, b)]}`;
let nanRange;
try {
  en.selectRange(NaN, 2);
} catch (e) {
  nanRange = `${e.name}: ${e.message}`;
}
const times = [0, 3, 9, 12, 13, 18, 21].map((h) => Date.UTC(2024, 4, 6, h, h === 12 ? 0 : 25, 7, 891));
const periods = {};
for (const [name, options] of [
  ["alone", { dayPeriod: "long" }],
  ["hour", { hour: "numeric", dayPeriod: "short" }],
  ["minute", { hour: "numeric", minute: "2-digit", dayPeriod: "narrow" }],
  ["h23", { hour: "numeric", hourCycle: "h23", dayPeriod: "short" }],
  ["tenths", { minute: "2-digit", second: "2-digit", fractionalSecondDigits: 1 }],
  ["millis", { hour: "numeric", minute: "2-digit", second: "2-digit", fractionalSecondDigits: 3 }],
]) {
  const f = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options });
  periods[name] = { text: times.map((t) => f.format(t)), resolved: f.resolvedOptions() };
}
periods.de = new Intl.DateTimeFormat("de", { timeZone: "UTC", hour: "numeric", dayPeriod: "long" }).format(times[2]);
periods.arab = new Intl.DateTimeFormat("ar-EG", { timeZone: "UTC", second: "numeric", fractionalSecondDigits: 2 }).format(times[0]);
let conflict;
try {
  new Intl.DateTimeFormat("en", { timeStyle: "short", fractionalSecondDigits: 2 });
} catch (e) {
  conflict = `${e.name}: ${e.message}`;
}
console.log(label(1, 2), label(0, 1));
return { ranges, labels: [label(1, 1), label(1, 3)], nanRange, periods, conflict };
