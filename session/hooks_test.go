package session

// Tests of the opt-in hooks (record.go, usage.go, diag.go), in process and
// so under the race detector, without the shared harness.

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"sync"
	"testing"
)

// fakeRecorder keeps what the session reports, in order.
type fakeRecorder struct {
	mu     sync.Mutex
	events []string
}

func (r *fakeRecorder) add(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, s)
}
func (r *fakeRecorder) Inbound(line []byte)       { r.add("in " + string(line)) }
func (r *fakeRecorder) InboundDropped(size int64) { r.add("dropped") }
func (r *fakeRecorder) EOF()                      { r.add("eof") }

// runWhole runs one session over a whole input and returns stdout.
func runWhole(t *testing.T, cfg Config, input string) string {
	t.Helper()
	var out bytes.Buffer
	if code := Run(context.Background(), cfg, strings.NewReader(input), &out); code != ExitOK {
		t.Fatalf("exit %d", code)
	}
	return out.String()
}

func TestRecordHook(t *testing.T) {
	rec := &fakeRecorder{}
	long := `{"type":"cancel","id":"` + strings.Repeat("x", 300) + `"}`
	input := "garbage\n" + long + "\n" +
		`{"type":"tool_result","callId":"call-2","ok":true,"result":2}` + "\n" +
		// The call fails only once stdin has ended, so the done comes after
		// the EOF and the EOF is recorded.
		`{"type":"execute","id":"r","code":"await tools.echo(1).catch((e) => e.message)","options":{},"providers":[{"name":"tools","tools":{"echo":{"safeName":"echo"}}}]}` + "\n"
	out := runWhole(t, Config{Record: rec, MaxLineBytes: 200}, input)
	if !strings.Contains(out, `"result":"transport closed before tool_result"`) {
		t.Fatalf("stdout:\n%s", out)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	want := []string{"in garbage", "dropped", "in {\"type\":\"tool_result\"", "in {\"type\":\"execute\"", "eof"}
	if len(rec.events) != len(want) {
		t.Fatalf("events %q", rec.events)
	}
	for i, w := range want {
		if !strings.HasPrefix(rec.events[i], w) {
			t.Errorf("event %d %q, want prefix %q", i, rec.events[i], w)
		}
	}
}

func TestUsageHook(t *testing.T) {
	input := `{"type":"execute","id":"u","code":"console.log('a'); console.log('bb'); console.log('ccc'); tools.echo(1); await tools.echo(2); 7","options":{"maxLogLines":1},"providers":[{"name":"tools","tools":{"echo":{"safeName":"echo"}}}]}` + "\n" +
		`{"type":"tool_result","callId":"call-2","ok":true}` + "\n"
	out := runWhole(t, Config{Usage: true}, input)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	var done struct {
		Result int
		Usage  map[string]any
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &done); err != nil || done.Usage == nil {
		t.Fatalf("done %s: %v", lines[len(lines)-1], err)
	}
	calls, _ := done.Usage["toolCalls"].(map[string]any)
	if calls["issued"] != 2.0 || calls["settled"] != 1.0 || calls["abandoned"] != 1.0 {
		t.Errorf("toolCalls %v", calls)
	}
	if done.Usage["logLinesDropped"] != 2.0 || done.Usage["logCharsDropped"] != 5.0 {
		t.Errorf("dropped %v / %v", done.Usage["logLinesDropped"], done.Usage["logCharsDropped"])
	}
	if done.Usage["bytesIn"] != float64(len(input)) {
		t.Errorf("bytesIn %v, want %d", done.Usage["bytesIn"], len(input))
	}
	if want := float64(len(out) - len(lines[len(lines)-1]) - 1); done.Usage["bytesOut"] != want {
		t.Errorf("bytesOut %v, want %v", done.Usage["bytesOut"], want)
	}

	// A refused execute still gets a well-formed usage object.
	out = runWhole(t, Config{Usage: true}, `{"type":"execute","id":"v"}`+"\n")
	if !strings.Contains(out, `"validation_error"`) || !strings.Contains(out, `"usage":{"cpuMs":0,`) || !json.Valid([]byte(strings.TrimSpace(out))) {
		t.Errorf("validation done: %s", out)
	}
	// Off, done is the specification's.
	out = runWhole(t, Config{}, input)
	if strings.Contains(out, "usage") {
		t.Errorf("usage without Config.Usage: %s", out)
	}
}

func TestDiagnosticCategories(t *testing.T) {
	var logs bytes.Buffer
	log := slog.New(slog.NewJSONHandler(&logs, nil))
	input := "oops\n" +
		`{"type":"cancel","id":"other"}` + "\n" +
		`{"type":"execute","id":"d","code":"const a = await tools.echo(1); const b = await tools.echo(2); await tools.echo(3); [a, b]","options":{},"providers":[{"name":"tools","tools":{"echo":{"safeName":"echo"}}}]}` + "\n" +
		`{"type":"tool_result","callId":"x-1","ok":true}` + "\n" +
		`{"type":"tool_result","callId":"call-3","ok":true}` + "\n" +
		`{"type":"tool_result","callId":"call-3","ok":true}` + "\n" +
		`{"type":"tool_result","callId":"call-1","ok":true}` + "\n" +
		`{"type":"tool_result","callId":"call-1","ok":true}` + "\n" +
		`{"type":"tool_result","callId":"call-2","ok":true}` + "\n" +
		`{"type":"execute","id":"second","code":"1","options":{},"providers":[]}` + "\n"
	runWhole(t, Config{Log: log}, input)
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) == nil {
			if c, ok := m["category"].(string); ok {
				got = append(got, c)
			}
		}
	}
	for _, want := range []string{DiagMalformedLine, DiagCancelOtherID, DiagUnknownCallID, DiagDuplicateResult} {
		found := false
		for _, g := range got {
			found = found || g == want
		}
		if !found {
			t.Errorf("no %s diagnostic in %q", want, got)
		}
	}
	for id, want := range map[string]bool{"call-1": true, "call-0": true, "call-01": false, "x": false, "call-7": true} {
		if _, ok := callNumber(id); ok != want {
			t.Errorf("callNumber(%q) ok %v, want %v", id, ok, want)
		}
	}
}
