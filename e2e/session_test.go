package e2e

// End-to-end tests of the stdio session's opt-in flags: --record, --seed,
// --usage, --log-format and --error-positions, in the default mode (with
// the watchdog) and with --no-supervise.

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/transcript"
)

// incident is a session a host might have had in production: random
// numbers, the clock, logs and two tool calls, piped in whole.
const incident = `{"type":"execute","id":"inc-1","code":"const id = Math.floor(Math.random() * 1e6);\nconsole.log('job', id, new Date().toISOString());\nconst [a, b] = await Promise.all([tools.fetch({ id }), tools.fetch({ id: id + 1 })]);\nif (!b.ok) throw new Error('second fetch failed at ' + Date.now());\n[a, b]","options":{"timeoutMs":3000},"providers":[{"name":"tools","tools":{"fetch":{"safeName":"fetch","originalName":"fetch"}},"types":""}]}
{"type":"tool_result","callId":"call-1","ok":true,"result":{"ok":true}}
{"type":"tool_result","callId":"call-2","ok":true,"result":{"ok":false}}
`

func TestRecordReplaysIdentically(t *testing.T) {
	for _, mode := range [][]string{nil, {"--no-supervise"}} {
		name := "watched"
		if mode != nil {
			name = "no-supervise"
		}
		t.Run(name, func(t *testing.T) {
			rec := filepath.Join(t.TempDir(), "incident.ndjson")
			args := append(slices.Clone(mode), "--record", rec, "--seed", "1234")
			stdout, stderr, code := runCLI(t, incident, args...)
			if code != 0 || !strings.Contains(stdout, `"error":{"code":"runtime_error","message":"second fetch failed at 1704067200001"}`) {
				t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
			}
			data, err := os.ReadFile(rec)
			if err != nil {
				t.Fatal(err)
			}
			tr, err := transcript.Parse(data)
			if err != nil {
				t.Fatalf("the recording does not parse: %v\n%s", err, data)
			}
			// (Whether the EOF is recorded depends on whether the reader saw
			// it before the done; nothing is recorded after the done.)
			if !slices.Equal(tr.Args, []string{"--seed", "1234"}) || !tr.StdinOpen {
				t.Errorf("args %q, stdin open %v:\n%s", tr.Args, tr.StdinOpen, data)
			}
			// Both directions, every line the runner wrote, in its order.
			var sent, expected []string
			for _, it := range tr.Items {
				switch it.Kind {
				case transcript.Send:
					sent = append(sent, it.Text)
				case transcript.Expect:
					expected = append(expected, it.Text)
				}
			}
			if want := strings.Split(strings.TrimSuffix(incident, "\n"), "\n"); !slices.Equal(sent, want) {
				t.Errorf("dispatcher lines %q, want %q", sent, want)
			}
			if got := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n"); !slices.Equal(expected, got) {
				t.Errorf("runner lines in the recording:\n%q\nstdout:\n%q", expected, got)
			}
			// One step from incident to CI test.
			out, _, code := runCLI(t, "", "replay", rec)
			if code != 0 || !strings.HasSuffix(out, "1 passed, 0 failed\n") {
				t.Errorf("replay of the recording: exit %d:\n%s\n%s", code, out, data)
			}
		})
	}
}

func TestRecordInteractive(t *testing.T) {
	// A host that answers each call as it comes and keeps stdin open
	// until done: the recording has no # eof, and replays.
	rec := filepath.Join(t.TempDir(), "live.ndjson")
	live := writeFile(t, "live.ndjson", `# stdin: open
{"type":"execute","id":"live","code":"const v = await tools.echo(Math.random()); [v, Date.now()]","options":{"timeoutMs":3000},"providers":[{"name":"tools","tools":{"echo":{"safeName":"echo"}},"types":""}]}
{"type":"started","id":"live"}
{"type":"tool_call","callId":"call-1","providerName":"tools","safeToolName":"echo","input":0.6599255778395552}
{"type":"tool_result","callId":"call-1","ok":true,"result":"back"}
{"type":"done","id":"live","ok":true,"durationMs":0,"logs":[],"result":["back",1704067200000]}
`)
	// Play it through a runner that records, via replay's --runner.
	out, _, code := runCLI(t, "", "replay", "--runner", runnerBin+" --seed 5 --record "+rec, live)
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	data, _ := os.ReadFile(rec)
	if strings.Contains(string(data), "# eof") {
		t.Errorf("stdin was open until done, yet the recording has # eof:\n%s", data)
	}
	if out, _, code := runCLI(t, "", "replay", rec); code != 0 {
		t.Errorf("replay of the recording: exit %d:\n%s\n%s", code, out, data)
	}
}

func TestRecordEscapesAndOddLines(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "odd.ndjson")
	input := "# a dispatcher line that starts with #\n" +
		`{"type":"started","id":"forged by the host"}` + "\n" +
		"\n" +
		`{"type":"execute","id":"odd","code":"1","options":{},"providers":[]}` + "\r\n"
	stdout, _, code := runCLI(t, input, "--record", rec)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stdout)
	}
	data, _ := os.ReadFile(rec)
	for _, want := range []string{`# send: "# a dispatcher line that starts with #"`, `# send: "{\"type\":\"started\",\"id\":\"forged by the host\"}"`} {
		if !strings.Contains(string(data), want+"\n") {
			t.Errorf("recording lacks %q:\n%s", want, data)
		}
	}
	if out, _, code := runCLI(t, "", "replay", rec); code != 0 {
		t.Errorf("replay: exit %d:\n%s\n%s", code, out, data)
	}
}

func TestRecordNoExecute(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "none.ndjson")
	_, _, code := runCLI(t, "", "--record", rec)
	data, _ := os.ReadFile(rec)
	if code != 1 || !strings.Contains(string(data), "# eof\n# exit: 1\n") {
		t.Errorf("exit %d, recording:\n%s", code, data)
	}
	if out, _, code := runCLI(t, "", "replay", rec); code != 0 {
		t.Errorf("replay: exit %d:\n%s", code, out)
	}
}

func TestRecordWatchdogDone(t *testing.T) {
	// The runner's runtime dies of this allocation, under RLIMIT_DATA, and
	// exits 2; the watchdog writes the done, and records it with that exit.
	rec := filepath.Join(t.TempDir(), "oom.ndjson")
	input := `{"type":"execute","id":"oom","code":"console.log('lost with the child');\nconst u = new Uint8Array(2 ** 31);\nfor (let i = 0; i < u.length; i += 4096) u[i] = 1;\n1","options":{"timeoutMs":10000,"memoryLimitBytes":16777216},"providers":[]}` + "\n"
	stdout, _, code := runCLI(t, input, "--record", rec, "--usage")
	if code != 2 || !strings.Contains(stdout, `"code":"memory_limit"`) {
		t.Fatalf("exit %d:\n%s", code, stdout)
	}
	data, _ := os.ReadFile(rec)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	var runner []string
	for _, l := range lines {
		if transcript.IsRunnerLine(l) {
			runner = append(runner, l)
		}
	}
	if got := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n"); !slices.Equal(runner, got) {
		t.Errorf("runner lines recorded:\n%q\nwritten:\n%q", runner, got)
	}
	if out, _, code := runCLI(t, "", "replay", rec); code != 0 {
		t.Errorf("replay: exit %d:\n%s\n%s", code, out, data)
	}
}

func TestRecordUnwritable(t *testing.T) {
	_, stderr, code := runCLI(t, incident, "--record", filepath.Join(t.TempDir(), "no", "such", "dir.ndjson"))
	if code != 2 || !strings.Contains(stderr, "--record") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

func TestSeed(t *testing.T) {
	input := `{"type":"execute","id":"s","code":"[Math.random(), Date.now(), Date.now(), new Date().getHours(), new Date(0).getTimezoneOffset()]","options":{},"providers":[]}` + "\n"
	result := func(args ...string) []any {
		stdout, _, code := runCLI(t, input, args...)
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		var done struct {
			Result []any
		}
		if code != 0 || json.Unmarshal([]byte(lines[len(lines)-1]), &done) != nil || len(done.Result) != 5 {
			t.Fatalf("%v: exit %d:\n%s", args, code, stdout)
		}
		return done.Result
	}
	a, b := result("--seed", "77"), result("--seed", "77", "--no-supervise")
	c := result("--seed", "78")
	if !slices.Equal(a, b) || a[0] == c[0] {
		t.Errorf("seed 77: %v and %v; seed 78: %v", a, b, c)
	}
	if a[1] != 1704067200000.0 || a[2] != 1704067200001.0 || a[3] != 0.0 || a[4] != 0.0 {
		t.Errorf("the seeded clock: %v", a)
	}
	if d := result(); d[1] == 1704067200000.0 {
		t.Errorf("without --seed the clock is the epoch: %v", d)
	}
	_, _, code := runCLI(t, input, "--seed", "-1")
	if code != 2 {
		t.Errorf("--seed -1: exit %d, want 2", code)
	}
}

func TestUsage(t *testing.T) {
	input := `{"type":"execute","id":"u","code":"for (let i = 0; i < 5; i++) console.log('line ' + i); await tools.echo(1); tools.echo(2); 1","options":{"maxLogLines":2},"providers":[{"name":"tools","tools":{"echo":{"safeName":"echo"}}}]}` + "\n" +
		`{"type":"tool_result","callId":"call-1","ok":true,"result":1}` + "\n"
	for _, mode := range [][]string{{"--usage"}, {"--usage", "--no-supervise"}} {
		stdout, _, code := runCLI(t, input, mode...)
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		var done struct {
			Usage *struct {
				CPUMs, PeakHeapBytes int64
				ToolCalls            struct{ Issued, Settled, Abandoned int64 }
				BytesIn, BytesOut    int64
				LogLinesDropped      int64
				LogCharsDropped      int64
			}
		}
		if code != 0 || json.Unmarshal([]byte(lines[len(lines)-1]), &done) != nil || done.Usage == nil {
			t.Fatalf("%v: exit %d:\n%s", mode, code, stdout)
		}
		u := done.Usage
		wantOut := int64(len(strings.Join(lines[:len(lines)-1], "\n")) + 1)
		if u.ToolCalls.Issued != 2 || u.ToolCalls.Settled != 1 || u.ToolCalls.Abandoned != 1 ||
			u.BytesIn != int64(len(input)) || u.BytesOut != wantOut || u.LogLinesDropped != 3 || u.LogCharsDropped != 18 ||
			u.CPUMs < 0 || u.PeakHeapBytes < 0 {
			t.Errorf("%v: usage %+v (want bytesOut %d)", mode, *u, wantOut)
		}
		if !strings.HasSuffix(lines[len(lines)-1], `,"logs":["line 0","line 1"],"result":1,"usage":{"cpuMs":`+jsonInt(u.CPUMs)+`,"peakHeapBytes":`+jsonInt(u.PeakHeapBytes)+`,"toolCalls":{"issued":2,"settled":1,"abandoned":1},"bytesIn":`+jsonInt(u.BytesIn)+`,"bytesOut":`+jsonInt(u.BytesOut)+`,"logLinesDropped":3,"logCharsDropped":18}}`) {
			t.Errorf("usage is not done's last member: %s", lines[len(lines)-1])
		}
	}
	// Off by default: done has exactly the specification's members.
	stdout, _, _ := runCLI(t, input)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	var members map[string]any
	_ = json.Unmarshal([]byte(lines[len(lines)-1]), &members)
	for k := range members {
		if !slices.Contains([]string{"type", "id", "ok", "durationMs", "logs", "result", "error"}, k) {
			t.Errorf("done without --usage has %q", k)
		}
	}
}

func jsonInt(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestLogFormat(t *testing.T) {
	input := "garbage\n" + `{"type":"tool_result","callId":"nope","ok":true}` + "\n" +
		`{"type":"execute","id":"l","code":"1","options":{},"providers":[]}` + "\n"
	_, stderr, code := runCLI(t, input, "--log-format", "json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var categories []string
	for _, line := range strings.Split(strings.TrimSuffix(stderr, "\n"), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Errorf("stderr line is not JSON: %q", line)
			continue
		}
		if c, ok := m["category"].(string); ok {
			categories = append(categories, c)
		}
	}
	if want := []string{"malformed_line", "unknown_call_id"}; !slices.Equal(categories, want) {
		t.Errorf("categories %q, want %q\n%s", categories, want, stderr)
	}
	_, stderr, _ = runCLI(t, input)
	if !strings.Contains(stderr, "category=malformed_line") || !strings.Contains(stderr, "category=unknown_call_id") {
		t.Errorf("text diagnostics lack categories:\n%s", stderr)
	}
	if _, _, code := runCLI(t, input, "--log-format", "xml"); code != 2 {
		t.Errorf("--log-format xml: exit %d, want 2", code)
	}
}

// TestSIGTERMCancels: the host's SIGTERM ends the active execution as a
// cancel does, with the timeout done, and the runner exits 0.
func TestSIGTERMCancels(t *testing.T) {
	for _, mode := range [][]string{nil, {"--no-supervise"}} {
		cmd := exec.Command(runnerBin, mode...)
		stdin, _ := cmd.StdinPipe()
		stdout, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		io.WriteString(stdin, `{"type":"execute","id":"t","code":"while (true) {}","options":{"timeoutMs":60000},"providers":[]}`+"\n")
		r := bufio.NewReader(stdout)
		started, _ := r.ReadString('\n')
		if !strings.Contains(started, `"started"`) {
			t.Fatalf("%v: first line %q", mode, started)
		}
		if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
		done := make(chan string, 1)
		go func() { l, _ := r.ReadString('\n'); done <- l }()
		select {
		case l := <-done:
			if !strings.Contains(l, `"error":{"code":"timeout","message":"Execution timed out"}`) {
				t.Errorf("%v: done %q", mode, l)
			}
		case <-time.After(hangTimeout):
			cmd.Process.Kill()
			t.Fatalf("%v: no done after SIGTERM", mode)
		}
		stdin.Close()
		checkExitAfterTimeout(t, cmd.Wait(), mode == nil)
	}
}
