// Billing: usage charges rounded up, refunds rounded down, cash totals to
// the nearest 5 cents, prices without ".00", and signed deltas.
const usage = [0.0123, 1.201, 2.5, 7.999, 10];
const charge = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", roundingMode: "ceil" });
const refund = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", roundingMode: "floor" });
const cash = new Intl.NumberFormat("de-DE", {
  style: "currency", currency: "CHF", roundingIncrement: 5, minimumFractionDigits: 2, maximumFractionDigits: 2,
});
const tidy = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" });
const delta = new Intl.NumberFormat("en-US", { signDisplay: "negative", maximumFractionDigits: 1 });
const bankers = new Intl.NumberFormat("en-US", { roundingMode: "halfEven", maximumFractionDigits: 0 });
const modes = {};
for (const mode of ["ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"]) {
  const f = new Intl.NumberFormat("en-US", { roundingMode: mode, maximumFractionDigits: 1 });
  modes[mode] = [1.25, -1.25, 1.35, -0.05].map((v) => f.format(v)).join(" ");
}
const errors = [];
for (const options of [{ roundingIncrement: 3 }, { roundingIncrement: 5, maximumFractionDigits: 2 }, { roundingMode: "up" }, { roundingIncrement: 5, maximumSignificantDigits: 2 }]) {
  try {
    new Intl.NumberFormat("en-US", options);
  } catch (e) {
    errors.push(`${e.name}: ${e.message}`);
  }
}
console.log(usage.map((u) => charge.format(u)).join(", "));
return {
  charges: usage.map((u) => charge.format(u)), refunds: usage.map((u) => refund.format(u)),
  cash: [12.32, 12.33, 12.38, 0.99].map((v) => cash.format(v)), tidy: [5, 5.5, 1999, 0.001].map((v) => tidy.format(v)),
  deltas: [-3.04, -0.01, 0, 2.5].map((v) => delta.format(v)), bankers: [0.5, 1.5, 2.5, 3.5].map((v) => bankers.format(v)),
  modes, errors,
  grouping: [["en-US", "min2"], ["es-ES", "auto"], ["es-ES", "always"], ["es-ES", "min2"]].map(([l, g]) => new Intl.NumberFormat(l, { useGrouping: g }).format(4321)),
  resolved: new Intl.NumberFormat("en-US", { roundingMode: "halfEven", roundingIncrement: 25, minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: "stripIfInteger" }).resolvedOptions(),
};
