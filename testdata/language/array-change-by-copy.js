const prices = [30, 10, 20];
const sorted = prices.toSorted((a, b) => a - b);
const reversed = prices.toReversed();
const replaced = prices.with(1, 99);
const spliced = prices.toSpliced(1, 1, "x", "y");
let err;
try { prices.with(10, 1); } catch (e) { err = e.name; }
return { prices, sorted, reversed, replaced, spliced, negative: prices.with(-1, 0), err };
