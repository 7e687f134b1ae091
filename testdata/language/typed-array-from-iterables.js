const fromSet = Float64Array.from(new Set([1.5, 2.5, 1.5]));
const fromMap = Uint16Array.from(new Map([["a", 1], ["b", 2]]).values());
const fromString = Uint8Array.from("12345", Number);
const fromArrayLike = Int8Array.from({ length: 3, 0: -1, 1: 200, 2: 3 });
const fromGen = Uint32Array.from((function* () { yield 1; yield 2; yield 3; })(), (x) => x * 10);
return [fromSet, fromMap, fromString, fromArrayLike, fromGen].map((a) => Array.from(a));
