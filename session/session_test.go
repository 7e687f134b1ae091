package session

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
)

// hang is how long a test waits for something that should happen soon. It
// only guards against a hang; no test depends on how long anything takes.
const hang = 10 * time.Second

// outMsg is any line the runner writes.
type outMsg struct {
	raw          string
	Type         string          `json:"type"`
	ID           *string         `json:"id"`
	CallID       string          `json:"callId"`
	ProviderName string          `json:"providerName"`
	SafeToolName string          `json:"safeToolName"`
	Input        json.RawMessage `json:"input"`
	OK           *bool           `json:"ok"`
	DurationMs   *float64        `json:"durationMs"`
	Logs         []string        `json:"logs"`
	Result       json.RawMessage `json:"result"`
	Error        *protocol.Error `json:"error"`
}

func (m outMsg) id() string {
	if m.ID == nil {
		return "<none>"
	}
	return *m.ID
}

// parseOut parses one stdout line strictly: one JSON object, nothing else.
func parseOut(line string) (outMsg, error) {
	var m outMsg
	dec := json.NewDecoder(strings.NewReader(line))
	if err := dec.Decode(&m); err != nil {
		return m, fmt.Errorf("line %q is not a JSON object: %v", line, err)
	}
	if dec.More() {
		return m, fmt.Errorf("line %q holds more than one value", line)
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal([]byte(line), &keys); err != nil {
		return m, fmt.Errorf("line %q is not a JSON object: %v", line, err)
	}
	m.raw = line
	return m, nil
}

// harness runs session.Run in-process over pipes: an os.Pipe for stdin, a
// non-blocking pipe as a host gives, so that the loop goroutine takes
// turns reading it, waiting in poll(2) (engine.Inbound).
type harness struct {
	t      *testing.T
	in     *os.File
	lines  chan outMsg
	code   chan int
	cancel context.CancelFunc
	mu     sync.Mutex
	closed bool
}

func startSession(t *testing.T, cfg Config) *harness {
	t.Helper()
	// inR is not closed: the session may still read its descriptor
	// after Run returns; closing inW ends that, and its finalizer closes
	// inR.
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	h := &harness{t: t, in: inW, lines: make(chan outMsg, 1000), code: make(chan int, 1), cancel: cancel}
	go func() {
		code := Run(ctx, cfg, inR, outW)
		outW.Close()
		h.code <- code
	}()
	go func() {
		defer close(h.lines)
		r := ndjson.NewReader(outR, 0)
		for {
			b, err := r.ReadLine()
			if err != nil {
				return
			}
			m, err := parseOut(string(b))
			if err != nil {
				t.Error(err)
			}
			h.lines <- m
		}
	}()
	t.Cleanup(func() {
		cancel()
		h.closeInput()
		select {
		case <-h.code:
		case <-time.After(hang):
			t.Error("Run did not return")
		}
		for range h.lines {
		}
	})
	return h
}

func (h *harness) send(lines ...string) {
	h.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(h.in, l+"\n"); err != nil {
			h.t.Fatalf("writing stdin: %v", err)
		}
	}
}

func (h *harness) closeInput() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.closed {
		h.closed = true
		h.in.Close()
	}
}

// next returns the next stdout line.
func (h *harness) next() outMsg {
	h.t.Helper()
	select {
	case m, ok := <-h.lines:
		if !ok {
			h.t.Fatal("stdout ended; a line was expected")
		}
		return m
	case <-time.After(hang):
		h.t.Fatal("no line on stdout")
	}
	return outMsg{}
}

// expect returns the next line, which must be of type typ.
func (h *harness) expect(typ string) outMsg {
	h.t.Helper()
	m := h.next()
	if m.Type != typ {
		h.t.Fatalf("got %s, want a %s line", m.raw, typ)
	}
	return m
}

// exit waits for Run to return and for stdout to end, and checks that
// nothing more was written.
func (h *harness) exit() int {
	h.t.Helper()
	var code int
	select {
	case code = <-h.code:
		h.code <- code // for Cleanup
	case <-time.After(hang):
		h.t.Fatal("Run did not return")
	}
	for m := range h.lines {
		h.t.Errorf("line after the end: %s", m.raw)
	}
	return code
}

// doneOK checks a successful done.
func doneOK(t *testing.T, m outMsg, id, result string, logs ...string) {
	t.Helper()
	if m.Type != "done" || m.id() != id || m.OK == nil || !*m.OK || m.Error != nil {
		t.Fatalf("got %s, want an ok done for %s", m.raw, id)
	}
	if string(m.Result) != result {
		t.Errorf("result %s, want %s", m.Result, result)
	}
	checkDone(t, m, logs)
}

// doneErr checks a failed done.
func doneErr(t *testing.T, m outMsg, id string, code protocol.Code, msg string, logs ...string) {
	t.Helper()
	if m.Type != "done" || m.id() != id || m.OK == nil || *m.OK || m.Error == nil || m.Result != nil {
		t.Fatalf("got %s, want a failed done for %s", m.raw, id)
	}
	if m.Error.Code != code || m.Error.Message != msg {
		t.Errorf("error %s: %q, want %s: %q", m.Error.Code, m.Error.Message, code, msg)
	}
	checkDone(t, m, logs)
}

func checkDone(t *testing.T, m outMsg, logs []string) {
	t.Helper()
	if m.DurationMs == nil || *m.DurationMs < 0 || *m.DurationMs != float64(int64(*m.DurationMs)) {
		t.Errorf("durationMs %v is not a non-negative integer", m.DurationMs)
	}
	if m.Logs == nil || !slices.Equal(m.Logs, logs) {
		t.Errorf("logs %q, want %q", m.Logs, logs)
	}
	if !strings.HasPrefix(m.raw, `{"type":"done","id":`) || !strings.Contains(m.raw, `,"logs":[`) {
		t.Errorf("done line is not in the specification's shape: %s", m.raw)
	}
}

// execute builds an execute line with the echo/hang tools and a generous
// memory limit (the memory watchdog looks at the whole test process).
func execute(id, code string, timeoutMs int) string {
	return string(executeLine(func(m map[string]any) {
		m["id"] = id
		m["code"] = code
		options(m)["timeoutMs"] = timeoutMs
		options(m)["memoryLimitBytes"] = 1 << 30
		tools0(m)["hang"] = map[string]any{"safeName": "hang"}
	}))
}

func TestSessionEcho(t *testing.T) {
	h := startSession(t, Config{})
	h.send(execute("exec-1", `console.log("calling"); const v = await tools.echo({ok: true, s: "<&>"}); [v.ok, v.s]`, 5000))
	if m := h.expect("started"); m.id() != "exec-1" || m.raw != `{"type":"started","id":"exec-1"}` {
		t.Fatalf("started line %s", m.raw)
	}
	c := h.expect("tool_call")
	if c.raw != `{"type":"tool_call","callId":"call-1","providerName":"tools","safeToolName":"echo","input":{"ok":true,"s":"<&>"}}` {
		t.Fatalf("tool_call line %s", c.raw)
	}
	h.send(`{"type":"tool_result","callId":"call-1","ok":true,"result":{"ok":true,"s":"<&>"}}`)
	doneOK(t, h.expect("done"), "exec-1", `[true,"<&>"]`, "calling")
	if code := h.exit(); code != ExitOK {
		t.Errorf("exit code %d, want %d", code, ExitOK)
	}
}

func TestSessionDoneShapes(t *testing.T) {
	tests := []struct {
		name, code string
		raw        string // the done line with durationMs replaced by 0
	}{
		{"undefined result is omitted", `undefined`, `{"type":"done","id":"e","ok":true,"durationMs":0,"logs":[]}`},
		{"null result", `null`, `{"type":"done","id":"e","ok":true,"durationMs":0,"logs":[],"result":null}`},
		{"error", `throw new Error("x")`, `{"type":"done","id":"e","ok":false,"durationMs":0,"logs":[],"error":{"code":"runtime_error","message":"x"}}`},
		{"escaping", `console.log("<\u2028\n>"); "é\u0000"`, `{"type":"done","id":"e","ok":true,"durationMs":0,"logs":["<\u2028\n>"],"result":"é\u0000"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := startSession(t, Config{})
			h.send(execute("e", tt.code, 5000))
			h.expect("started")
			m := h.expect("done")
			got := m.raw
			if i := strings.Index(got, `"durationMs":`); i >= 0 {
				j := i + len(`"durationMs":`)
				k := j + strings.IndexByte(got[j:], ',')
				got = got[:j] + "0" + got[k:]
			}
			if got != tt.raw {
				t.Errorf("done line\n got %s\nwant %s", got, tt.raw)
			}
			h.exit()
		})
	}
}

func TestSessionEOFBeforeExecute(t *testing.T) {
	tests := []struct {
		name  string
		input []string
	}{
		{"nothing", nil},
		{"blank lines", []string{"", "  ", "\r"}},
		{"bad lines", []string{"not json", `{"type":"cancel","id":"x"}`, `{"type":"tool_result","callId":"call-1","ok":true}`, `[1]`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := startSession(t, Config{})
			h.send(tt.input...)
			h.closeInput()
			if code := h.exit(); code != ExitFailed {
				t.Errorf("exit code %d, want %d", code, ExitFailed)
			}
		})
	}
}

func TestSessionContextCancel(t *testing.T) {
	t.Run("while awaiting a tool", func(t *testing.T) {
		h := startSession(t, Config{})
		h.send(execute("exec-c", `console.log("before"); await tools.hang()`, 60000))
		h.expect("started")
		h.expect("tool_call")
		h.cancel()
		doneErr(t, h.expect("done"), "exec-c", protocol.CodeTimeout, "Execution timed out", "before")
		if code := h.exit(); code != ExitOK {
			t.Errorf("exit code %d, want %d", code, ExitOK)
		}
	})
	t.Run("in a CPU loop", func(t *testing.T) {
		h := startSession(t, Config{})
		h.send(execute("exec-c", `for (;;) {}`, 60000))
		h.expect("started")
		h.cancel()
		doneErr(t, h.expect("done"), "exec-c", protocol.CodeTimeout, "Execution timed out")
		if code := h.exit(); code != ExitOK {
			t.Errorf("exit code %d, want %d", code, ExitOK)
		}
	})
	t.Run("before execute", func(t *testing.T) {
		h := startSession(t, Config{})
		h.cancel()
		if code := h.exit(); code != ExitFailed {
			t.Errorf("exit code %d, want %d", code, ExitFailed)
		}
	})
}

func TestSessionCancelMessage(t *testing.T) {
	h := startSession(t, Config{})
	h.send(execute("exec-2", `try { await tools.hang({}) } catch (e) { return "caught " + e.code }`, 60000))
	h.expect("started")
	h.expect("tool_call")
	// A cancel for another execution, or a malformed one, changes nothing.
	h.send(`{"type":"cancel","id":"other"}`, `{"type":"cancel"}`, `{"type":"cancel","id":null}`)
	h.send(`{"type":"cancel","id":"exec-2"}`)
	// The guest gets no turn to turn the timeout into a result.
	doneErr(t, h.expect("done"), "exec-2", protocol.CodeTimeout, "Execution timed out")
	h.exit()
}

// TestSessionCancelAfterToolResults checks that a cancel is read while the
// guest computes after quick tool calls, and that a deadline reaches a
// guest that waits for a call: stdin is then read by the loop goroutine
// (engine.Inbound), which must give the turn back to the reader while it
// runs guest code, and be woken while it reads.
func TestSessionCancelAfterToolResults(t *testing.T) {
	h := startSession(t, Config{})
	h.send(execute("c", `for (let i = 0; i < 5; i++) await tools.hang(i); for (;;) {}`, 60000))
	h.expect("started")
	for i := 1; i <= 5; i++ {
		h.expect("tool_call")
		h.send(fmt.Sprintf(`{"type":"tool_result","callId":"call-%d","ok":true,"result":%d}`, i, i))
	}
	h.send(`{"type":"cancel","id":"c"}`)
	doneErr(t, h.expect("done"), "c", protocol.CodeTimeout, "Execution timed out")
	h.exit()

	h = startSession(t, Config{})
	h.send(execute("d", `for (let i = 0; i < 6; i++) await tools.hang(i)`, 300))
	h.expect("started")
	for i := 1; i <= 5; i++ {
		h.expect("tool_call")
		h.send(fmt.Sprintf(`{"type":"tool_result","callId":"call-%d","ok":true,"result":%d}`, i, i))
	}
	h.expect("tool_call")
	doneErr(t, h.expect("done"), "d", protocol.CodeTimeout, "Execution timed out")
	h.exit()
}

// TestSessionUnsettled: a promise nothing can settle ends the execution at
// once with a runtime_error (as Node ends an unsettled top-level await),
// not at the deadline.
func TestSessionUnsettled(t *testing.T) {
	h := startSession(t, Config{})
	h.send(execute("exec-u", `await new Promise(() => {})`, 60000))
	h.expect("started")
	doneErr(t, h.expect("done"), "exec-u", protocol.CodeRuntime, engine.ErrUnsettled.Message)
	if code := h.exit(); code != ExitOK {
		t.Errorf("exit code %d", code)
	}
}

func TestSessionTimeout(t *testing.T) {
	tests := []struct{ name, code string }{
		{"cpu loop", `for (;;) {}`},
		{"pending tool", `await tools.hang()`},
		{"timer loop", `await new Promise((r) => setInterval(() => {}, 1))`},
		{"catching does not help", `for (;;) { try { await tools.hang() } catch (e) {} }`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := startSession(t, Config{})
			h.send(execute("exec-t", tt.code, 50))
			h.expect("started")
			for {
				m := h.next()
				if m.Type == "tool_call" {
					continue
				}
				doneErr(t, m, "exec-t", protocol.CodeTimeout, "Execution timed out")
				break
			}
			if code := h.exit(); code != ExitOK {
				t.Errorf("exit code %d", code)
			}
		})
	}
}

// TestSessionTinyTimeout: a timeout that has run out before the execution
// starts still gives started, then the timeout done, and runs no code.
func TestSessionTinyTimeout(t *testing.T) {
	for _, ms := range []float64{1e-7, 0.001} {
		t.Run(fmt.Sprint(ms), func(t *testing.T) {
			h := startSession(t, Config{})
			h.send(string(executeLine(func(m map[string]any) {
				m["id"] = "tiny"
				m["code"] = `await tools.echo("ran"); for (;;) {}`
				options(m)["timeoutMs"] = ms
				options(m)["memoryLimitBytes"] = 1 << 30
			})))
			h.expect("started")
			for {
				m := h.next()
				if m.Type == "tool_call" {
					continue // the guest may get a first turn
				}
				doneErr(t, m, "tiny", protocol.CodeTimeout, "Execution timed out")
				break
			}
			h.exit()
		})
	}
}

func TestSessionValidationError(t *testing.T) {
	tests := []struct {
		name, line, id, msg string
	}{
		{"bad option", string(executeLine(func(m map[string]any) { options(m)["timeoutMs"] = -5 })), "exec-1", "execute.options.timeoutMs must be a positive number"},
		{"bad provider", string(executeLine(func(m map[string]any) { provider0(m)["name"] = "console" })), "exec-1", `execute.providers[0].name "console" would replace the guest global of that name`},
		{"id not a string", string(executeLine(func(m map[string]any) { m["id"] = 12 })), "", "execute.id must be a string, not number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := startSession(t, Config{})
			h.send(tt.line)
			doneErr(t, h.expect("done"), tt.id, protocol.CodeValidation, tt.msg)
			if code := h.exit(); code != ExitOK {
				t.Errorf("exit code %d", code)
			}
		})
	}
}

func TestSessionSecondExecute(t *testing.T) {
	h := startSession(t, Config{})
	h.send(execute("first", `const v = await tools.echo(1); v + 1`, 60000))
	h.expect("started")
	h.expect("tool_call")
	h.send(execute("second", `2`, 5000))
	doneErr(t, h.expect("done"), "second", protocol.CodeInternal, "an execution is already active in this session")
	h.send(`{"type":"execute"}`) // invalid too: refused the same way
	doneErr(t, h.expect("done"), "", protocol.CodeInternal, "an execution is already active in this session")
	h.send(`{"type":"tool_result","callId":"call-1","ok":true,"result":41}`)
	doneOK(t, h.expect("done"), "first", "42")
	h.exit()
}

// TestSessionWholeTranscript: a host may pipe every line at once; results
// for calls not yet made are held until the guest makes them.
func TestSessionWholeTranscript(t *testing.T) {
	h := startSession(t, Config{})
	h.send(
		execute("exec-1", `const a = await tools.echo("a"); const b = await tools.echo("b"); const c = await tools.echo(); [a, b, c]`, 5000),
		`{"type":"tool_result","callId":"call-2","ok":true,"result":"B"}`,
		`{"type":"tool_result","callId":"call-1","ok":true,"result":"A"}`,
		`{"type":"tool_result","callId":"call-3","ok":false,"error":{"code":"tool_error","message":"no c"}}`,
	)
	h.closeInput()
	h.expect("started")
	for i, want := range []string{`"a"`, `"b"`, ``} {
		c := h.expect("tool_call")
		if c.CallID != fmt.Sprintf("call-%d", i+1) || string(c.Input) != want {
			t.Errorf("tool_call %s", c.raw)
		}
	}
	doneErr(t, h.expect("done"), "exec-1", protocol.CodeTool, "no c")
	h.exit()
}

func TestSessionEndOfInput(t *testing.T) {
	t.Run("pending call", func(t *testing.T) {
		h := startSession(t, Config{})
		h.send(execute("e", `await tools.hang()`, 60000))
		h.expect("started")
		h.expect("tool_call")
		h.closeInput()
		doneErr(t, h.expect("done"), "e", protocol.CodeInternal, "transport closed before tool_result")
		h.exit()
	})
	t.Run("calls after the end and the execution runs on", func(t *testing.T) {
		h := startSession(t, Config{})
		h.send(execute("e", `
			await new Promise((r) => setTimeout(r, 20));
			let n = 0;
			for (const x of [1, 2]) { try { await tools.echo(x) } catch (e) { n += e.code === "internal_error" ? 1 : 0 } }
			n`, 60000))
		h.closeInput()
		h.expect("started")
		h.expect("tool_call")
		h.expect("tool_call")
		doneOK(t, h.expect("done"), "e", "2")
		h.exit()
	})
}

// TestSessionLoopReadsStdin covers the messages the loop goroutine reads
// itself once it has the turn (after the first tool_result): a line that
// arrives in two writes, a cancel while the guest waits, and the end of
// stdin with a call pending, each as the reader goroutine would act on it.
func TestSessionLoopReadsStdin(t *testing.T) {
	answer := func(h *harness, n int) {
		for i := 1; i <= n; i++ {
			h.expect("tool_call")
			h.send(fmt.Sprintf(`{"type":"tool_result","callId":"call-%d","ok":true,"result":%d}`, i, i))
		}
	}
	t.Run("a line in two writes", func(t *testing.T) {
		h := startSession(t, Config{})
		h.send(execute("s", `let s = 0; for (let i = 0; i < 4; i++) s += await tools.hang(i); s`, 60000))
		h.expect("started")
		answer(h, 3)
		h.expect("tool_call")
		line := `{"type":"tool_result","callId":"call-4","ok":true,"result":40}` + "\n"
		if _, err := io.WriteString(h.in, line[:20]); err != nil {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond) // the first half is read alone
		if _, err := io.WriteString(h.in, line[20:]); err != nil {
			t.Fatal(err)
		}
		doneOK(t, h.expect("done"), "s", "46")
		h.exit()
	})
	t.Run("cancel while the guest waits", func(t *testing.T) {
		h := startSession(t, Config{})
		h.send(execute("c", `for (let i = 0; i < 4; i++) await tools.hang(i)`, 60000))
		h.expect("started")
		answer(h, 3)
		h.expect("tool_call")
		h.send(`{"type":"cancel","id":"c"}`)
		doneErr(t, h.expect("done"), "c", protocol.CodeTimeout, "Execution timed out")
		h.exit()
	})
	t.Run("end of stdin with a call pending", func(t *testing.T) {
		h := startSession(t, Config{})
		h.send(execute("e", `for (let i = 0; i < 4; i++) await tools.hang(i)`, 60000))
		h.expect("started")
		answer(h, 3)
		h.expect("tool_call")
		h.closeInput()
		doneErr(t, h.expect("done"), "e", protocol.CodeInternal, "transport closed before tool_result")
		h.exit()
	})
}

func TestSessionBadInputIsIgnored(t *testing.T) {
	h := startSession(t, Config{MaxLineBytes: 1 << 10})
	h.send(execute("e", `const a = await tools.echo(1); const b = await tools.echo(2); a + b`, 60000))
	h.expect("started")
	h.expect("tool_call")
	h.send(
		"not json at all",
		`{"type":"nope"}`,
		`[1,2,3]`,
		``,
		`{"type":"tool_result","callId":"call-7","ok":true,"result":100}`,
		`{"type":"tool_result","callId":"bogus","ok":true,"result":100}`,
		`{"type":"tool_result","callId":"call-01","ok":true,"result":100}`,
		`{"type":"tool_result","ok":true}`,
		`{"type":"tool_result","callId":"call-1","ok":true,"result":"`+strings.Repeat("x", 2000)+`"}`, // over the line bound
		`{"type":"tool_result","callId":"call-1","ok":true,"result":10}`,
	)
	h.expect("tool_call")
	h.send(
		`{"type":"tool_result","callId":"call-1","ok":true,"result":-1}`, // already settled
		`{"type":"tool_result","callId":"call-2","ok":true,"result":20}`,
	)
	doneOK(t, h.expect("done"), "e", "30")
	h.exit()
}

func TestSessionMalformedToolResult(t *testing.T) {
	tests := []struct {
		result string
		code   protocol.Code
		msg    string
	}{
		{`{"type":"tool_result","callId":"call-1","ok":false,"error":"boom"}`, protocol.CodeInternal, "malformed tool_result: error must be an object with string code and message"},
		{`{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":1,"message":"m"}}`, protocol.CodeInternal, "malformed tool_result: error.code and error.message must be strings"},
		{`{"type":"tool_result","callId":"call-1","ok":"yes"}`, protocol.CodeInternal, "malformed tool_result: ok must be a boolean, not string"},
		{`{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":"E_CUSTOM","message":"custom"}}`, protocol.CodeTool, "custom"},
	}
	for _, tt := range tests {
		t.Run(tt.msg, func(t *testing.T) {
			h := startSession(t, Config{})
			h.send(execute("e", `await tools.echo()`, 60000))
			h.expect("started")
			if c := h.expect("tool_call"); c.Input != nil || strings.Contains(c.raw, `"input"`) {
				t.Errorf("tool_call without an argument has input: %s", c.raw)
			}
			h.send(tt.result)
			doneErr(t, h.expect("done"), "e", tt.code, tt.msg)
			h.exit()
		})
	}
	t.Run("ok without result is undefined", func(t *testing.T) {
		h := startSession(t, Config{})
		h.send(execute("e", `(await tools.echo()) === undefined`, 60000))
		h.expect("started")
		h.expect("tool_call")
		h.send(`{"type":"tool_result","callId":"call-1","ok":true}`)
		doneOK(t, h.expect("done"), "e", "true")
		h.exit()
	})
}

func TestSessionToolInputNotSerializable(t *testing.T) {
	h := startSession(t, Config{})
	h.send(execute("e", `await tools.echo({when: new Date(0)})`, 5000))
	h.expect("started")
	m := h.expect("done") // no tool_call in between
	if m.Error == nil || m.Error.Code != protocol.CodeSerialization || !strings.Contains(m.Error.Message, "when: Date is not a plain object") {
		t.Errorf("done %s", m.raw)
	}
	h.exit()
}

// failWriter fails every write, like a stdout whose reader has gone.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

func TestSessionStdoutGone(t *testing.T) {
	inR, inW := io.Pipe()
	defer inW.Close()
	code := make(chan int, 1)
	go func() { code <- Run(context.Background(), Config{}, inR, failWriter{}) }()
	go func() { _, _ = io.WriteString(inW, execute("e", "1", 5000)+"\n") }()
	select {
	case c := <-code:
		if c != ExitFailed {
			t.Errorf("exit code %d, want %d", c, ExitFailed)
		}
	case <-time.After(hang):
		t.Fatal("Run did not return")
	}
}

// TestSessionStuckLoop: a cancel while the guest is inside one long
// built-in, which no interrupt can stop, still gets its done at once from
// the grace timer.
func TestSessionStuckLoop(t *testing.T) {
	h := startSession(t, Config{})
	// The tool call orders the log before the cancel; the sleep only makes
	// it likely that the cancel finds the guest inside the sort, and the
	// done is the same either way.
	h.send(execute("e", `console.log("x"); await tools.echo(1); const a = Array.from({length: 3e5}, (_, i) => (i * 7919) % 1000003); a.sort(); "sorted"`, 60000))
	h.expect("started")
	h.expect("tool_call")
	h.send(`{"type":"tool_result","callId":"call-1","ok":true,"result":1}`)
	time.Sleep(50 * time.Millisecond) // let the guest reach the sort
	h.send(`{"type":"cancel","id":"e"}`)
	doneErr(t, h.expect("done"), "e", protocol.CodeTimeout, "Execution timed out", "x")
	h.exit()
}

// exactlyOneDone is the heart of the protocol, checked across many
// shapes of input: the last line is the one done for the execution, and
// nothing follows it.
func TestSessionExactlyOneDone(t *testing.T) {
	codes := []string{
		`1`,
		`throw new Error("x")`,
		`await tools.echo(1)`,
		`await Promise.all([tools.echo(1), tools.echo(2), tools.echo(3)])`,
		`setTimeout(() => { throw new Error("late") }, 1); await tools.echo(1)`,
		`queueMicrotask(() => { throw new Error("micro") }); await tools.echo(1)`,
		`for (;;) {}`,
	}
	for _, code := range codes {
		t.Run(code, func(t *testing.T) {
			h := startSession(t, Config{})
			h.send(execute("one", code, 100))
			h.expect("started")
			go func() {
				// Answer every call, and pile on cancels and stray results.
				for i := 1; i <= 3; i++ {
					fmt.Fprintf(h.in, `{"type":"tool_result","callId":"call-%d","ok":true,"result":%d}`+"\n", i, i)
				}
				fmt.Fprintln(h.in, `{"type":"cancel","id":"one"}`)
				fmt.Fprintln(h.in, `{"type":"cancel","id":"one"}`)
				h.closeInput()
			}()
			var dones int
			for {
				m := h.next()
				if m.Type == "done" {
					dones++
					if m.id() != "one" {
						t.Errorf("done for %q", m.id())
					}
					break
				}
				if m.Type != "tool_call" {
					t.Fatalf("unexpected line %s", m.raw)
				}
			}
			if code := h.exit(); code != ExitOK || dones != 1 {
				t.Errorf("exit %d with %d dones", code, dones)
			}
		})
	}
}

// syncBuffer is a goroutine-safe bytes.Buffer.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// fuzzExecute is the execute the fuzzer may put in front of its lines: a
// short timeout, and code that awaits tools and logs.
var fuzzExecute = string(executeLine(func(m map[string]any) {
	m["id"] = "fz"
	m["code"] = `console.log("start");
const a = await tools.echo({n: 1});
let b;
try { b = await tools.echo() } catch (e) { b = e.code }
console.log(a, b);
[a, b]`
	options(m)["timeoutMs"] = 50
	options(m)["memoryLimitBytes"] = 1 << 30
}))

var errRefused = "an execution is already active in this session"

func FuzzSession(f *testing.F) {
	seeds := []struct {
		lines   string
		prefix  bool
		closeIn bool
	}{
		{`{"type":"tool_result","callId":"call-1","ok":true,"result":{"x":1}}` + "\n" + `{"type":"tool_result","callId":"call-2","ok":true}`, true, true},
		{`{"type":"tool_result","callId":"call-2","ok":false,"error":{"code":"tool_error","message":"no"}}` + "\n" + `{"type":"tool_result","callId":"call-1","ok":true,"result":null}`, true, false},
		{`{"type":"cancel","id":"fz"}`, true, false},
		{`{"type":"cancel","id":"other"}` + "\n" + `garbage` + "\n\n" + `{"type":"tool_result","callId":"call-1","ok":"x"}`, true, true},
		{`{"type":"execute","id":"fz","code":"1","options":{},"providers":[]}` + "\n" + `{"type":"tool_result","callId":"call-1","ok":true,"result":1}`, true, false},
		{`{"type":"execute","id":"x","code":"console.log(1); 2","options":{"timeoutMs":50},"providers":[]}`, false, true},
		{`{"type":"execute","id":"x","code":"await tools.t()","options":{"timeoutMs":50},"providers":[{"name":"tools","tools":{"t":{"safeName":"t"}}}]}` + "\n" + `{"type":"tool_result","callId":"call-1","ok":true,"result":[1]}`, false, false},
		{`{"type":"execute","id":5}` + "\n" + `{"type":"execute","id":"x","code":"1","options":{},"providers":[]}`, false, true},
		{"", false, true},
		{`{"type":"tool_result","callId":"call-1","ok":true,"result":1}`, false, true},
	}
	for _, s := range seeds {
		f.Add([]byte(s.lines), s.prefix, s.closeIn)
	}
	f.Fuzz(checkSession)
}

// checkSession feeds lines, derived from data, to one session and checks
// what comes out; see FuzzSession.
func checkSession(t *testing.T, data []byte, prefix, closeIn bool) {
	if len(data) > 4<<10 {
		return
	}
	var lines []string
	if prefix {
		lines = append(lines, fuzzExecute)
	}
	for _, l := range strings.Split(string(data), "\n") {
		lines = append(lines, l)
	}
	if len(lines) > 64 {
		return
	}
	// Without an execute and with stdin open, Run would wait for the
	// hang guard; keep those inputs fast.
	closeIn = closeIn || !prefix

	// What the runner will see as the first execute.
	firstID, sawExecute, firstValid := "", false, false
	for _, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		if strings.TrimSpace(l) == "" {
			continue
		}
		m, err := decode([]byte(l))
		if m.Type == typeExecute {
			sawExecute, firstValid = true, err == nil
			if m.IDOK {
				firstID = m.ID
			}
			break
		}
	}

	// The deadline only guards against a hang: it becomes a cancel.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	inR, inW := io.Pipe()
	out := &syncBuffer{}
	code := make(chan int, 1)
	go func() { code <- Run(ctx, Config{}, inR, out) }()
	go func() {
		for _, l := range lines {
			if _, err := io.WriteString(inW, l+"\n"); err != nil {
				return
			}
		}
		if closeIn {
			inW.Close()
		}
	}()
	var exit int
	select {
	case exit = <-code:
	case <-time.After(hang):
		t.Fatal("Run did not return")
	}
	inW.Close()

	text := out.String()
	if !sawExecute {
		if exit != ExitFailed || text != "" {
			t.Fatalf("no execute: exit %d, output %q", exit, text)
		}
		return
	}
	if exit != ExitOK {
		t.Fatalf("exit %d after an execute", exit)
	}
	if !strings.HasSuffix(text, "\n") {
		t.Fatalf("output does not end with a newline: %q", text)
	}
	var msgs []outMsg
	for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		m, err := parseOut(l)
		if err != nil {
			t.Fatal(err)
		}
		msgs = append(msgs, m)
	}
	started, finals, calls := false, 0, 0
	for i, m := range msgs {
		switch m.Type {
		case "started":
			if started || i != 0 || m.id() != firstID || !firstValid {
				t.Fatalf("started at line %d: %s", i, m.raw)
			}
			started = true
		case "tool_call":
			calls++
			if !started {
				t.Fatalf("tool_call before started: %s", m.raw)
			}
			if m.CallID != fmt.Sprintf("call-%d", calls) || m.ProviderName == "" || m.SafeToolName == "" {
				t.Fatalf("tool_call %d: %s", calls, m.raw)
			}
		case "done":
			if m.OK == nil || m.DurationMs == nil || m.Logs == nil || *m.DurationMs < 0 {
				t.Fatalf("done without ok, durationMs or logs: %s", m.raw)
			}
			if *m.OK == (m.Error != nil) || (!*m.OK && m.Result != nil) {
				t.Fatalf("done with ok %v, error %v and result %s", *m.OK, m.Error, m.Result)
			}
			if m.Error != nil && !protocol.KnownCode(string(m.Error.Code)) {
				t.Fatalf("done with unknown code: %s", m.raw)
			}
			if i == len(msgs)-1 {
				finals++
				if m.id() != firstID {
					t.Fatalf("final done for %q, want %q", m.id(), firstID)
				}
				if !firstValid && (m.Error == nil || m.Error.Code != protocol.CodeValidation) {
					t.Fatalf("invalid first execute ended with %s", m.raw)
				}
				continue
			}
			// Any other done refuses a second execute.
			if m.Error == nil || m.Error.Code != protocol.CodeInternal || m.Error.Message != errRefused {
				t.Fatalf("done before the end that is not a refusal: %s", m.raw)
			}
		default:
			t.Fatalf("unknown line type: %s", m.raw)
		}
	}
	if finals != 1 || msgs[len(msgs)-1].Type != "done" {
		t.Fatalf("output does not end with the one done:\n%s", text)
	}
	if firstValid != started {
		t.Fatalf("valid execute %v but started %v", firstValid, started)
	}
}

// TestSessionSecondExecuteSameID: a second execute that reuses the active
// id must not produce a second done for that id: the host would take the
// refusal as the end of its execution.
func TestSessionSecondExecuteSameID(t *testing.T) {
	h := startSession(t, Config{})
	h.send(execute("dup", `const v = await tools.echo(1); v + 1`, 60000))
	h.expect("started")
	h.expect("tool_call")
	h.send(execute("dup", `2`, 5000))
	h.send(`{"type":"tool_result","callId":"call-1","ok":true,"result":41}`)
	doneOK(t, h.expect("done"), "dup", "42")
	h.exit()
}

// TestSessionNothingActedOnBeforeReady: no line is answered, not even with
// a diagnostic, before Config.Ready is closed. The runner used to diagnose
// a malformed line before its signal handlers were in place, and a host
// that signalled it on seeing the diagnostic got a goroutine dump and exit
// 2 (TestSignalBeforeExecute failed so in CI).
func TestSessionNothingActedOnBeforeReady(t *testing.T) {
	ready := make(chan struct{})
	early := make(chan string, 10)
	log := slog.New(slog.NewTextHandler(writerFunc(func(p []byte) (int, error) {
		select {
		case <-ready:
		default:
			early <- string(p)
		}
		return len(p), nil
	}), nil))
	h := startSession(t, Config{Ready: ready, Log: log})
	sent := make(chan struct{})
	go func() {
		_, _ = io.WriteString(h.in, "not json\n")
		close(sent)
	}()
	// Without the wait in read, the diagnostic is written within this
	// pause; with it, it cannot be, however long the pause.
	time.Sleep(50 * time.Millisecond)
	close(ready)
	<-sent
	h.send(execute("e", `1`, 60000))
	h.expect("started")
	doneOK(t, h.expect("done"), "e", "1")
	h.exit()
	close(early)
	for l := range early {
		t.Errorf("written before Ready: %s", l)
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
