package engine

import (
	"testing"
	"time"

	"github.com/execbox/execbox-runner/protocol"
)

// webCases runs each case's code (which returns a value) and compares the
// JSON result. `attempt` is in scope: it returns ["ok", value] or the
// thrown error as [name, message, instanceof Error].
const attemptJS = `const attempt = (fn) => {
	try { return ["ok", fn()] } catch (e) { return [e.name, e.message, e instanceof Error] }
};
`

type webCase struct {
	name, code, want string
}

func runWebCases(t *testing.T, cases []webCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			okResult(t, eval(t, attemptJS+tt.code), tt.want)
		})
	}
}

func TestBase64(t *testing.T) {
	runWebCases(t, []webCase{
		{"btoa", `[btoa(""), btoa("a"), btoa("ab"), btoa("abc"), btoa("é"), btoa("\xff\x00")]`, `["","YQ==","YWI=","YWJj","6Q==","/wA="]`},
		{"btoa converts to string", `[btoa(12), btoa(null), btoa(undefined)]`, `["MTI=","bnVsbA==","dW5kZWZpbmVk"]`},
		{"atob", `[atob(""), atob("YQ=="), atob("YWI="), atob("YWJj"), atob("/w==").charCodeAt(0)]`, `["","a","ab","abc",255]`},
		{"atob without padding", `[atob("YQ"), atob("YWI")]`, `["a","ab"]`},
		{"atob ignores ASCII white space", `atob(" Y W\tI = \n\f\r")`, `"ab"`},
		{"atob ignores extra bits", `atob("YR")`, `"a"`},
		{"round trip of every byte", `const all = Array.from({length: 256}, (_, i) => String.fromCharCode(i)).join(""); atob(btoa(all)) === all`, "true"},
		{"btoa above U+00FF", `attempt(() => btoa("€"))`, `["InvalidCharacterError","Invalid character",true]`},
		{"btoa lone surrogate", `attempt(() => btoa("\ud800"))`, `["InvalidCharacterError","Invalid character",true]`},
		{"btoa without argument", `attempt(() => btoa())`, `["TypeError","btoa requires 1 argument",true]`},
		{"atob without argument", `attempt(() => atob())`, `["TypeError","atob requires 1 argument",true]`},
		{"atob invalid", `["YQ=", "Y", "YQ===", "Y===", "a*b=", "YQ=a", "=YQ", "YWJj\u00e9", "YQ==YQ==", "YQ\v", "-_==", "undefined"].map((s) => attempt(() => atob(s))[0])`,
			`["InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError","InvalidCharacterError"]`},
		{"atob invalid message", `attempt(() => atob("*"))`, `["InvalidCharacterError","The string to be decoded is not correctly encoded.",true]`},
	})
}

func TestTextEncoding(t *testing.T) {
	runWebCases(t, []webCase{
		{"encode", `Array.from(new TextEncoder().encode("€é a😀"))`, `[226,130,172,195,169,32,97,240,159,152,128]`},
		{"encode defaults", `const e = new TextEncoder(); [e.encoding, e.encode().length, e.encode(undefined).length, e.encode("x") instanceof Uint8Array]`, `["utf-8",0,0,true]`},
		{"encode lone surrogate", `Array.from(new TextEncoder().encode("a\ud800"))`, `[97,239,191,189]`},
		{"encodeInto stops before a code point that does not fit", `const d = new Uint8Array(4); const r = new TextEncoder().encodeInto("a😀b", d); [r.read, r.written, Array.from(d)]`, `[1,1,[97,0,0,0]]`},
		{"encodeInto", `const d = new Uint8Array(5); const r = new TextEncoder().encodeInto("a😀b", d); [r.read, r.written, Array.from(d)]`, `[3,5,[97,240,159,152,128]]`},
		{"decode", `new TextDecoder().decode(new Uint8Array([0xe2, 0x82, 0xac, 0x61]))`, `"€a"`},
		{"decode strips one BOM", `new TextDecoder().decode(new Uint8Array([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x68])).length`, `2`},
		{"decode ignoreBOM keeps it", `new TextDecoder("utf-8", {ignoreBOM: true}).decode(new Uint8Array([0xEF, 0xBB, 0xBF, 0x68, 0x69])).charCodeAt(0)`, `65279`},
		{"decode replaces invalid bytes", `new TextDecoder().decode(new Uint8Array([0x61, 0xff, 0x62])) === "a\ufffdb"`, `true`},
		{"decode truncated sequence", `new TextDecoder().decode(new Uint8Array([0xF0, 0x9F, 0x98])) === "\ufffd"`, `true`},
		{"decode fatal", `attempt(() => new TextDecoder("utf-8", {fatal: true}).decode(new Uint8Array([0xff])))`, `["TypeError","The encoded data was not valid for encoding utf-8",true]`},
		{"decode fatal valid", `new TextDecoder("utf-8", {fatal: true}).decode(new Uint8Array([0xe2, 0x82, 0xac]))`, `"€"`},
		{"decoder properties", `const d = new TextDecoder(); [d.encoding, d.fatal, d.ignoreBOM, new TextDecoder("UTF8", {fatal: 1}).fatal, new TextDecoder(" Unicode-1-1-UTF-8 ").encoding]`, `["utf-8",false,false,true,"utf-8"]`},
		{"unsupported label", `attempt(() => new TextDecoder("latin1"))[0]`, `"RangeError"`},
		{"decode views and buffers", `const b = new Uint8Array([0x61, 0x62, 0x63, 0x64]); const d = new TextDecoder(); [d.decode(b.subarray(1, 3)), d.decode(b.buffer), d.decode(new DataView(b.buffer, 3)), d.decode()]`, `["bc","abcd","d",""]`},
		{"decode a string", `attempt(() => new TextDecoder().decode("str"))[0]`, `"TypeError"`},
		{"decode on a foreign this", `attempt(() => TextDecoder.prototype.decode.call({}, new Uint8Array(1)))`, `["TypeError","Illegal invocation",true]`},
		{"round trip", `const s = "héllo 😀 \u2028"; new TextDecoder().decode(new TextEncoder().encode(s)) === s`, "true"},
		{"helpers keep the built-ins they saw at first use", `new TextEncoder(); Uint8Array = null; WeakMap = null; Reflect.apply = null; Array.from(new TextEncoder().encode("é"))`, `[195,169]`},
	})
}

// TestTextDecoderReplacement: the WHATWG decoder writes one U+FFFD per
// maximal invalid subpart, so two bad bytes become two replacement
// characters, and an encoded surrogate (ED A0 80) becomes three.
func TestTextDecoderReplacement(t *testing.T) {
	runWebCases(t, []webCase{
		{"two bad bytes", `new TextDecoder().decode(new Uint8Array([0xff, 0xff])).length`, `2`},
		{"encoded surrogate", `new TextDecoder().decode(new Uint8Array([0xED, 0xA0, 0x80])).length`, `3`},
		{"bad lead then truncated", `new TextDecoder().decode(new Uint8Array([0x80, 0xE2, 0x82])).length`, `2`},
	})
}

func TestStructuredClone(t *testing.T) {
	runWebCases(t, []webCase{
		{"primitives", `[structuredClone(1), structuredClone("s"), structuredClone(null), structuredClone(undefined) === undefined, structuredClone(10n) === 10n, structuredClone(true)]`, `[1,"s",null,true,true,true]`},
		{"Date", `const d = new Date(5); const c = structuredClone(d); [c instanceof Date, c !== d, c.getTime()]`, `[true,true,5]`},
		{"Map", `const m = new Map([[1, {a: 1}], ["k", [2]]]); const c = structuredClone(m); [c instanceof Map, c !== m, c.get(1).a, c.get("k")[0], c.get(1) !== m.get(1)]`, `[true,true,1,2,true]`},
		{"Set", `const s = new Set([1, "x"]); const c = structuredClone(s); [c instanceof Set, c !== s, c.has(1), c.has("x"), c.size]`, `[true,true,true,true,2]`},
		{"cycles", `const a = {n: 1}; a.self = a; a.list = [a]; const c = structuredClone(a); [c !== a, c.self === c, c.list[0] === c, c.n]`, `[true,true,true,1]`},
		{"cycle through a Map", `const m = new Map(); m.set("me", m); const c = structuredClone(m); [c !== m, c.get("me") === c]`, `[true,true]`},
		{"shared references stay shared", `const x = {}; const c = structuredClone({p: x, q: x}); [c.p === c.q, c.p !== x]`, `[true,true]`},
		{"RegExp", `const r = structuredClone(/a+/gi); [r instanceof RegExp, r.source, r.flags]`, `[true,"a+","gi"]`},
		{"typed array view", `const u = structuredClone(new Uint8Array([1, 2, 3]).subarray(1)); [u instanceof Uint8Array, Array.from(u), u.byteOffset, u.buffer.byteLength]`, `[true,[2,3],1,3]`},
		{"ArrayBuffer is copied", `const b = new Uint8Array([1]).buffer; const c = structuredClone(b); new Uint8Array(c)[0] = 9; [c !== b, new Uint8Array(b)[0]]`, `[true,1]`},
		{"Error", `const e = structuredClone(new TypeError("t")); [e instanceof TypeError, e.message]`, `[true,"t"]`},
		{"class instance becomes plain", `class A { constructor() { this.v = 1 } }; const c = structuredClone(new A()); [c instanceof A, Object.getPrototypeOf(c) === Object.prototype, c.v]`, `[false,true,1]`},
		{"non-enumerable and symbol keys are dropped", `const o = {[Symbol("s")]: 1}; Object.defineProperty(o, "h", {value: 1, enumerable: false}); o.v = 2; Object.getOwnPropertyNames(structuredClone(o))`, `["v"]`},
		{"array holes and extras", `const a = [1, , 3]; a.x = "y"; const c = structuredClone(a); [c.length, 1 in c, c[2], c.x]`, `[3,false,3,"y"]`},
		{"function", `attempt(() => structuredClone(() => 1))`, `["DataCloneError","() => 1 could not be cloned.",true]`},
		{"nested function", `attempt(() => structuredClone({a: [{f() {}}]}))[0]`, `"DataCloneError"`},
		{"symbol", `attempt(() => structuredClone(Symbol("s")))`, `["DataCloneError","Symbol(s) could not be cloned.",true]`},
		{"WeakMap", `attempt(() => structuredClone(new WeakMap()))`, `["DataCloneError","#<WeakMap> could not be cloned.",true]`},
		{"Promise", `attempt(() => structuredClone(Promise.resolve()))[0]`, `"DataCloneError"`},
		{"no argument", `attempt(() => structuredClone())`, `["TypeError","The value argument must be specified",true]`},
	})
}

func TestQueueMicrotask(t *testing.T) {
	runWebCases(t, []webCase{
		{"ordering", `
			const out = [];
			setTimeout(() => out.push("timeout"), 0);
			queueMicrotask(() => out.push("micro1"));
			Promise.resolve().then(() => out.push("promise"));
			queueMicrotask(() => out.push("micro2"));
			out.push("sync");
			await new Promise((r) => setTimeout(r, 5));
			out`, `["sync","micro1","promise","micro2","timeout"]`},
		{"microtasks queued by a promise job run in order", `
			const out = [];
			Promise.resolve().then(() => { out.push("a"); queueMicrotask(() => out.push("c")) });
			Promise.resolve().then(() => out.push("b"));
			await new Promise((r) => setTimeout(r, 5));
			out`, `["a","b","c"]`},
		{"callback gets no arguments and undefined this", `await new Promise((r) => queueMicrotask(function (...a) { r([a.length, this === undefined || this === globalThis]) }))`, `[0,true]`},
		{"returns undefined", `queueMicrotask(() => {}) === undefined`, `true`},
		{"not a function", `[attempt(() => queueMicrotask(1)), attempt(() => queueMicrotask())[0]]`, `[["TypeError","The \"callback\" argument must be of type function",true],"TypeError"]`},
		{"guest replacing Promise changes nothing", `Promise.prototype.then = () => { throw new Error("hijacked") }; const out = []; queueMicrotask(() => out.push(1)); await null; out`, `[1]`},
	})
	t.Run("FIFO when a microtask queues another", func(t *testing.T) {
		runWebCases(t, []webCase{
			{"queueMicrotask inside queueMicrotask", `
				const out = [];
				setTimeout(() => out.push("timeout"), 0);
				queueMicrotask(() => { out.push("a"); queueMicrotask(() => out.push("c")) });
				queueMicrotask(() => out.push("b"));
				await new Promise((r) => setTimeout(r, 5));
				out`, `["a","b","c","timeout"]`},
			{"promise job inside queueMicrotask", `
				const out = [];
				queueMicrotask(() => { out.push("a"); Promise.resolve().then(() => out.push("c")) });
				Promise.resolve().then(() => out.push("b"));
				await new Promise((r) => setTimeout(r, 5));
				out`, `["a","b","c"]`},
		})
	})
	t.Run("a throwing callback ends the execution", func(t *testing.T) {
		o := eval(t, `queueMicrotask(() => { throw new Error("in microtask") }); await new Promise((r) => setTimeout(r, 50)); "not reached"`)
		errResult(t, o, protocol.CodeRuntime, "in microtask")
	})
}

func TestTimers(t *testing.T) {
	runWebCases(t, []webCase{
		{"setTimeout with arguments", `await new Promise((r) => setTimeout((a, b) => r([a, b]), 1, "x", 2))`, `["x",2]`},
		{"clearTimeout", `let fired = false; const id = setTimeout(() => { fired = true }, 1); clearTimeout(id); await new Promise((r) => setTimeout(r, 20)); fired`, `false`},
		{"clearInterval clears a timeout", `let fired = false; const id = setTimeout(() => { fired = true }, 1); clearInterval(id); await new Promise((r) => setTimeout(r, 20)); fired`, `false`},
		{"setInterval and clearInterval", `let n = 0; await new Promise((r) => { const i = setInterval(() => { if (++n === 3) { clearInterval(i); setTimeout(r, 20) } }, 1) }); n`, `3`},
		{"clearing inside the callback", `let n = 0; const i = setInterval(() => { n++; clearInterval(i) }, 1); await new Promise((r) => setTimeout(r, 30)); n`, `1`},
		{"ids are distinct positive numbers", `const a = setTimeout(() => {}, 1), b = setInterval(() => {}, 1); clearInterval(b); [typeof a, a !== b, a > 0, b > 0]`, `["number",true,true,true]`},
		{"clearing unknown ids is harmless", `[clearTimeout(12345), clearTimeout(), clearTimeout("x"), clearInterval(undefined), clearInterval({})]`, `[null,null,null,null,null]`},
		{"odd delays mean soon", `await new Promise((r) => setTimeout(r, -5)); await new Promise((r) => setTimeout(r, NaN)); await new Promise((r) => setTimeout(r, "x")); await new Promise((r) => setTimeout(r, 2 ** 40)); "soon"`, `"soon"`},
		{"string callback refused", `attempt(() => setTimeout("globalThis.evaled = 1", 1))`, `["TypeError","The \"callback\" argument must be of type function",true]`},
		{"setInterval needs a function", `attempt(() => setInterval(null, 1))[0]`, `"TypeError"`},
		{"outstanding timers do not hold the result", `setInterval(() => {}, 1); setTimeout(() => {}, 100000); "done"`, `"done"`},
		// goja_nodejs gave each timer a goroutine of its own, and timers
		// due together ran in whatever order those goroutines did (the
		// last of fifty first): the order is now Node's.
		{"timers due together run in the order set", `const out = []; for (let i = 0; i < 50; i++) setTimeout(() => out.push(i), 0); await new Promise((r) => setTimeout(r, 5)); out.every((v, i) => v === i) && out.length`, `50`},
		{"an earlier due time runs first, whatever the load", `const out = []; setTimeout(() => out.push("late"), 3); setTimeout(() => out.push("early"), 1); const t0 = Date.now(); while (Date.now() - t0 < 10); await new Promise((r) => setTimeout(r, 5)); out`, `["early","late"]`},
		{"a timer cleared by one due with it does not run", `const out = []; setTimeout(() => { out.push("a"); clearTimeout(b) }, 1); const b = setTimeout(() => out.push("b"), 1); await new Promise((r) => setTimeout(r, 10)); out`, `["a"]`},
		{"microtasks run between timers", `const out = []; setTimeout(() => { out.push(1); Promise.resolve().then(() => out.push("m")) }, 1); setTimeout(() => out.push(2), 1); await new Promise((r) => setTimeout(r, 10)); out`, `[1,"m",2]`},
		{"a timer set by a timer waits for a later run", `const out = []; setTimeout(() => { out.push("a"); setTimeout(() => out.push("c"), 0) }, 1); setTimeout(() => out.push("b"), 1); await new Promise((r) => { const t = setInterval(() => { if (out.length === 3) { clearInterval(t); r() } }, 1) }); out`, `["a","b","c"]`},
	})
	t.Run("a throwing callback ends the execution", func(t *testing.T) {
		o := eval(t, `setTimeout(() => { throw new Error("in timer") }, 1); await new Promise((r) => setTimeout(r, 50)); "not reached"`)
		errResult(t, o, protocol.CodeRuntime, "in timer")
	})
	t.Run("timers are dropped at the end", func(t *testing.T) {
		r := start(t, `setTimeout(() => console.log("late"), 1); setInterval(() => console.log("tick"), 1); "now"`, nil, defaultLimits)
		okResult(t, r.outcome(), `"now"`)
		// Give dropped timers time to misbehave, then check nothing ran.
		time.Sleep(30 * time.Millisecond)
		r.sync()
		if got := r.logs(); len(got) != 0 {
			t.Errorf("logs after the end: %q", got)
		}
		done := make(chan int, 1)
		r.e.Do(func() { done <- len(r.e.timers.byID) })
		if n := <-done; n != 0 {
			t.Errorf("%d timers still registered", n)
		}
	})
}

func TestURL(t *testing.T) {
	runWebCases(t, []webCase{
		{"URL", `const u = new URL("https://a.b/c?d=1#e"); [u.host, u.pathname, u.searchParams.get("d"), u.hash, String(u)]`, `["a.b","/c","1","#e","https://a.b/c?d=1#e"]`},
		{"URLSearchParams", `const p = new URLSearchParams("a=1&b=2&a=3"); p.append("c", "x y"); [p.getAll("a"), p.toString()]`, `[["1","3"],"a=1&b=2&a=3&c=x+y"]`},
		{"invalid URL throws", `attempt(() => new URL("not a url"))[0]`, `"TypeError"`},
		{"lazy globals settle as data properties", `typeof URL; const d = Object.getOwnPropertyDescriptor(globalThis, "URL"); [typeof d.value, d.writable, d.enumerable, d.configurable]`, `["function",true,false,true]`},
		{"lazy globals can be replaced before use", `TextEncoder = 5; structuredClone = null; [TextEncoder, structuredClone]`, `[5,null]`},
	})
}

// TestURLRelative: a relative reference resolves against the base's
// directory, as WHATWG URL (and Go's net/url) do.
func TestURLRelative(t *testing.T) {
	runWebCases(t, []webCase{
		{"parent", `new URL("../x?y", "https://h/a/b/c").href`, `"https://h/a/x?y"`},
		{"sibling", `new URL("x", "https://h/a/b/c").href`, `"https://h/a/b/x"`},
		{"dot", `new URL("./x", "https://h/a/b/").href`, `"https://h/a/b/x"`},
	})
}

// TestWebGlobalsAreHidden: the helpers are non-enumerable, as built-ins
// are, so a guest that serializes globalThis sees none of them.
func TestWebGlobalsAreHidden(t *testing.T) {
	okResult(t, eval(t, `Object.keys(globalThis)`), `[]`)
}
