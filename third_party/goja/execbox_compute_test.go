package goja

import "testing"

// An empty array deepened the indent of everything after it.
func TestJSONStringifyIndentAfterEmptyArray(t *testing.T) {
	const SCRIPT = `JSON.stringify({ a: [], b: { c: 1 }, d: [[], [1]] }, null, 2) ===
		'{\n  "a": [],\n  "b": {\n    "c": 1\n  },\n  "d": [\n    [],\n    [\n      1\n    ]\n  ]\n}'`
	testScript(SCRIPT, valueTrue, t)
}

// JSON.parse reads the text with ParseJSON; these are the values and
// errors V8 gives.
func TestJSONParseThroughParseJSON(t *testing.T) {
	const SCRIPT = `
	const bad = ["{a:1}", "[1,2,]", '"unterminated', "", "{", "[1] x", "01", "1.", "'a'", "\"\\x\""];
	const errors = bad.map((s) => { try { JSON.parse(s); return "parsed " + s; } catch (e) { return e.name; } });
	const o = JSON.parse('{"__proto__": {"x": 1}, "a": 1, "a": 2, "u": "\\ud800\\u00e9", "n": [1e3, -0.5, true, null]}');
	errors.every((e) => e === "SyntaxError") &&
		Object.getPrototypeOf(o) === Object.prototype && Object.keys(o).join() === "__proto__,a,u,n" &&
		o.__proto__.x === 1 && o.a === 2 && o.u.length === 2 && o.u.charCodeAt(0) === 0xd800 &&
		o.n[0] === 1000 && o.n[1] === -0.5 && o.n[2] === true && o.n[3] === null &&
		JSON.parse(" \"h\u00e9llo\" ") === "h\u00e9llo" &&
		JSON.parse('[1, {"k": [2]}]', (k, v) => typeof v === "number" ? v * 10 : v)[1].k[0] === 20
	`
	testScript(SCRIPT, valueTrue, t)
}

// for-of, spread and destructuring over arrays skip the result objects of
// the intrinsic Array Iterator next, and only then.
func TestArrayIteratorFastPathKeepsSemantics(t *testing.T) {
	const SCRIPT = `
	const out = [];
	const a = [1, 2, 3];
	for (const v of a) { out.push(v); if (v === 1) a.push(4); }
	const [x, , ...rest] = a;
	const spread = [...a.entries()].map(([i, v]) => i + ":" + v).join();
	const keys = [...a.keys()].join();
	// A next method replaced before the loop is called, with its result objects.
	const proto = Object.getPrototypeOf([][Symbol.iterator]());
	const orig = proto.next;
	let calls = 0;
	proto.next = function () { calls++; return orig.call(this); };
	let sum = 0;
	for (const v of [10, 20]) sum += v;
	// Replaced during the loop: the method read at the start stays in use.
	proto.next = orig;
	let during = 0;
	for (const v of [1, 2, 3]) { during += v; proto.next = function () { throw new Error("read again"); }; }
	proto.next = orig;
	// A getter on an index runs and its exception ends the loop.
	const holey = [1, , 3];
	Object.defineProperty(Array.prototype, 1, { get() { throw new RangeError("hole"); }, configurable: true });
	let caught = "";
	try { for (const v of holey) {} } catch (e) { caught = e.name; }
	delete Array.prototype[1];
	// A break calls no return method (arrays' iterators have none) and the loop can restart.
	let first;
	for (const v of a) { first = v; break; }
	out.join() === "1,2,3,4" && x === 1 && rest.join() === "3,4" && spread === "0:1,1:2,2:3,3:4" &&
		keys === "0,1,2,3" && calls === 3 && sum === 30 && during === 6 && caught === "RangeError" && first === 1
	`
	testScript(SCRIPT, valueTrue, t)
}

// Array.prototype.sort and toSorted through timSort: stable, the
// same order as a reference insertion sort, holes and undefined last.
func TestSortMergeStable(t *testing.T) {
	const SCRIPT = `
	let seed = 3;
	const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
	function ref(a, cmp) {
		const r = a.slice();
		for (let i = 1; i < r.length; i++) {
			const x = r[i]; let j = i - 1;
			while (j >= 0 && cmp(r[j], x) > 0) { r[j + 1] = r[j]; j--; }
			r[j + 1] = x;
		}
		return r;
	}
	let ok = true;
	for (const n of [0, 1, 2, 7, 8, 9, 16, 17, 100, 1000, 3001]) {
		const a = Array.from({ length: n }, (_, i) => ({ k: Math.floor(rnd() * 10), i }));
		const cmp = (x, y) => x.k - y.k;
		const want = ref(a, cmp).map((o) => o.i).join();
		ok = ok && a.slice().sort(cmp).map((o) => o.i).join() === want;
		ok = ok && a.toSorted(cmp).map((o) => o.i).join() === want;
		const sorted = ref(a, cmp);
		ok = ok && sorted.slice().sort(cmp).map((o) => o.i).join() === want; // already in order
		ok = ok && sorted.slice().reverse().sort((x, y) => y.k - x.k).map((o) => o.k).join() === sorted.map((o) => o.k).reverse().join();
	}
	const holes = [3, undefined, , 1, , 2, undefined];
	holes.sort();
	ok = ok && holes.length === 7 && holes.slice(0, 3).join() === "1,2,3" && holes[3] === undefined && holes[4] === undefined && !(5 in holes) && !(6 in holes);
	const generic = { length: 4, 0: "b", 1: "a", 3: "c" };
	Array.prototype.sort.call(generic);
	ok = ok && generic[0] === "a" && generic[1] === "b" && generic[2] === "c" && !(3 in generic);
	// A comparator that throws leaves the array as it was; one that looks at
	// the array sees it unchanged.
	const b = [3, 1, 2];
	try { b.sort(() => { throw new Error("x"); }); } catch (e) {}
	let seen = "";
	[5, 4, 6].sort((x, y) => { seen = seen || b.join(); return x - y; });
	ok = ok && b.join() === "3,1,2" && seen === "3,1,2";
	const c = [3, 1, 2];
	c.sort((x, y) => { c.length = 0; return x - y; });
	ok && c.join() === "1,2,3" && [2, 1, NaN, 0].sort((x, y) => x < y ? -1 : x > y ? 1 : NaN).length === 4
	`
	testScript(SCRIPT, valueTrue, t)
}

// Object spread and rest through copyPlainDataProperties, and the cases it
// leaves to the general path: the same results as V8.
func TestSpreadPlainAndGeneral(t *testing.T) {
	const SCRIPT = `
	const src = { b: 2, a: 1, 10: "ten", 2: "two" };
	const s1 = { a: 0, z: 26, ...src };
	const k1 = Object.keys(s1).join();
	let calls = 0;
	const acc = { get g() { calls++; return "got"; }, h: 1 };
	Object.defineProperty(acc, "hidden", { value: 1, enumerable: false });
	const s2 = { ...acc };
	const sym = Symbol("s");
	const s3 = { ...{ [sym]: 1, q: 2 } };
	const s4 = { get b() { return "getter"; }, ...src };
	const { a, ...rest } = src;
	const s5 = { ...[7, 8], ...null, ...undefined, ..."hi" };
	k1 === "2,10,a,z,b" && s1.a === 1 && s1.b === 2 && s1[10] === "ten" &&
		calls === 1 && s2.g === "got" && !("hidden" in s2) && s2.h === 1 &&
		s3[sym] === 1 && s3.q === 2 &&
		Object.getOwnPropertyDescriptor(s4, "b").value === 2 && Object.keys(s4).join() === "2,10,b,a" &&
		a === 1 && Object.keys(rest).join() === "2,10,b" &&
		Object.keys(s5).join() === "0,1" && s5[0] === "h" && s5[1] === "i"
	`
	testScript(SCRIPT, valueTrue, t)
}
