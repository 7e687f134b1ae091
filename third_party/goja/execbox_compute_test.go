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
