const factorial = (n) => (n <= 1n ? 1n : n * factorial(n - 1n));
const big = factorial(25n);
return {
  big: big.toString(),
  digits: big.toString().length,
  mod: (big % 1000007n).toString(),
  pow: (2n ** 100n).toString(),
  mixed: typeof (big > 10),
  asInt: BigInt.asIntN(8, 255n).toString(),
  hex: (255n).toString(16),
  parse: BigInt("0x1f").toString(),
};
