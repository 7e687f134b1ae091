package engine

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/protocol"
)

// hang is how long a test waits for something that should happen at once.
// It only guards against a hang; no test depends on how long anything takes.
const hang = 10 * time.Second

var defaultLimits = Limits{MaxLogLines: 100, MaxLogChars: 64000}

// fakeHost records what the engine reports. Its methods run on the loop.
type fakeHost struct {
	calls chan ToolCall
	done  chan Outcome
}

func newFakeHost() *fakeHost {
	return &fakeHost{calls: make(chan ToolCall, 100), done: make(chan Outcome, 2)}
}

func (h *fakeHost) ToolCall(c ToolCall) { h.calls <- c }
func (h *fakeHost) Finish(o Outcome)    { h.done <- o }

// run is one execution in progress.
type run struct {
	t    *testing.T
	e    *Engine
	host *fakeHost
}

// newEngine builds and starts an engine that the test terminates.
func newEngine(t *testing.T) *Engine {
	t.Helper()
	e, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	t.Cleanup(func() {
		if t.Failed() {
			// A guest left computing would keep the loop, and terminate
			// would wait for it for ever.
			e.Interrupt(protocol.ErrTimeout)
		}
		e.terminate()
	})
	return e
}

func start(t *testing.T, code string, providers []Provider, limits Limits) *run {
	t.Helper()
	e := newEngine(t)
	h := newFakeHost()
	if !e.Do(func() { e.Execute(code, providers, limits, h) }) {
		t.Fatal("Do refused the job")
	}
	return &run{t: t, e: e, host: h}
}

// outcome waits for Finish, and checks that it is not called again.
func (r *run) outcome() Outcome {
	r.t.Helper()
	select {
	case o := <-r.host.done:
		// Anything still queued on the loop runs before this job; a
		// second Finish would be in the channel by then.
		r.sync()
		select {
		case o2 := <-r.host.done:
			r.t.Fatalf("Finish called twice: %+v then %+v", o, o2)
		default:
		}
		return o
	case <-time.After(hang):
		r.t.Fatal("execution did not finish")
	}
	return Outcome{}
}

// sync waits until every job queued on the loop so far has run.
func (r *run) sync() {
	r.t.Helper()
	ch := make(chan struct{})
	r.e.Do(func() { close(ch) })
	select {
	case <-ch:
	case <-time.After(hang):
		r.t.Fatal("loop is stuck")
	}
}

// call waits for the next tool call.
func (r *run) call() ToolCall {
	r.t.Helper()
	select {
	case c := <-r.host.calls:
		return c
	case o := <-r.host.done:
		r.t.Fatalf("finished (%s) while a tool call was expected", describeOutcome(o))
	case <-time.After(hang):
		r.t.Fatal("no tool call")
	}
	return ToolCall{}
}

func (r *run) settle(id string, res ToolResult) bool {
	r.t.Helper()
	ch := make(chan bool, 1)
	r.e.Do(func() { ch <- r.e.SettleTool(id, res) })
	select {
	case ok := <-ch:
		return ok
	case <-time.After(hang):
		r.t.Fatal("loop is stuck")
	}
	return false
}

// logs returns the lines logged so far.
func (r *run) logs() []string { return r.e.Logs() }

// eval runs code and returns its outcome.
func eval(t *testing.T, code string) Outcome {
	t.Helper()
	return start(t, code, nil, defaultLimits).outcome()
}

// evalProviders runs code with providers installed.
func evalProviders(t *testing.T, code string, providers []Provider) Outcome {
	t.Helper()
	return start(t, code, providers, defaultLimits).outcome()
}

func describeOutcome(o Outcome) string {
	if o.Err != nil {
		return "error " + string(o.Err.Code) + ": " + o.Err.Message
	}
	if o.Result == nil {
		return "undefined"
	}
	return string(o.Result)
}

// okResult is the wanted outcome of a successful execution with this JSON
// result; "undefined" means no result.
func okResult(t *testing.T, o Outcome, want string) {
	t.Helper()
	if o.Err != nil {
		t.Fatalf("error %s: %s; want result %s", o.Err.Code, o.Err.Message, want)
	}
	if want == "undefined" {
		if o.Result != nil {
			t.Fatalf("result %s, want undefined", o.Result)
		}
		return
	}
	if string(o.Result) != want {
		t.Fatalf("result %s, want %s", o.Result, want)
	}
	if !json.Valid(o.Result) {
		t.Fatalf("result %s is not valid JSON", o.Result)
	}
}

func errResult(t *testing.T, o Outcome, code protocol.Code, msg string) {
	t.Helper()
	if o.Err == nil {
		t.Fatalf("result %s, want error %s: %s", describeOutcome(o), code, msg)
	}
	if o.Err.Code != code || o.Err.Message != msg {
		t.Fatalf("error %s: %q, want %s: %q", o.Err.Code, o.Err.Message, code, msg)
	}
}

var toolsProvider = []Provider{{Name: "tools", Tools: []string{"echo", "fail"}}}

func TestToolCallRoundTrip(t *testing.T) {
	r := start(t, `
		const a = await tools.echo({ n: 1, s: "<&>" });
		const b = await tools.echo();
		const c = await tools.echo(undefined);
		const d = await tools.echo(null, "ignored second argument");
		[a, b === undefined, c, d]`, toolsProvider, defaultLimits)
	steps := []struct {
		input  string // "" for none
		result string // "" for undefined
	}{
		{`{"n":1,"s":"<&>"}`, `{"got":1}`},
		{"", ""},
		{"", `"c"`},
		{"null", "null"},
	}
	for i, step := range steps {
		c := r.call()
		if want := fmt.Sprintf("call-%d", i+1); c.CallID != want {
			t.Errorf("call %d has id %q, want %q", i, c.CallID, want)
		}
		if c.Provider != "tools" || c.Name != "echo" {
			t.Errorf("call %d is %s.%s", i, c.Provider, c.Name)
		}
		if string(c.Input) != step.input || (step.input == "" && c.Input != nil) {
			t.Errorf("call %d input %q, want %q", i, c.Input, step.input)
		}
		var res json.RawMessage
		if step.result != "" {
			res = json.RawMessage(step.result)
		}
		if !r.settle(c.CallID, ToolResult{Result: res}) {
			t.Fatalf("SettleTool(%s) = false", c.CallID)
		}
	}
	okResult(t, r.outcome(), `[{"got":1},true,"c",null]`)
}

func TestSettleTool(t *testing.T) {
	r := start(t, `const p = tools.echo(1); await p`, toolsProvider, defaultLimits)
	c := r.call()
	if r.settle("call-2", ToolResult{}) {
		t.Error("SettleTool of a call never made = true")
	}
	var pending []string
	var ok bool
	done := make(chan struct{})
	r.e.Do(func() { pending, ok = r.e.PendingIDs(), r.e.Pending(c.CallID); close(done) })
	<-done
	if !ok || !slices.Equal(pending, []string{"call-1"}) {
		t.Errorf("PendingIDs = %v, Pending = %v", pending, ok)
	}
	if !r.settle(c.CallID, ToolResult{Result: json.RawMessage(`"x"`)}) {
		t.Fatal("SettleTool = false")
	}
	if r.settle(c.CallID, ToolResult{Result: json.RawMessage(`"y"`)}) {
		t.Error("second SettleTool of the same call = true")
	}
	okResult(t, r.outcome(), `"x"`)
}

func TestPendingIDsOrder(t *testing.T) {
	r := start(t, `await Promise.all(Array.from({length: 12}, (_, i) => tools.echo(i)))`, toolsProvider, defaultLimits)
	for range 12 {
		r.call()
	}
	var ids []string
	var issued int
	done := make(chan struct{})
	r.e.Do(func() { ids, issued = r.e.PendingIDs(), r.e.Issued(); close(done) })
	<-done
	want := []string{"call-1", "call-2", "call-3", "call-4", "call-5", "call-6", "call-7", "call-8", "call-9", "call-10", "call-11", "call-12"}
	if !slices.Equal(ids, want) || issued != 12 {
		t.Errorf("PendingIDs = %v, Issued = %d", ids, issued)
	}
	for _, id := range want {
		r.settle(id, ToolResult{Result: json.RawMessage(`0`)})
	}
	okResult(t, r.outcome(), `[0,0,0,0,0,0,0,0,0,0,0,0]`)
}

func TestToolFailureTrust(t *testing.T) {
	tests := []struct {
		name    string
		code    string
		err     *protocol.Error
		want    protocol.Code
		wantMsg string
	}{
		{"uncaught keeps the host code", `await tools.fail()`, &protocol.Error{Code: protocol.CodeTool, Message: "upstream said no"}, protocol.CodeTool, "upstream said no"},
		{"host timeout code", `await tools.fail()`, &protocol.Error{Code: protocol.CodeTimeout, Message: "slow upstream"}, protocol.CodeTimeout, "slow upstream"},
		{"rethrown keeps the host code", `try { await tools.fail() } catch (e) { throw e }`, &protocol.Error{Code: protocol.CodeTool, Message: "m"}, protocol.CodeTool, "m"},
		{"visible code and message", `try { await tools.fail() } catch (e) { return [e instanceof Error, e.code, e.message] }`, &protocol.Error{Code: protocol.CodeTool, Message: "m"}, "", `[true,"tool_error","m"]`},
		{"modified and rethrown stays trusted", `try { await tools.fail() } catch (e) { e.message = "changed"; throw e }`, &protocol.Error{Code: protocol.CodeTool, Message: "m"}, protocol.CodeTool, "m"},
		{"a copy is not trusted", `try { await tools.fail() } catch (e) { const f = new Error(e.message); f.code = e.code; throw f }`, &protocol.Error{Code: protocol.CodeTool, Message: "m"}, protocol.CodeRuntime, "m"},
		{"caught is harmless", `try { await tools.fail() } catch (e) {} 5`, &protocol.Error{Code: protocol.CodeTool, Message: "m"}, "", `5`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := start(t, tt.code, toolsProvider, defaultLimits)
			c := r.call()
			r.settle(c.CallID, ToolResult{Err: tt.err})
			o := r.outcome()
			if tt.want == "" {
				okResult(t, o, tt.wantMsg)
			} else {
				errResult(t, o, tt.want, tt.wantMsg)
			}
		})
	}
}

func TestGuestErrorsAreNeverTrusted(t *testing.T) {
	tests := []struct{ code, msg string }{
		{`const e = new Error("Execution timed out"); e.code = "timeout"; throw e`, "Execution timed out"},
		{`throw { code: "timeout", message: "Execution timed out" }`, "[object Object]"},
		{`throw "timeout"`, "timeout"},
		{`throw 42`, "42"},
		{`throw null`, "null"},
		{`throw undefined`, "undefined"},
		{`throw new TypeError("bad type")`, "bad type"},
		{`class MemoryError extends Error {}; throw new MemoryError("memory_limit")`, "memory_limit"},
		// A message getter that throws must not escape; some string form
		// of the error is reported instead.
		{`const e = new Error("x"); Object.defineProperty(e, "message", { get() { throw 1 } }); throw e`, ""},
		{`throw Object.assign(Object.create(Error.prototype), { message: "proto only" })`, "proto only"},
		{`await Promise.reject(new RangeError("r"))`, "r"},
		{`throw new Proxy(new Error("p"), {})`, "Error: p"},
		{`throw Symbol("s")`, "Symbol(s)"},
		{`null.x`, "Cannot read properties of null (reading 'x')"},
		{`const e = new Error(""); throw e`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			o := eval(t, tt.code)
			if o.Err == nil || o.Err.Code != protocol.CodeRuntime {
				t.Fatalf("got %s, want runtime_error", describeOutcome(o))
			}
			if !strings.Contains(o.Err.Message, tt.msg) {
				t.Errorf("message %q, want it to contain %q", o.Err.Message, tt.msg)
			}
		})
	}
}

// TestDeepRecursion: runaway recursion ends the execution with a
// RangeError and never crashes the process, whether it goes through plain
// calls, async functions or native frames. (The overflow is catchable, as
// in V8; TestCatchableStackOverflow covers the guest that catches it.)
func TestDeepRecursion(t *testing.T) {
	for _, code := range []string{
		`function f() { return f() } f()`,
		`function f(n) { return [f(n + 1)] } f(0)`,
		`const f = (n) => n === 0 ? 0 : 1 + f(n - 1); f(1e6)`,
		`const f = async () => f(); await f()`,
		`const f = () => [1].map(f); f()`,
		`const o = {}; o.toString = function () { return String(this) }; String(o)`,
	} {
		t.Run(code, func(t *testing.T) {
			o := eval(t, code)
			if o.Err == nil || o.Err.Code != protocol.CodeRuntime || !strings.Contains(o.Err.Message, "Maximum call stack size exceeded") {
				t.Fatalf("got %s, want runtime_error with a stack overflow", describeOutcome(o))
			}
		})
	}
	t.Run("real recursion under the limit works", func(t *testing.T) {
		okResult(t, eval(t, `const f = (n) => n === 0 ? 0 : 1 + f(n - 1); f(1000)`), `1000`)
	})
}

// TestCatchableStackOverflow: as in V8, the guest catches the RangeError
// the call-depth limit throws and goes on; a handler that recurses again
// gets another; an async recursion settles with it (it once never settled:
// goja left a frame behind, and the promise jobs never ran again); and a
// stack trace taken at the limit stays Error.stackTraceLimit frames long.
func TestCatchableStackOverflow(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{`function r() { r() } let m; try { r() } catch (e) { m = [e instanceof RangeError, e.name, e.message] } m`,
			`[true,"RangeError","Maximum call stack size exceeded"]`},
		{`function r() { r() } let n = 0; try { try { r() } catch (e) { n++; r() } } catch (e) { n++ } n`, `2`},
		{`const f = async () => f(); try { await f() } catch (e) { return [e instanceof RangeError, e.message] }`,
			`[true,"Maximum call stack size exceeded"]`},
		{`function* g() { yield 1 } function r() { try { return r() } catch (e) { return [...g()] } } r()`, `[1]`},
		{`function r(n) { return n === 0 ? new Error().stack.split("\n").length : r(n - 1) }
		let deepest; function d() { try { d() } catch (e) { deepest = e.stack.split("\n").length } } d(); [r(2990), deepest]`, `[11,11]`},
	} {
		t.Run(c.code, func(t *testing.T) { okResult(t, eval(t, c.code), c.want) })
	}
}

func TestInterruptAndAbort(t *testing.T) {
	t.Run("cpu loop", func(t *testing.T) {
		r := start(t, `while (true) {}`, nil, defaultLimits)
		r.e.Interrupt(protocol.ErrTimeout)
		r.e.Do(func() { r.e.Abort(protocol.ErrTimeout) })
		errResult(t, r.outcome(), protocol.CodeTimeout, protocol.TimeoutMessage)
	})
	t.Run("awaiting a tool", func(t *testing.T) {
		r := start(t, `try { await tools.echo(1) } catch (e) { return "caught" }`, toolsProvider, defaultLimits)
		c := r.call()
		r.e.Interrupt(protocol.ErrTimeout)
		r.e.Do(func() { r.e.Abort(protocol.ErrTimeout) })
		errResult(t, r.outcome(), protocol.CodeTimeout, protocol.TimeoutMessage)
		// Settling after the end is accepted and changes nothing.
		r.settle(c.CallID, ToolResult{Result: json.RawMessage(`1`)})
		r.sync()
		select {
		case o := <-r.host.done:
			t.Fatalf("second Finish %s", describeOutcome(o))
		default:
		}
	})
	t.Run("interrupt before execute", func(t *testing.T) {
		e := newEngine(t)
		h := newFakeHost()
		e.Interrupt(protocol.ErrTimeout)
		e.Do(func() { e.Execute(`1`, nil, defaultLimits, h) })
		r := &run{t: t, e: e, host: h}
		errResult(t, r.outcome(), protocol.CodeTimeout, protocol.TimeoutMessage)
	})
	t.Run("abort before execute, bound", func(t *testing.T) {
		e, err := New(Config{})
		if err != nil {
			t.Fatal(err)
		}
		h := newFakeHost()
		e.Bind(h)
		e.Start()
		t.Cleanup(e.terminate)
		e.Do(func() { e.Abort(protocol.ErrTimeout) })
		e.Do(func() { e.Execute(`globalThis.ran = true; 1`, nil, defaultLimits, h) })
		r := &run{t: t, e: e, host: h}
		errResult(t, r.outcome(), protocol.CodeTimeout, protocol.TimeoutMessage)
		ran := make(chan bool, 1)
		e.Do(func() { ran <- e.vm.Get("ran") != nil })
		if <-ran {
			t.Error("Execute ran after an abort")
		}
	})
	t.Run("abort before execute, unbound", func(t *testing.T) {
		e := newEngine(t)
		h := newFakeHost()
		e.Do(func() { e.Abort(protocol.ErrTimeout) })
		e.Do(func() { e.Execute(`globalThis.ran = true; 1`, nil, defaultLimits, h) })
		r := &run{t: t, e: e, host: h}
		r.sync()
		select {
		case o := <-h.done:
			t.Errorf("Finish(%s) after an abort with no host bound", describeOutcome(o))
		default:
		}
		ran := make(chan bool, 1)
		e.Do(func() { ran <- e.vm.Get("ran") != nil })
		if <-ran {
			t.Error("Execute ran after an abort")
		}
	})
	t.Run("tool called after the end gets no tool_call", func(t *testing.T) {
		// The guest keeps a way to call a tool, and the test uses it on the
		// loop right after the end, so no timer decides the order.
		r := start(t, `globalThis.later = () => tools.echo(1); await tools.echo(0)`, toolsProvider, defaultLimits)
		r.call()
		r.e.Do(func() {
			r.e.Abort(protocol.ErrTimeout)
			later, ok := goja.AssertFunction(r.e.vm.Get("later"))
			if !ok {
				t.Error("later is not a function")
				return
			}
			later(goja.Undefined()) // a rejected promise or a throw: either is fine
		})
		errResult(t, r.outcome(), protocol.CodeTimeout, protocol.TimeoutMessage)
		r.sync()
		select {
		case c := <-r.host.calls:
			t.Fatalf("tool_call %+v after the end", c)
		default:
		}
	})
}

func TestResultCannotBeParsed(t *testing.T) {
	r := start(t, `await tools.echo()`, toolsProvider, defaultLimits)
	c := r.call()
	r.settle(c.CallID, ToolResult{Result: json.RawMessage(`{not json`)})
	o := r.outcome()
	if o.Err == nil || o.Err.Code != protocol.CodeInternal || !strings.Contains(o.Err.Message, "tool_result.result could not be parsed") {
		t.Fatalf("got %s", describeOutcome(o))
	}
}

func TestToolInputNotSerializable(t *testing.T) {
	r := start(t, `
		let caught;
		try { await tools.echo({ when: new Date(0) }) } catch (e) { caught = [e.code, e.message] }
		const out = await tools.echo("after");
		[caught, out]`, toolsProvider, defaultLimits)
	c := r.call()
	// The bad call emitted nothing and used no callId.
	if c.CallID != "call-1" || string(c.Input) != `"after"` {
		t.Fatalf("first tool_call %+v", c)
	}
	r.settle(c.CallID, ToolResult{Result: json.RawMessage(`1`)})
	okResult(t, r.outcome(), `[["serialization_error","tools.echo input.when: Date is not a plain object"],1]`)

	t.Run("uncaught", func(t *testing.T) {
		o := evalProviders(t, `await tools.echo(() => 1)`, toolsProvider)
		errResult(t, o, protocol.CodeSerialization, "tools.echo input: function is not serializable")
	})
}

func TestProviders(t *testing.T) {
	providers := []Provider{
		{Name: "github", Tools: []string{"search", "get_issue", "delete"}},
		{Name: "$empty", Tools: nil},
	}
	o := evalProviders(t, `
		const d = Object.getOwnPropertyDescriptor(globalThis, "github");
		const t = Object.getOwnPropertyDescriptor(github, "search");
		[
			Object.keys(github),
			Object.isFrozen(github),
			d.writable, d.enumerable, d.configurable,
			t.writable, t.enumerable, t.configurable,
			typeof github.search,
			github.search() instanceof Promise,
			Object.keys($empty),
			(() => { try { github.search = 1 } catch (e) { return "threw" } return github.search === 1 })(),
		]`, providers)
	// Globals and tools are read-only and cannot be deleted; both
	// enumerate like ordinary properties.
	okResult(t, o, `[["search","get_issue","delete"],true,false,true,false,false,true,false,"function",true,[],false]`)
}

// TestGuestGlobals keeps the static list in names.go equal to what the
// guest really sees, so that a provider can never shadow a global.
func TestGuestGlobals(t *testing.T) {
	providers := []Provider{{Name: "tools", Tools: []string{"a"}}, {Name: "other", Tools: nil}}
	o := evalProviders(t, `Object.getOwnPropertyNames(globalThis)`, providers)
	if o.Err != nil {
		t.Fatal(describeOutcome(o))
	}
	var names []string
	if err := json.Unmarshal(o.Result, &names); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range names {
		if n != "tools" && n != "other" {
			got = append(got, n)
		}
	}
	var want []string
	for _, n := range guestGlobals {
		want = append(want, n)
	}
	sort.Strings(got)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Errorf("guestGlobals drifted from the real global object\n only in the runtime: %v\n only in names.go:   %v",
			minus(got, want), minus(want, got))
	}
	for _, n := range want {
		if !IsGuestGlobal(n) {
			t.Errorf("IsGuestGlobal(%q) = false", n)
		}
	}
	for _, absent := range []string{"process", "require", "module", "exports", "Buffer", "fetch", "__dirname", "__filename", "setImmediate", "clearImmediate", "GoError", "global"} {
		if slices.Contains(got, absent) {
			t.Errorf("global %q is present", absent)
		}
	}
}

func minus(a, b []string) []string {
	var out []string
	for _, x := range a {
		if !slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

func TestNoHostAccess(t *testing.T) {
	o := eval(t, `[typeof process, typeof require, typeof module, typeof Buffer, typeof fetch,
		typeof __dirname, typeof setImmediate, typeof GoError, typeof global]`)
	okResult(t, o, `["undefined","undefined","undefined","undefined","undefined","undefined","undefined","undefined","undefined"]`)
}

func TestIdentifiers(t *testing.T) {
	tests := []struct {
		s           string
		name, bind  bool
		guestGlobal bool
	}{
		{"tools", true, true, false},
		{"_x", true, true, false},
		{"$", true, true, false},
		{"a1", true, true, false},
		{"café", true, true, false},
		{"ℵ", true, true, false},
		{"Ⅻ", true, true, false}, // letter number
		{"a\u200d", true, true, false},
		{"1a", false, false, false},
		{"", false, false, false},
		{"a-b", false, false, false},
		{"a b", false, false, false},
		{"a.b", false, false, false},
		{"\u200da", false, false, false},
		{"class", true, false, false},
		{"await", true, false, false},
		{"let", true, false, false},
		{"eval", true, false, true},
		{"arguments", true, false, false},
		{"console", true, true, true},
		{"JSON", true, true, true},
		{"undefined", true, true, true},
		{"globalThis", true, true, true},
		{"structuredClone", true, true, true},
	}
	for _, tt := range tests {
		if got := IsIdentifierName(tt.s); got != tt.name {
			t.Errorf("IsIdentifierName(%q) = %v", tt.s, got)
		}
		if got := IsBindingIdentifier(tt.s); got != tt.bind {
			t.Errorf("IsBindingIdentifier(%q) = %v", tt.s, got)
		}
		if got := IsGuestGlobal(tt.s); got != tt.guestGlobal {
			t.Errorf("IsGuestGlobal(%q) = %v", tt.s, got)
		}
	}
}

// TestBindingIdentifiersAreUsable: every name IsBindingIdentifier accepts
// can in fact be declared and read as a global by the guest.
func TestBindingIdentifiersAreUsable(t *testing.T) {
	names := []string{"tools", "café", "ℵ", "Ⅻ", "$", "_", "a\u200d", "static_", "yield_"}
	for _, n := range names {
		if !IsBindingIdentifier(n) {
			t.Fatalf("IsBindingIdentifier(%q) = false", n)
		}
	}
	var providers []Provider
	var refs []string
	for _, n := range names {
		providers = append(providers, Provider{Name: n, Tools: []string{"t"}})
		refs = append(refs, "typeof "+n+".t")
	}
	o := evalProviders(t, "["+strings.Join(refs, ",")+"]", providers)
	okResult(t, o, `["function","function","function","function","function","function","function","function","function"]`)
}
