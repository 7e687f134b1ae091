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
