package engine

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/execbox/execbox-runner/protocol"
)

// Exact values across the boundary (issue 10, item 3): keys are written as
// exactly as values, every value is checked under every key, host strings
// arrive exactly, and no Go name reaches the guest.

// TestSerializeLoneSurrogateKeys: a key holding a lone surrogate was read
// as a Go string, that is as U+FFFD, so its property was dropped or read
// under another key, and a function under it went unchecked.
func TestSerializeLoneSurrogateKeys(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{`o = { ok: 1 }; o["\ud800"] = "secret"; o`, `{"ok":1,"\ud800":"secret"}`},
		{`o = { ok: 1 }; o["\ud800"] = "secret"; o["\ufffd"] = 2; o["\udc00"] = 3; o`,
			`{"ok":1,"\ud800":"secret","` + "\ufffd" + `":2,"\udc00":3}`},
		{`({ "a\ud83d\ude00": 1, "\ud83d": { "\ude00": [2] } })`, `{"a😀":1,"\ud83d":{"\ude00":[2]}}`},
		{`o = {}; o["\ud83d"] = undefined; o`, `{}`},
	} {
		okResult(t, eval(t, c.code), c.want)
	}
	for _, c := range []struct{ code, msg string }{
		{`o = { ok: 1 }; o["\ud83d"] = () => 1; o`, `result["\ud83d"]: function is not serializable`},
		{`o = { ok: 1 }; o["\udc00x"] = Symbol(); o`, `result["\udc00x"]: symbol is not serializable`},
		{`({ a: { ["\ud800"]: [1n] } })`, `result.a["\ud800"][0]: bigint is not serializable`},
		{`({ ["\ud800"]: new Date(0) })`, `result["\ud800"]: Date is not a plain object`},
		{`o = {}; o["\ud800"] = o; o`, `result["\ud800"]: cyclic reference`},
		{`({ ["\ufffd"]: NaN })`, `result["` + "\ufffd" + `"]: NaN is not a finite number`},
	} {
		errResult(t, eval(t, c.code), protocol.CodeSerialization, c.msg)
	}
}

// TestToolInputLoneSurrogateKeys: a tool input goes through the same walk.
func TestToolInputLoneSurrogateKeys(t *testing.T) {
	r := start(t, `o = { ok: 1 }; o["\ud800"] = "secret"; await tools.echo(o)`, toolsProvider, defaultLimits)
	if c := r.call(); string(c.Input) != `{"ok":1,"\ud800":"secret"}` {
		t.Errorf("input %s", c.Input)
	}
	o := evalProviders(t, `o = { ok: 1 }; o["\ud83d"] = () => 1; await tools.echo(o)`, toolsProvider)
	errResult(t, o, protocol.CodeSerialization, `tools.echo input["\ud83d"]: function is not serializable`)
}

// settleAndRun runs code that awaits one tool call, answers it with result,
// and returns the outcome.
func settleAndRun(t *testing.T, code string, res ToolResult) Outcome {
	t.Helper()
	r := start(t, code, toolsProvider, defaultLimits)
	c := r.call()
	if !r.settle(c.CallID, res) {
		t.Fatalf("%s was not pending", c.CallID)
	}
	return r.outcome()
}

// TestToolResultExactStrings: a tool result is built in the guest code
// unit for code unit, lone surrogate escapes included; invalid UTF-8 is
// U+FFFD, never read as Latin-1.
func TestToolResultExactStrings(t *testing.T) {
	const code = `const v = await tools.echo(); [v.s.length, ...Array.from(v.s, c => c.charCodeAt(0)), Object.keys(v).map(k => k.charCodeAt(0))]`
	for _, c := range []struct{ result, want string }{
		{`{"s":"\ud800"}`, `[1,55296,[115]]`},
		{`{"s":"a\udc00","\ud800":1}`, `[2,97,56320,[115,55296]]`},
		{`{"s":"\ud83d\ude00"}`, `[2,55357,[115]]`},
		{"{\"s\":\"\xff\"}", `[1,65533,[115]]`},
		{"{\"s\":\"\xe2\x82z\"}", `[2,65533,122,[115]]`},
		{"{\"s\":\"\xc3\xa9\"}", `[1,233,[115]]`},
	} {
		o := settleAndRun(t, code, ToolResult{Result: json.RawMessage(c.result)})
		okResult(t, o, c.want)
	}
	// And back out: the guest returns what it got, byte for byte.
	o := settleAndRun(t, `await tools.echo()`, ToolResult{Result: json.RawMessage(`{"\ud800":"x\udfff","ok":[1,-0,1e400]}`)})
	errResult(t, o, protocol.CodeSerialization, "result.ok[2]: Infinity is not a finite number")
	o = settleAndRun(t, `await tools.echo()`, ToolResult{Result: json.RawMessage(`{"\ud800":"x\udfff","ok":[1,-0,2.5]}`)})
	okResult(t, o, `{"\ud800":"x\udfff","ok":[1,0,2.5]}`)
}

// TestToolErrorMessageExact: a host error message keeps its lone
// surrogate (held in WTF-8 on the Go side) in the guest and in done.
func TestToolErrorMessageExact(t *testing.T) {
	msg := "bad \xed\xa0\x80 input" // "bad \ud800 input", as ndjson.Unquote gives it
	o := settleAndRun(t, `let r; try { await tools.echo() } catch (e) { r = [e.message.length, e.message.charCodeAt(4)] } r`,
		ToolResult{Err: &protocol.Error{Code: protocol.CodeTool, Message: msg}})
	okResult(t, o, `[11,55296]`)
	o = settleAndRun(t, `await tools.echo()`, ToolResult{Err: &protocol.Error{Code: protocol.CodeTool, Message: msg}})
	errResult(t, o, protocol.CodeTool, msg)
}

// TestToolResultDeep: a result nested deeper than encoding/json's 10,000
// levels is a value like any other.
func TestToolResultDeep(t *testing.T) {
	const depth = 20000 // twice encoding/json's limit; goja's own test goes deeper
	text := strings.Repeat(`{"a":[`, depth) + "7" + strings.Repeat("]}", depth)
	o := settleAndRun(t, `let v = await tools.echo(), d = 0; while (typeof v === "object") { v = v.a[0]; d++ } [d, v]`,
		ToolResult{Result: json.RawMessage(text)})
	okResult(t, o, `[20000,7]`)
}

// TestToolResultSyntaxError: text that is not JSON (the session checks
// lines, so only a caller that skips it gets here) rejects the call.
func TestToolResultSyntaxError(t *testing.T) {
	o := settleAndRun(t, `await tools.echo()`, ToolResult{Result: json.RawMessage(`[1,`)})
	if o.Err == nil || o.Err.Code != protocol.CodeInternal || !strings.HasPrefix(o.Err.Message, "tool_result.result could not be parsed: ") {
		t.Errorf("outcome %s", describeOutcome(o))
	}
}

// TestGuestFunctionsHaveNoGoNames: tool functions and console methods read
// as built-ins of their own name, never as the Go closure behind them.
func TestGuestFunctionsHaveNoGoNames(t *testing.T) {
	o := evalProviders(t, `let s; tools.echo({ get x() { s = new Error().stack; return 1 } });
		[String(tools.echo), tools.echo.name, tools.fail.name, String(console.log), console.log.name, s]`, toolsProvider)
	if o.Err != nil {
		t.Fatal(describeOutcome(o))
	}
	var got []string
	if err := json.Unmarshal(o.Result, &got); err != nil {
		t.Fatal(err)
	}
	want := []string{"function echo() { [native code] }", "echo", "fail", "function log() { [native code] }", "log"}
	for i, w := range want {
		if got[i] != w {
			t.Errorf("[%d] = %q, want %q", i, got[i], w)
		}
	}
	for i, g := range got {
		if strings.Contains(g, "github.com") || strings.Contains(g, "func1") {
			t.Errorf("[%d] = %q shows a Go name", i, g)
		}
	}
}

// TestStackTraceHasNoGoNames: a getter in the result runs under the
// runner's own callbacks, whose names show in a stack trace.
func TestStackTraceHasNoGoNames(t *testing.T) {
	o := eval(t, `let s; const r = { get x() { s = new Error().stack; return 1 } }; r`)
	okResult(t, o, `{"x":1}`)
	o = eval(t, `({ get x() { return new Error().stack } })`)
	if o.Err != nil || strings.Contains(string(o.Result), "github.com") || strings.Contains(string(o.Result), "func") {
		t.Errorf("stack %s", describeOutcome(o))
	}
}

// TestCodeLoneSurrogates: a lone surrogate in the code (in WTF-8, as
// ndjson.Unquote gives it) means what it would in V8: one code unit in a
// string literal, template or regular expression, nothing in a comment.
func TestCodeLoneSurrogates(t *testing.T) {
	const d800 = "\xed\xa0\x80"
	for _, c := range []struct{ code, want string }{
		{`"` + d800 + `".charCodeAt(0)`, `55296`},
		{`"a` + d800 + `b".length`, `3`},
		{`"\` + d800 + `" === "\ud800"`, `true`},
		{`"\\` + d800 + `"`, `"\\\ud800"`},
		{"`" + d800 + "`.length // " + d800, `1`},
		{`/^` + d800 + `$/.test("\ud800")`, `true`},
		{`"` + d800 + "\xed\xb0\x80" + `".length`, `2`},
	} {
		okResult(t, eval(t, c.code), c.want)
	}
	o := eval(t, "let "+d800+" = 1")
	if o.Err == nil || o.Err.Code != protocol.CodeRuntime || !strings.Contains(o.Err.Message, "SyntaxError") {
		t.Errorf("a lone surrogate in an identifier: %s", describeOutcome(o))
	}
}

// TestGuestStringsOutExact: log lines and error messages keep a lone
// surrogate (in WTF-8, which goes out as its escape) instead of U+FFFD, and
// it counts as one unit against maxLogChars, never cut in its bytes.
func TestGuestStringsOutExact(t *testing.T) {
	const d800, dc00 = "\xed\xa0\x80", "\xed\xb0\x80"
	r := start(t, `console.log("a\ud800", "\ufffd"); console.log(["\udc00"]); console.log(new Error("e\ud800")); console.log("\ud83d\ude00"); console.log("x\udc00yz")`,
		nil, Limits{MaxLogLines: 10, MaxLogChars: 27})
	r.outcome()
	want := []string{"a" + d800 + " \ufffd", `["\udc00"]`, "Error: e" + d800, "😀", "x" + dc00}
	got := r.logs()
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("logs %q, want %q", got, want)
	}
	errResult(t, eval(t, `throw new Error("bad \udc00")`), protocol.CodeRuntime, "bad "+dc00)
	errResult(t, eval(t, `throw "\ud800"`), protocol.CodeRuntime, d800)
}
