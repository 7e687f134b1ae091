package goja

import "testing"

// Object.entries, Object.values and Object.fromEntries on ordinary objects
// of plain data properties take the direct path; everything else (a
// getter, a non-enumerable property, arrays, strings, symbol keys) the
// general one. The results are V8's (Node 20). The pairs of one
// Object.entries share a backing array: growing one must not write into
// the next.
func TestEntriesPlainAndGeneral(t *testing.T) {
	const SCRIPT = `
const o = { b: 1, 2: "two", a: "x", 1: "one", __proto__: { inherited: 1 } };
o.z = undefined;
const withGetter = { a: 1, get g() { this.late = 3; return 2; }, c: 3 };
const hidden = Object.defineProperty({ a: 1, b: 2 }, "h", { value: 9, enumerable: false });
const sym = { a: 1, [Symbol("s")]: 2 };
class P { #p = 1; constructor() { this.x = 1; this.y = [2]; } }
const pairs = Object.entries(o);
pairs[0].push("pushed"); pairs[1].length = 1; pairs[1].push("again");
const fe = Object.fromEntries([["a", 1], ["b", 2], ["a", 3], ["__proto__", 4], [Symbol.for("k"), 5], [1, "n"], ["0", "z"]]);
const feMap = Object.fromEntries(new Map([["m", 1]]));
const out = [
  Object.entries(o), Object.values(o), pairs, Object.entries(withGetter), Object.keys(withGetter),
  Object.entries(hidden), Object.values(sym), Object.entries(new P()), Object.entries([5, 6]), Object.entries("ab"),
  Object.keys(fe), fe.a, Object.getPrototypeOf(fe) === Object.prototype, Object.getOwnPropertyDescriptor(fe, "__proto__"),
  fe[Symbol.for("k")], feMap, Object.entries({}), Object.values({}),
];
JSON.stringify(out)
`
	testScript(SCRIPT, asciiString(`[[["1","one"],["2","two"],["b",1],["a","x"],["z",null]],["one","two",1,"x",null],[["1","one","pushed"],["2","again"],["b",1],["a","x"],["z",null]],[["a",1],["g",2],["c",3]],["a","g","c","late"],[["a",1],["b",2]],[1],[["x",1],["y",[2]]],[["0",5],["1",6]],[["0","a"],["1","b"]],["0","1","a","b","__proto__"],3,true,{"value":4,"writable":true,"enumerable":true,"configurable":true},5,{"m":1},[],[]]`), t)
}
