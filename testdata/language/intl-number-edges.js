// Number formatting found wrong by a random sweep of NumberFormat options
// across 30 locales against Node.
const nf = (l, o, x) => new Intl.NumberFormat(l, o).format(x);
const parts = (l, o, x) => new Intl.NumberFormat(l, o).formatToParts(x).map((p) => `${p.type}:${p.value}`);
return {
  // Swahili's long compact patterns carry their negative form ("elfu -0").
  swahili: [2445.8, 1000, 1500, -2445.8, 24458, -1234567, 1234567890].map((x) => nf("sw-KE", { notation: "compact", compactDisplay: "long" }, x)),
  swahiliSigns: [nf("sw", { notation: "compact", compactDisplay: "long", signDisplay: "always" }, 2445.8), new Intl.NumberFormat("sw", { notation: "compact", compactDisplay: "long", signDisplay: "exceptZero" }).formatRange(-3000, 5000)],
  swahiliParts: parts("sw", { notation: "compact", compactDisplay: "long" }, -2445.8),
  // The unit percent, long, is a unit like any other.
  percentLong: ["en", "de", "ru", "ar", "cy"].map((l) => [1, 2, 5, 21].map((x) => nf(l, { style: "unit", unit: "percent", unitDisplay: "long" }, x)).join(" | ")),
  percentShort: nf("de", { style: "unit", unit: "percent" }, 5),
  // resolvedOptions says "auto" for roundingPriority beside stripIfInteger.
  priority: [{ trailingZeroDisplay: "stripIfInteger", roundingPriority: "morePrecision" }, { roundingPriority: "lessPrecision" }].map((o) => new Intl.NumberFormat("en", o).resolvedOptions().roundingPriority),
  // Bidi marks are literal parts of their own, and literal text is one part.
  marks: [
    parts("he-IL", { notation: "compact" }, -1954.67),
    parts("he-IL", { notation: "scientific" }, 0.00647),
    parts("fa-IR", { notation: "engineering" }, -0.000177),
    parts("ar-EG", { style: "currency", currency: "KWD" }, 12.5),
    parts("he-IL", { style: "currency", currency: "GBP" }, -3),
    parts("fa-IR", { style: "unit", unit: "kilometer-per-hour" }, 824.86),
  ],
};
