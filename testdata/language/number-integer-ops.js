return {
  safe: [Number.MAX_SAFE_INTEGER, Number.isSafeInteger(2 ** 53), Number.EPSILON > 0],
  bits: [5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 10, -16 >> 2, -16 >>> 28],
  mod: [-7 % 3, 7 % -3, ((-7 % 3) + 3) % 3],
  round: [Math.round(2.5), Math.round(-2.5), Math.round(0.49999999999999994), (1.005).toFixed(2), (0.1 * 3).toFixed(20)],
  parse: [parseInt("08"), parseInt("0x10"), Number("0o17"), (255).toString(2), (0.5).toString(2)],
};
