package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/protocol"
)

// crashCases are the guest programs of issue 10 that crashed the runner: each
// made a built-in dereference Go nil, and the process died with the host
// told internal_error. Each must now end as V8 ends it.
var crashCases = []struct{ name, code, want string }{
	{
		"web helpers after Map is replaced",
		`Map = {}; Array.from(new TextEncoder().encode("é"))`,
		`[195,169]`,
	},
	{
		"toLocaleString of a null-prototype object",
		`(() => { try { Object.prototype.toLocaleString.call(Object.create(null)) } catch (e) { return [e.name, e.message] } })()`,
		`["TypeError","undefined is not a function"]`,
	},
	{
		"Symbol.replace on a plain object",
		`(() => { try { RegExp.prototype[Symbol.replace].call({}, "abc", "x") } catch (e) { return [e.name, e.message.startsWith("Method RegExp.prototype.exec called on incompatible receiver")] } })()`,
		`["TypeError",true]`,
	},
	{
		"Symbol.split with a species constructor returning junk",
		`(() => { try { RegExp.prototype[Symbol.split].call({ constructor: { [Symbol.species]: function () { return {} } }, flags: "" }, "abc") } catch (e) { return [e.name, e.message.startsWith("Method RegExp.prototype.exec called on incompatible receiver")] } })()`,
		`["TypeError",true]`,
	},
}

func TestGuestMadeCrashes(t *testing.T) {
	for _, tc := range crashCases {
		t.Run(tc.name, func(t *testing.T) {
			r := start(t, tc.code, nil, defaultLimits)
			okResult(t, r.outcome(), tc.want)
			if n := r.e.GoPanics(); n != 0 {
				t.Fatalf("%d Go panics recovered; the fix is not at the cause", n)
			}
		})
	}
}

// TestWebHelpersIgnoreReplacedGlobals: what the guest does to the globals
// and the prototypes before its first use of a helper does not reach the
// helper.
func TestWebHelpersIgnoreReplacedGlobals(t *testing.T) {
	runWebCases(t, []webCase{
		{"constructors replaced", `const m = new Map([[1, 2]]);
			Map = {}; Set = null; WeakMap = function () { throw new Error("boom") }; Uint8Array = 1; TypeError = undefined;
			const c = structuredClone({ m });
			[typeof TextEncoder, new TextDecoder().decode(new TextEncoder().encode("ok")), c.m.get(1), c.m !== m]`, `["function","ok",2,true]`},
		{"methods replaced", `const OrigMap = Object.getPrototypeOf(new Map()).constructor;
			OrigMap.prototype.set = OrigMap.prototype.get = OrigMap.prototype.has = () => { throw new Error("hijacked") };
			Reflect.apply = Object.defineProperty = Array.isArray = null;
			const o = { a: [1, { b: 2 }] }; o.self = o;
			const c = structuredClone(o); [c.self === c, c.a[1].b, Array.from(new TextEncoder().encode("é"))]`, `[true,2,[195,169]]`},
		{"setters on Object.prototype are not called", `let calls = 0;
			for (const k of ["Int8Array", "TypeError", "Map", "name", "utf8Encode"]) Object.defineProperty(Object.prototype, k, { set() { calls++; throw new Error("setter") }, configurable: true });
			new TextEncoder().encode("x"); attempt(() => structuredClone(() => 1)); [calls, attempt(() => structuredClone(() => 1))[0]]`, `[0,"DataCloneError"]`},
		{"structuredClone reads internal slots, not getters or tags", `const TA = Object.getPrototypeOf(Uint8Array.prototype);
			for (const k of ["buffer", "byteOffset", "length", "byteLength"]) Object.defineProperty(TA, k, { get() { throw new Error("hijacked " + k) } });
			for (const k of ["source", "flags"]) Object.defineProperty(RegExp.prototype, k, { get() { throw new Error("hijacked " + k) } });
			Object.defineProperty(Object.prototype, "value", { get() { throw new Error("hijacked value") }, configurable: true });
			const ab = new ArrayBuffer(4); ab.constructor = { [Symbol.species]: function () { throw new Error("species") } };
			const u = new Uint8Array(ab, 1, 2); u[0] = 7;
			const c = structuredClone({ u, r: /a/g, fake: { [Symbol.toStringTag]: "Date" }, ab });
			[c.u[0], c.r.test("a"), Object.prototype.toString.call(c.fake), c.ab.byteLength, attempt(() => structuredClone({ get x() { return 1 }, y: new WeakMap() }))[1]]`,
			`[7,true,"[object Object]",4,"#<WeakMap> could not be cloned."]`},
		{"accessors on Object.prototype for the URL module", `for (const k of ["exports", "URL", "URLSearchParams"]) Object.defineProperty(Object.prototype, k, { get() { return 1 }, set() { throw new Error("setter") }, configurable: true });
			[typeof URL, typeof URLSearchParams, new URL("https://h/x").pathname]`, `["function","function","/x"]`},
		{"replaced Error.prototype.name setter", `Object.defineProperty(Error.prototype, "name", { get() { return "Error" }, set() { throw new Error("setter") } });
			[attempt(() => atob("*"))[1], Object.getOwnPropertyDescriptor(attempt(() => { try { atob("*") } catch (e) { throw e } }) && (() => { try { atob("*") } catch (e) { return e } })(), "name").value]`,
			`["The string to be decoded is not correctly encoded.","InvalidCharacterError"]`},
	})
}

// TestNoGoErrorReachesGuest: issue 10's exploit handed the guest a GoError
// whose value was a Go *goja.Exception. Every error a helper throws is a
// plain JavaScript error now; a stack overflow while a helper is first
// built stays a RangeError that ends the execution, and the helper still
// works when touched again.
func TestNoGoErrorReachesGuest(t *testing.T) {
	okResult(t, eval(t, `WeakMap = function () { throw new Error("boom") };
		let got;
		try { got = typeof TextEncoder } catch (e) { got = [e.name, typeof e.value] }
		[got, typeof GoError]`), `["function","undefined"]`)
	// At the edge of the call stack, building a helper overflows it: the
	// execution ends with the RangeError, as any overflow does.
	overflowed := 0
	for n := DefaultMaxCallStackSize - 30; n <= DefaultMaxCallStackSize; n++ {
		o := eval(t, fmt.Sprintf(`function deep(n) { return n === 0 ? [typeof TextEncoder, typeof URL] : deep(n - 1) } deep(%d)`, n))
		switch {
		case o.Err == nil && string(o.Result) == `["function","function"]`:
		case o.Err != nil && o.Err.Code == protocol.CodeRuntime && strings.Contains(o.Err.Message, "Maximum call stack size exceeded"):
			overflowed++
		default:
			t.Fatalf("depth %d: %s", n, describeOutcome(o))
		}
	}
	if overflowed == 0 {
		t.Fatal("no depth overflowed: the test does not reach the edge")
	}
	for _, code := range []string{
		`(() => { try { atob("*") } catch (e) { return [Object.getPrototypeOf(e) === Error.prototype, "value" in e, e.name] } })()`,
		`(() => { try { new TextDecoder("latin1") } catch (e) { return [Object.getPrototypeOf(e) === RangeError.prototype, "value" in e, e.name] } })()`,
		`(() => { try { structuredClone(Symbol()) } catch (e) { return [Object.getPrototypeOf(Object.getPrototypeOf(e)) === Error.prototype, "value" in e, e.name] } })()`,
		`(() => { try { setTimeout("1") } catch (e) { return [Object.getPrototypeOf(e) === TypeError.prototype, "value" in e, e.name] } })()`,
	} {
		o := eval(t, code)
		if o.Err != nil || !strings.HasPrefix(string(o.Result), `[true,false,`) {
			t.Errorf("%s: %s", code, describeOutcome(o))
		}
	}
}

// TestNoGoValuesVisible: the URL objects goja_nodejs makes are goja
// wrappers of Go structs; none of their Go fields or methods reaches the
// guest (a URL once had an own property String, a Go method).
func TestNoGoValuesVisible(t *testing.T) {
	okResult(t, eval(t, `const u = new URL("https://h/p?q=1"), s = new URLSearchParams("a=1"), it = s.entries();
		[Reflect.ownKeys(u), "String" in u, Reflect.ownKeys(s), Reflect.ownKeys(it), u.href, u.searchParams.get("q"), String(u), [...it]]`),
		`[[],false,[],[],"https://h/p?q=1","1","https://h/p?q=1",[["a","1"]]]`)
}

// TestNoGoNamesVisible: no function the runner defines shows a Go symbol in
// its name or source text, and errors from them show none in their stack.
func TestNoGoNamesVisible(t *testing.T) {
	o := eval(t, `
	const seen = new Set(), texts = [];
	function visit(v, depth) {
		if ((typeof v !== "object" && typeof v !== "function") || v === null || seen.has(v) || depth > 4) return;
		seen.add(v);
		if (typeof v === "function") texts.push(String(v), String(v.name));
		for (const k of Reflect.ownKeys(v)) {
			const d = Reflect.getOwnPropertyDescriptor(v, k);
			let value;
			try { value = "value" in d ? d.value : undefined } catch (e) {}
			if (d.get) visit(d.get, depth + 1);
			if (d.set) visit(d.set, depth + 1);
			visit(value, depth + 1);
		}
		visit(Object.getPrototypeOf(v), depth + 1);
	}
	visit(globalThis, 0);
	for (const name of ["TextEncoder", "TextDecoder", "structuredClone", "URL", "URLSearchParams"]) visit(globalThis[name], 0);
	visit(new URL("https://h/a?b=c"), 0);
	visit(new URLSearchParams("a=b"), 0);
	visit(new TextEncoder(), 0);
	for (const f of [() => atob("*"), () => setTimeout(1), () => TextDecoder.prototype.decode.call({}), () => URL.prototype.toString.call({})]) {
		try { f() } catch (e) { texts.push(String(e.stack)) }
	}
	texts.filter((s) => /github|goja|\.func\d|-fm|\(\*/.test(s))`)
	okResult(t, o, `[]`)
	okResult(t, eval(t, `[String(atob), String(console.log), String(Object.getOwnPropertyDescriptor(globalThis, "URL").get), setTimeout.name, atob.length]`),
		`["function atob() { [native code] }","function log() { [native code] }","function get URL() { [native code] }","setTimeout",1]`)
}

// TestGoPanicIsCaughtCountedAndReported: a Go panic inside a built-in (here
// one planted for the test) reaches the guest as a catchable TypeError, is
// counted, and reaches Config.OnGoPanic with the stack that panicked.
func TestGoPanicIsCaughtCountedAndReported(t *testing.T) {
	var reported []string
	e, err := New(Config{OnGoPanic: func(v any, stack []byte) {
		reported = append(reported, fmt.Sprintf("%v\n%s", v, stack))
	}})
	if err != nil {
		t.Fatal(err)
	}
	var nilObject *goja.Object
	_ = e.vm.Set("plantedBug", func(goja.FunctionCall) goja.Value { return nilObject.Get("x") })
	e.Start()
	t.Cleanup(e.terminate)
	h := newFakeHost()
	e.Do(func() {
		e.Execute(`let r; try { plantedBug() } catch (e) { r = [e instanceof TypeError, e.message] } r`, nil, defaultLimits, h)
	})
	r := &run{t: t, e: e, host: h}
	okResult(t, r.outcome(), `[true,"Internal error in a built-in function"]`)
	if n := e.GoPanics(); n != 1 {
		t.Fatalf("GoPanics() = %d, want 1", n)
	}
	if len(reported) != 1 || !strings.Contains(reported[0], "nil pointer dereference") || !strings.Contains(reported[0], "TestGoPanicIsCaughtCountedAndReported") {
		t.Fatalf("reported %q", reported)
	}
}

// TestAstralEscapeCompiles: a string literal ending in the largest code
// point panicked in goja's parser (issue 21); at the top level the process
// died, through eval the guest got "Internal error in a built-in function".
func TestAstralEscapeCompiles(t *testing.T) {
	for _, code := range []string{`'x\u{10FFFF}'.length`, `eval("'x\\u{10FFFF}'").length`, "`x\\u{10FFFF}`.length"} {
		r := start(t, code, nil, defaultLimits)
		okResult(t, r.outcome(), "3")
		if n := r.e.GoPanics(); n != 0 {
			t.Fatalf("%s: %d Go panics recovered", code, n)
		}
	}
}

// TestPanicInAJobEndsTheExecution: a Go panic in a job of the loop (as
// one in the parser was) ends the execution with internal_error, told to
// the host once, and reported; the loop goes on running jobs.
func TestPanicInAJobEndsTheExecution(t *testing.T) {
	var reported []any
	e, err := New(Config{OnGoPanic: func(v any, _ []byte) { reported = append(reported, v) }})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	t.Cleanup(e.terminate)
	h := newFakeHost()
	r := &run{t: t, e: e, host: h}
	e.Do(func() { e.Execute(`await tools.echo({})`, toolsProvider, defaultLimits, h) })
	r.call()
	e.Do(func() { panic(strings.Repeat("boom ", 100)) })
	o := r.outcome()
	if o.Err == nil || o.Err.Code != protocol.CodeInternal || !strings.HasPrefix(o.Err.Message, "internal error in the engine: boom boom") || len(o.Err.Message) > 240 {
		t.Fatalf("outcome %s", describeOutcome(o))
	}
	if e.GoPanics() != 1 || len(reported) != 1 {
		t.Errorf("%d panics counted, %d reported", e.GoPanics(), len(reported))
	}
	// A panic with no execution running is only counted.
	e.Do(func() { panic("idle") })
	r.sync()
	if e.GoPanics() != 2 {
		t.Errorf("%d panics counted", e.GoPanics())
	}
}
