package goja

// Tests of execbox-runner's patches for ES2024 built-ins and RegExp
// behaviour (regexp_unicode.go, builtin_es2024.go; see PATCHES.md). The
// expected values are V8's (Node 20/22).

import "testing"

func TestRegexpUnicodePropertyEscapes(t *testing.T) {
	const SCRIPT = `
	assert.sameValue("a1".match(/\p{L}/u)[0], "a", "\\p{L} is a letter, not 'p{L}'");
	assert.sameValue("héllo-wörld_2024 x".split(/[^\p{L}\p{N}]+/u).join("|"), "héllo|wörld|2024|x");
	assert.sameValue("hi 👋🏽 there 🎉".match(/\p{Extended_Pictographic}/gu).join(""), "👋🎉");
	assert.sameValue("a😀b".replace(/\p{Emoji_Presentation}/gu, "*"), "a*b");
	assert.sameValue("#1 a".match(/\p{Emoji}/gu).join(""), "#1", "# and digits are Emoji");
	assert.sameValue("Ελληνικά and русский".match(/\p{Script=Greek}+|\p{sc=Cyrl}+/gu).join(","), "Ελληνικά,русский");
	assert(/\p{scx=Grek}/u.test("α"), "scx");
	assert.sameValue("abc123déf".replace(/\P{L}/gu, ""), "abcdéf");
	assert.sameValue("abc 123".replace(/[\P{L}]/gu, ""), "abc");
	assert(/^\p{Lu}+$/iu.test("abc"), "i flag folds \\p{Lu}");
	assert.sameValue("price: 42€ 17$".match(/(?<=\s)\p{N}+(?=\p{Sc})/gu).join(","), "42,17", "regexp2 path");
	assert.sameValue("a\u00a0b\u2003c".split(/\p{White_Space}/u).length, 3);
	assert.sameValue("héllo".replace(/\P{ASCII}/gu, "?"), "h?llo");
	assert(/^\p{Any}$/u.test("😀"), "Any");
	assert.sameValue("0xBEEFz".match(/\p{AHex}+/gu).join(","), "0,BEEF");
	assert(/\p{General_Category=Decimal_Number}/u.test("٣"), "gc=");
	assert(/\p{Script=Garay}/u.test("\u{10D4A}"), "a Unicode 16 script");
	assert(/p{L}/.test("p{L}") && /\p{L}/.test("p{L}"), "without u, \\p is a p");
	for (const bad of ["\\p{NotAProperty}", "\\p{letter}", "\\p{L", "\\p", "[a-\\p{L}]", "\\p{Script=Nope}", "\\p{RGI_Emoji}"]) {
		assert.throws(SyntaxError, () => new RegExp(bad, "u"), bad);
	}
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestRegexpWordBoundaryIsASCII(t *testing.T) {
	const SCRIPT = `
	assert.sameValue(JSON.stringify("café au lait".match(/\bcaf\b/g)), '["caf"]');
	assert.sameValue("café au lait".replace(/\bau\b/g, "AU"), "café AU lait");
	assert.sameValue(JSON.stringify("naïve x".match(/\Bv/g)), "null");
	assert.sameValue("éa b".match(/\b\w+\b/gu).join(","), "a,b");
	assert.sameValue("x[b]".replace(/[\b]/g, "-"), "x[b]", "[\\b] is a backspace");
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestRegexpSourceEscapesSlash(t *testing.T) {
	const SCRIPT = `
	assert.sameValue(new RegExp("a/b").source, "a\\/b");
	assert.sameValue(String(new RegExp("a/b", "g")), "/a\\/b/g");
	assert.sameValue(new RegExp("[/]").source, "[/]");
	assert.sameValue(new RegExp("a\\/b").source, "a\\/b");
	assert.sameValue(new RegExp("\n").source, "\\n");
	assert.sameValue(new RegExp("a/b").test("a/b"), true);
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestRegexpHasIndices(t *testing.T) {
	const SCRIPT = `
	const m = /(?<y>\d{4})-(?<m>\d\d)(x)?/d.exec("on 2024-05 ok");
	assert.sameValue(JSON.stringify(m.indices), "[[3,10],[3,7],[8,10],null]");
	assert.sameValue(JSON.stringify(m.indices.groups), '{"y":[3,7],"m":[8,10]}');
	assert.sameValue(/a/dgi.flags, "dgi");
	assert.sameValue(String(/a/dg), "/a/dg");
	assert.sameValue(/a/d.hasIndices, true);
	assert.sameValue(/a/.hasIndices, false);
	assert.sameValue(/a/.exec("a").indices, undefined);
	assert.sameValue(/a/d.exec("a").indices.groups, undefined);
	assert.sameValue(JSON.stringify([..."a1b22".matchAll(/\d+/dg)].map(m => m.indices[0])), "[[1,2],[3,5]]");
	assert.throws(SyntaxError, () => new RegExp("a", "dd"));
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestStringWellFormed(t *testing.T) {
	const SCRIPT = `
	assert.sameValue("a\uD800b".isWellFormed(), false);
	assert.sameValue("ok😀".isWellFormed(), true);
	assert.sameValue("abc".isWellFormed(), true);
	assert.sameValue("a\uD800b".toWellFormed(), "a\uFFFDb");
	assert.sameValue("x\uDC00\uD83D\uDE00\uD83D".toWellFormed(), "x\uFFFD😀\uFFFD");
	assert.throws(TypeError, () => String.prototype.isWellFormed.call(null));
	assert.throws(TypeError, () => String.prototype.toWellFormed.call(undefined));
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestGroupBy(t *testing.T) {
	const SCRIPT = `
	const g = Object.groupBy([{t: "a", v: 1}, {t: "b", v: 2}, {t: "a", v: 3}], o => o.t);
	assert.sameValue(Object.getPrototypeOf(g), null);
	assert.sameValue(JSON.stringify(g), '{"a":[{"t":"a","v":1},{"t":"a","v":3}],"b":[{"t":"b","v":2}]}');
	assert.sameValue(JSON.stringify(Object.groupBy("hello", c => c === "l" ? "L" : "other")), '{"other":["h","e","o"],"L":["l","l"]}');
	assert.sameValue(JSON.stringify(Object.groupBy([1, 2, 3], (x, i) => i)), '{"0":[1],"1":[2],"2":[3]}');
	const m = Map.groupBy([1, -0, 0, NaN, NaN, "1"], x => x);
	assert.sameValue(m.size, 4);
	assert.sameValue(m.get(0).length, 2);
	assert.sameValue(m.get(NaN).length, 2);
	assert.sameValue(m.get("1").length, 1);
	const a = {}, b = {};
	assert.sameValue(JSON.stringify(Map.groupBy([1, 2, 3], x => x < 2 ? a : b).get(b)), "[2,3]");
	assert.throws(TypeError, () => Object.groupBy([1], 5));
	assert.throws(TypeError, () => Object.groupBy(undefined, x => x));
	assert.throws(TypeError, () => Map.groupBy({}, x => x));
	assert.sameValue(Object.groupBy.length, 2);
	assert.sameValue(Map.groupBy.length, 2);
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestPromiseWithResolvers(t *testing.T) {
	const SCRIPT = `
	const {promise, resolve, reject} = Promise.withResolvers();
	assert(promise instanceof Promise, "promise");
	assert.sameValue(typeof resolve, "function");
	assert.sameValue(typeof reject, "function");
	let got;
	promise.then(v => { got = v; });
	resolve(42);
	`
	vm := New()
	vm.Set("$ERROR", func(msg string) { t.Fatal(msg) })
	if _, err := vm.RunString(TESTLIB + SCRIPT); err != nil {
		t.Fatal(err)
	}
	if got := vm.Get("got"); got == nil || got.ToInteger() != 42 {
		t.Fatalf("the promise resolved to %v, want 42", got)
	}
}

func TestWeakRefAndFinalizationRegistry(t *testing.T) {
	const SCRIPT = `
	const o = {a: 1};
	const w = new WeakRef(o);
	assert.sameValue(w.deref(), o);
	assert.sameValue(String(w), "[object WeakRef]");
	assert.throws(TypeError, () => new WeakRef(1));
	assert.throws(TypeError, () => WeakRef({}));
	assert.throws(TypeError, () => WeakRef.prototype.deref.call({}));
	const r = new FinalizationRegistry(() => {});
	const tok = {};
	assert.sameValue(r.register({}, "held", tok), undefined);
	assert.sameValue(r.unregister(tok), true);
	assert.sameValue(r.unregister(tok), false);
	assert.sameValue(String(r), "[object FinalizationRegistry]");
	assert.throws(TypeError, () => new FinalizationRegistry());
	assert.throws(TypeError, () => { const x = {}; r.register(x, x); });
	assert.throws(TypeError, () => r.register(1));
	assert.throws(TypeError, () => r.unregister(1));
	assert.sameValue(new WeakRef(Symbol("s")).deref().toString(), "Symbol(s)");
	assert.throws(TypeError, () => new WeakRef(Symbol.for("registered")));
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestTypedArrayFromStringAndIterables(t *testing.T) {
	const SCRIPT = `
	assert.sameValue(Uint8Array.from("aGk=" && "hi", c => c.charCodeAt(0)).join(), "104,105");
	assert.sameValue(Uint8Array.from("123").join(), "1,2,3");
	assert.sameValue(Float64Array.from(new Set([1.5, 2])).join(), "1.5,2");
	assert.sameValue(Uint8Array.from(5).length, 0);
	assert.throws(TypeError, () => Uint8Array.from(null));
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestRegexpNamedGroupsUnicodeNonASCII(t *testing.T) {
	const SCRIPT = `
	const m = /(?<w>\p{L}+) (?<n>\d+)/u.exec("Größe 42");
	assert.sameValue(m.groups.w, "Größe");
	assert.sameValue(JSON.stringify({...m.groups}), '{"w":"Größe","n":"42"}');
	assert.sameValue(/(?<x>é)/u.exec("é").groups.x, "é");
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestArrayFromAsync(t *testing.T) {
	const SCRIPT = `
	var out = {};
	(async () => {
		out.a = (await Array.fromAsync([Promise.resolve(1), 2, Promise.resolve(3)])).join();
		out.b = (await Array.fromAsync(new Set([1, 2]), async (x, i) => x * 10 + i)).join();
		out.c = (await Array.fromAsync({ length: 2, 0: "a", 1: Promise.resolve("b") })).join();
		try { await Array.fromAsync(null); } catch (e) { out.e = e.name; }
		try { await Array.fromAsync([1], 5); } catch (e) { out.f = e.name; }
		let closed = false;
		const it = { [Symbol.iterator]() { let i = 0; return { next: () => ({ done: i > 5, value: i++ }), return() { closed = true; return {}; } }; } };
		try { await Array.fromAsync(it, (x) => { if (x === 2) throw new Error("stop"); return x; }); } catch (e) { out.h = e.message + " " + closed; }
	})();
	`
	vm := New()
	if _, err := vm.RunString(SCRIPT); err != nil {
		t.Fatal(err)
	}
	got, err := vm.RunString(`JSON.stringify(out) + " " + Array.fromAsync.length + " " + Array.fromAsync.name`)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"a":"1,2,3","b":"10,21","c":"a,b","e":"TypeError","f":"TypeError","h":"stop true"} 1 fromAsync`
	if got.String() != want {
		t.Fatalf("got %s\nwant %s", got, want)
	}
}
