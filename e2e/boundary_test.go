package e2e

// End-to-end tests, through the built binary, of values crossing the host
// boundary exactly (issue 10, items 3 and 4). The golden transcripts cover
// the same ground, but they compare lines as decoded JSON values, where
// "\ud800" and "\ufffd" are the same string; these compare bytes.

import (
	"encoding/json"
	"strings"
	"testing"
)

const echoProviders = `"providers":[{"name":"tools","tools":{"echo":{"safeName":"echo","originalName":"echo"}}}]`

// doneLine runs the runner on stdin and returns its done line, the last.
func doneLine(t *testing.T, stdin string) string {
	t.Helper()
	stdout, stderr, code := runCLI(t, stdin)
	lines := strings.Split(strings.TrimRight(stdout, "\n"), "\n")
	last := lines[len(lines)-1]
	if code != 0 || !strings.HasPrefix(last, `{"type":"done"`) {
		t.Fatalf("exit %d, stdout:\n%.2000s\nstderr:\n%.2000s", code, stdout, stderr)
	}
	return last
}

// wantTail checks what follows durationMs in a done line.
func wantTail(t *testing.T, done, tail string) {
	t.Helper()
	i := strings.Index(done, `,"logs":`)
	if i < 0 || done[i:] != tail {
		t.Errorf("done %.300s\nwant …%s", done, tail)
	}
}

func TestBoundaryKeysExact(t *testing.T) {
	for _, c := range []struct{ code, tail string }{
		{`o = { ok: 1 }; o["\ud800"] = "secret"; o`, `,"logs":[],"result":{"ok":1,"\ud800":"secret"}}`},
		{`o = { ok: 1 }; o["\ud800"] = "secret"; o["\ufffd"] = 2; o`, `,"logs":[],"result":{"ok":1,"\ud800":"secret","` + "\ufffd" + `":2}}`},
		{`o = { ok: 1 }; o["\ud83d"] = () => 1; o`, `,"logs":[],"error":{"code":"serialization_error","message":"result[\"\\ud83d\"]: function is not serializable"}}`},
		{`o = { ok: 1 }; o["\udc00"] = Symbol(); o`, `,"logs":[],"error":{"code":"serialization_error","message":"result[\"\\udc00\"]: symbol is not serializable"}}`},
	} {
		done := doneLine(t, `{"type":"execute","id":"k","code":`+quote(c.code)+`,"options":{},"providers":[]}`+"\n")
		wantTail(t, done, c.tail)
	}
}

func TestBoundaryToolInputKeysExact(t *testing.T) {
	stdout, _, _ := runCLI(t, `{"type":"execute","id":"k","code":`+quote(`o = { ok: 1 }; o["\ud800"] = "secret"; await tools.echo(o)`)+`,"options":{},`+echoProviders+"}\n"+
		`{"type":"tool_result","callId":"call-1","ok":true,"result":1}`+"\n")
	if !strings.Contains(stdout, `"input":{"ok":1,"\ud800":"secret"}}`) {
		t.Errorf("stdout:\n%s", stdout)
	}
	done := doneLine(t, `{"type":"execute","id":"k","code":`+quote(`o = { ok: 1 }; o["\ud83d"] = () => 1; await tools.echo(o)`)+`,"options":{},`+echoProviders+"}\n")
	wantTail(t, done, `,"logs":[],"error":{"code":"serialization_error","message":"tools.echo input[\"\\ud83d\"]: function is not serializable"}}`)
}

// TestBoundaryHostStringsExact: lone surrogates from the host stay lone
// surrogates, in a result, an error message and the code; invalid UTF-8 is
// U+FFFD, never Latin-1.
func TestBoundaryHostStringsExact(t *testing.T) {
	const probe = `const r = await tools.echo(1).catch(e => e.message); [...r].map(c => c.charCodeAt(0))`
	for _, c := range []struct{ result, tail string }{
		{`"ok":true,"result":"a\ud800"`, `,"logs":[],"result":[97,55296]}`},
		{`"ok":true,"result":"\udc00\ud83d\ude00"`, `,"logs":[],"result":[56320,55357]}`},
		{"\"ok\":true,\"result\":\"\xff\xc3\"", `,"logs":[],"result":[65533,65533]}`},
		{"\"ok\":true,\"result\":\"\xe2\x82\xac\"", `,"logs":[],"result":[8364]}`},
		{`"ok":false,"error":{"code":"tool_error","message":"\ud800!"}`, `,"logs":[],"result":[55296,33]}`},
	} {
		done := doneLine(t, `{"type":"execute","id":"s","code":`+quote(probe)+`,"options":{},`+echoProviders+"}\n"+
			`{"type":"tool_result","callId":"call-1",`+c.result+"}\n")
		wantTail(t, done, c.tail)
	}
	// Returned as they came, and an uncaught host error keeps its text.
	done := doneLine(t, `{"type":"execute","id":"s","code":"await tools.echo(1)","options":{},`+echoProviders+"}\n"+
		`{"type":"tool_result","callId":"call-1","ok":true,"result":{"\ud800":"\udfff"}}`+"\n")
	wantTail(t, done, `,"logs":[],"result":{"\ud800":"\udfff"}}`)
	done = doneLine(t, `{"type":"execute","id":"s","code":"await tools.echo(1)","options":{},`+echoProviders+"}\n"+
		`{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":"tool_error","message":"\ud800"}}`+"\n")
	wantTail(t, done, `,"logs":[],"error":{"code":"tool_error","message":"\ud800"}}`)
	// In the code: a string literal holds the code unit the host sent.
	done = doneLine(t, `{"type":"execute","id":"s","code":"'\ud800'.charCodeAt(0)","options":{},"providers":[]}`+"\n")
	wantTail(t, done, `,"logs":[],"result":55296}`)
}

// TestBoundaryToolFunctionSource: no Go symbol in a tool function.
func TestBoundaryToolFunctionSource(t *testing.T) {
	done := doneLine(t, `{"type":"execute","id":"f","code":"[String(tools.echo), tools.echo.name, String(console.log)]","options":{},`+echoProviders+"}\n")
	wantTail(t, done, `,"logs":[],"result":["function echo() { [native code] }","echo","function log() { [native code] }"]}`)
}

// TestBoundaryDeepResult: a result nested 50,000 deep settles its call
// with the value (encoding/json dropped the line and the call hung).
func TestBoundaryDeepResult(t *testing.T) {
	const depth = 50000
	deep := strings.Repeat("[", depth) + strings.Repeat("]", depth)
	done := doneLine(t, `{"type":"execute","id":"d","code":`+quote(`let v = await tools.echo(1), d = 0; while (Array.isArray(v)) { v = v[0]; d++ } d`)+`,"options":{"timeoutMs":10000},`+echoProviders+"}\n"+
		`{"type":"tool_result","callId":"call-1","ok":true,"result":`+deep+"}\n")
	wantTail(t, done, `,"logs":[],"result":50000}`)
}

// TestBoundaryLargeResultMemory: a 20 MB string result fits a 48 MiB
// memory limit. The guest's own 20 MB string needs about 20 MiB; the result
// needed 63 MiB when it was copied on its way in (decoded members, a Go
// string, encoding/json's buffer and token, goja's string), and about
// 34 MiB now (the line, read in growing steps, becomes the string).
func TestBoundaryLargeResultMemory(t *testing.T) {
	big := `"` + strings.Repeat("x", 20_000_000) + `"`
	done := doneLine(t, `{"type":"execute","id":"m","code":"(await tools.echo(1)).length","options":{"timeoutMs":20000,"memoryLimitBytes":50331648},`+echoProviders+"}\n"+
		`{"type":"tool_result","callId":"call-1","ok":true,"result":`+big+"}\n")
	wantTail(t, done, `,"logs":[],"result":20000000}`)
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestBoundaryGuestStringsOut: log lines and error messages keep a lone
// surrogate as its escape, as results do, instead of U+FFFD.
func TestBoundaryGuestStringsOut(t *testing.T) {
	done := doneLine(t, `{"type":"execute","id":"l","code":`+quote(`console.log("a\ud800", ["\udc00"]); throw new Error("e\udfff")`)+`,"options":{},"providers":[]}`+"\n")
	wantTail(t, done, `,"logs":["a\ud800 [\"\\udc00\"]"],"error":{"code":"runtime_error","message":"e\udfff"}}`)
}
