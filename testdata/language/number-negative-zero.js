// -0 where SameValueZero, parseInt and the radix conversion meet it
// (issue 19: [-0].includes(0) was false, parseInt("-0") was +0 and
// (-0.75).toString(8) lost its sign).
const isNeg0 = (x) => Object.is(x, -0);
const includes = [
  [-0].includes(0), [0].includes(-0), [-0].includes(-0), [NaN].includes(NaN), [1, -0].includes(0, 1),
  Array.prototype.includes.call({ length: 1, 0: -0 }, 0), [0.0 * -1].includes(0),
  [-0].indexOf(0), [0].lastIndexOf(-0), isNeg0([-0].at(0)), isNeg0([-0].find((x) => x === 0)),
];
const typed = [];
for (const T of [Float64Array, Float32Array, Int8Array, Uint8Array, Int32Array]) {
  const a = new T([-0, 1, 0]);
  typed.push(T.name, a.includes(0), a.includes(-0), a.indexOf(0), a.indexOf(-0), a.lastIndexOf(-0), a.lastIndexOf(0));
}
const nanish = new Float64Array([0 / 0, Math.sqrt(-1), -NaN]);
typed.push(nanish.includes(NaN), nanish.indexOf(NaN), new Float32Array([NaN]).includes(NaN));
typed.push(new Float32Array([0.1]).includes(0.1), new Float32Array([0.5]).includes(0.5), new Float32Array([0.1]).indexOf(0.1), new Float32Array([Math.fround(0.1)]).includes(Math.fround(0.1)));
const m = new Map([[-0, "a"]]);
const s = new Set([-0]);
const keyed = [m.has(0), m.get(0), isNeg0([...m.keys()][0]), s.has(0), isNeg0([...s][0]), new Set([0, -0]).size];
m.set(0, "b");
keyed.push(m.size, m.get(-0), new Map([[0, 1]]).has(-0));
const parsed = [
  parseInt("-0"), parseInt("-0", 16), parseInt("-00"), Number.parseInt(" -0 "), parseFloat("-0"),
  parseInt("-0x0"), parseInt("0"), parseInt("-0.9"), parseInt("-0e5"), parseInt("-"), parseInt("+0"),
  Math.round(-0.4), Math.trunc(-0.5), -0 + 0, Math.max(-0, 0), Math.min(-0, 0), JSON.parse("-0"),
].map((x) => (isNeg0(x) ? "-0" : String(x)));
const radix = [
  (-0.75).toString(8), (-0.5).toString(2), (-255).toString(16), (-0).toString(2), (-1e-7).toString(2),
  (-0.1).toString(3), (-1234.5678).toString(36), (-3).toString(3), (-Number.MIN_VALUE).toString(36),
];
return { includes, typed, keyed, parsed, radix };
