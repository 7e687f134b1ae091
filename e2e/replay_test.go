package e2e

// End-to-end tests of `execbox-runner replay`, through the built binary.

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/transcript"
)

const replayOK = `# A passing transcript.
{"type":"execute","id":"r","code":"1 + 1","options":{},"providers":[]}
{"type":"started","id":"r"}
{"type":"done","id":"r","ok":true,"durationMs":0,"logs":[],"result":2}
`

const replayWrong = `# Wants the wrong sum and a log the guest never writes.
{"type":"execute","id":"r","code":"1 + 1","options":{},"providers":[]}
{"type":"started","id":"r"}
{"type":"done","id":"r","ok":true,"durationMs":0,"logs":["hello"],"result":3}
`

// summary is the suite's last line.
var summary = regexp.MustCompile(`(?m)\A(?:.*\n)*(\d+) passed, (\d+) failed\n\z`)

func suiteCounts(t *testing.T, stdout string) (int, int) {
	t.Helper()
	m := summary.FindStringSubmatch(stdout)
	if m == nil {
		t.Fatalf("output does not end in \"N passed, M failed\":\n%s", stdout)
	}
	var p, f int
	fmt.Sscan(m[1], &p)
	fmt.Sscan(m[2], &f)
	return p, f
}

// TestReplayCorpus is the CI smoke test: every shipped transcript passes
// through the built binary.
func TestReplayCorpus(t *testing.T) {
	entries, err := filepath.Glob(filepath.Join(transcriptDir, "*.ndjson"))
	if err != nil {
		t.Fatal(err)
	}
	skipped := 0
	for _, e := range entries {
		data, _ := os.ReadFile(e)
		if tr, err := transcript.Parse(data); err == nil && tr.Skip != "" {
			skipped++
		}
	}
	// The corpus is ~175 runner processes in series; under go test -race
	// beside other packages' tests that takes far longer than one run's
	// hang bound, so the bound here scales with the corpus.
	stdout, _, code := runCLIWithin(t, time.Duration(len(entries))*time.Second+hangTimeout, "", "replay", transcriptDir)
	passed, failed := suiteCounts(t, stdout)
	if code != 0 || failed != 0 || passed != len(entries)-skipped {
		t.Errorf("exit %d, %d passed, %d failed of %d (%d skipped):\n%s", code, passed, failed, len(entries), skipped, stdout)
	}
	if lines := strings.Count(stdout, "\n"); lines < len(entries)+1 {
		t.Errorf("%d lines, want one per transcript and the summary", lines)
	}
}

func TestReplayMismatchDiff(t *testing.T) {
	path := writeFile(t, "wrong.ndjson", replayWrong)
	stdout, _, code := runCLI(t, "", "replay", path)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	for _, want := range []string{
		"FAIL    " + path + "\n",
		"line 4: runner line differs: values differ",
		`  logs[0]: missing; want "hello"`,
		"  result: want 3, got 2",
		`  want: {"type":"done","id":"r","ok":true,"durationMs":0,"logs":["hello"],"result":3}`,
		"  got:  {\"type\":\"done\"",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	if p, f := suiteCounts(t, stdout); p != 0 || f != 1 {
		t.Errorf("%d passed, %d failed", p, f)
	}
}

func TestReplayMalformedTranscript(t *testing.T) {
	path := writeFile(t, "bad.ndjson", "# exit: zero\n"+replayOK)
	stdout, _, code := runCLI(t, "", "replay", path)
	if code != 1 || !strings.Contains(stdout, "malformed transcript: line 1: # exit: \"zero\" is not a number") {
		t.Errorf("exit %d:\n%s", code, stdout)
	}
}

func TestReplaySuite(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"a-ok.ndjson":       replayOK,
		"b-wrong.ndjson":    replayWrong,
		"c-skipped.ndjson":  "# skip: a known bug\n" + replayWrong,
		"notes.txt":         "not a transcript; ignored",
		"d-variable.ndjson": "# variable: result logs\n" + replayWrong,
		"e-exit.ndjson":     "# exit: 1\n# stderr: stdin ended before any execute\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stdout, _, code := runCLI(t, "", "replay", "--jobs", "2", dir)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	var statuses []string
	for _, l := range lines {
		if !strings.HasPrefix(l, " ") {
			statuses = append(statuses, strings.Fields(l)[0])
		}
	}
	want := []string{"ok", "FAIL", "skip", "ok", "ok", "3"}
	if code != 1 || strings.Join(statuses, " ") != strings.Join(want, " ") {
		t.Errorf("exit %d, statuses %v, want %v:\n%s", code, statuses, want, stdout)
	}
	if lines[len(lines)-1] != "3 passed, 1 failed" {
		t.Errorf("last line %q", lines[len(lines)-1])
	}
	// Files and directories mix; the order is the arguments'.
	ok := filepath.Join(dir, "a-ok.ndjson")
	stdout, _, code = runCLI(t, "", "replay", ok, ok)
	if code != 0 || !strings.HasSuffix(stdout, "\n2 passed, 0 failed\n") {
		t.Errorf("two files: exit %d:\n%s", code, stdout)
	}
}

func TestReplayUpdate(t *testing.T) {
	path := writeFile(t, "wrong.ndjson", replayWrong)
	stdout, _, code := runCLI(t, "", "replay", "--update", path)
	if code != 0 || !strings.HasPrefix(stdout, "updated "+path) {
		t.Errorf("exit %d:\n%s", code, stdout)
	}
	data, _ := os.ReadFile(path)
	want := strings.Replace(replayWrong, `"logs":["hello"],"result":3`, `"logs":[],"result":2`, 1)
	if string(data) != want {
		t.Errorf("rewritten:\n%s\nwant:\n%s", data, want)
	}
	if stdout, _, code := runCLI(t, "", "replay", path); code != 0 {
		t.Errorf("after --update: exit %d:\n%s", code, stdout)
	}
	// An exit code mismatch is not a line --update can fix.
	path = writeFile(t, "exit.ndjson", "# exit: 3\n"+replayOK)
	if stdout, _, code := runCLI(t, "", "replay", "--update", path); code != 1 || !strings.Contains(stdout, "exit code 0, want 3") {
		t.Errorf("exit mismatch under --update: exit %d:\n%s", code, stdout)
	}
}

func TestReplayOtherRunner(t *testing.T) {
	spec := filepath.Join(transcriptDir, "spec-minimal-success.ndjson")
	stdout, _, code := runCLI(t, "", "replay", "--runner", runnerBin+" --no-supervise", spec)
	if code != 0 || !strings.HasSuffix(stdout, "1 passed, 0 failed\n") {
		t.Errorf("--runner this binary unsupervised: exit %d:\n%s", code, stdout)
	}
	// A "runner" that writes nothing fails with a readable reason.
	stdout, _, code = runCLI(t, "", "replay", "--runner", "cat >/dev/null; true", spec)
	if code != 1 || !strings.Contains(stdout, "stdout ended before an expected runner line") {
		t.Errorf("--runner that writes nothing: exit %d:\n%s", code, stdout)
	}
}

func TestReplayUsageErrors(t *testing.T) {
	empty := t.TempDir()
	for _, args := range [][]string{
		{"replay"},
		{"replay", filepath.Join(empty, "missing.ndjson")},
		{"replay", empty},
		{"replay", "--nope", transcriptDir},
	} {
		stdout, stderr, code := runCLI(t, "", args...)
		if code != 2 || stderr == "" || strings.Contains(stdout, "passed") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
}

// TestReplayInputOnly: a transcript of dispatcher lines only is named as
// such, with the --update that records it; --update says what it wrote.
func TestReplayInputOnly(t *testing.T) {
	echo, err := os.ReadFile("../examples/echo.ndjson")
	if err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, "echo.ndjson", string(echo))
	stdout, _, code := runCLI(t, "", "replay", path)
	want := "FAIL    " + path + "\n" +
		"        input only: the transcript has dispatcher lines and no expected runner lines to compare with\n" +
		"        record them from this runner with: execbox-runner replay --update " + path + "\n" +
		"0 passed, 1 failed\n"
	if code != 1 || stdout != want {
		t.Errorf("exit %d:\n%s\nwant:\n%s", code, stdout, want)
	}
	stdout, _, code = runCLI(t, "", "replay", "--update", path)
	want = "updated " + path + "\n" +
		"        appended 3 runner lines: started exec-1, tool_call call-1, done exec-1\n" +
		"0 passed, 0 failed, 1 updated\n"
	if code != 0 || stdout != want {
		t.Errorf("--update: exit %d:\n%s\nwant:\n%s", code, stdout, want)
	}
	if stdout, _, code := runCLI(t, "", "replay", path); code != 0 || !strings.HasSuffix(stdout, "1 passed, 0 failed\n") {
		t.Errorf("after --update: exit %d:\n%s", code, stdout)
	}
	// Unchanged by a second --update: nothing to say.
	if stdout, _, _ := runCLI(t, "", "replay", "--update", path); stdout != "ok      "+path+"\n1 passed, 0 failed\n" {
		t.Errorf("second --update:\n%s", stdout)
	}
}

// TestReplayMissingLine: a runner line that does not come is reported as
// one missing line, by type and ids, not as a list of field differences;
// --update says it removed it.
func TestReplayMissingLine(t *testing.T) {
	const tr = `{"type":"execute","id":"m","code":"1","options":{},"providers":[{"name":"tools","tools":{"t":{"safeName":"t"}}}]}
{"type":"started","id":"m"}
{"type":"tool_call","callId":"call-1","providerName":"tools","safeToolName":"t"}
{"type":"done","id":"m","ok":true,"durationMs":0,"logs":[],"result":1}
`
	path := writeFile(t, "missing.ndjson", tr)
	stdout, _, code := runCLI(t, "", "replay", path)
	if code != 1 || !strings.Contains(stdout, "\n        line 3: missing runner line, tool_call call-1: the runner wrote done m next\n") ||
		strings.Contains(stdout, "type: want") {
		t.Errorf("exit %d:\n%s", code, stdout)
	}
	stdout, _, code = runCLI(t, "", "replay", "--update", path)
	if code != 0 || !strings.Contains(stdout, "removed line 3: tool_call call-1 (the runner did not write it)") {
		t.Errorf("--update: exit %d:\n%s", code, stdout)
	}
	// And an extra one: a second call the transcript does not expect,
	// before the done (which then differs: that call failed at EOF).
	lines := strings.SplitAfter(strings.Replace(tr, `"code":"1"`, `"code":"await tools.t(); await tools.t(); 1"`, 1), "\n")
	extra := strings.Join(lines[:3], "") + `{"type":"tool_result","callId":"call-1","ok":true}` + "\n" + lines[3]
	path = writeFile(t, "extra.ndjson", extra)
	stdout, _, code = runCLI(t, "", "replay", path)
	if code != 1 || !strings.Contains(stdout, "\n        line 5: extra runner line before it, tool_call call-2\n") ||
		!strings.Contains(stdout, "\n        line 5: runner line differs") {
		t.Errorf("extra: exit %d:\n%s", code, stdout)
	}
}

// TestReplayNotJSON: a transcript line that is not JSON is reported with
// its line number, and nothing is sent: the runner is not even started.
func TestReplayNotJSON(t *testing.T) {
	dir := t.TempDir()
	marker := filepath.Join(dir, "started")
	path := writeFile(t, "typo.ndjson", replayOK+`{"type":"cancel","id":"r"`+"\n")
	stdout, _, code := runCLI(t, "", "replay", "--runner", "touch "+marker+"; "+runnerBin, path)
	if code != 1 || !strings.Contains(stdout, "malformed transcript: line 5: not JSON (unexpected end of JSON input at offset 25); a dispatcher line meant not to be JSON is written # send: ") {
		t.Errorf("exit %d:\n%s", code, stdout)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("the runner was started")
	}
}

// TestReplayTimeout: --timeout is the hang limit.
func TestReplayTimeout(t *testing.T) {
	// The hang limit leaves a loaded machine time to write started
	// (line 2); the guest then waits far longer than it (line 3).
	slow := `{"type":"execute","id":"s","code":"await new Promise(r => setTimeout(r, 30000)); 1","options":{"timeoutMs":60000},"providers":[]}
{"type":"started","id":"s"}
{"type":"done","id":"s","ok":true,"durationMs":0,"logs":[],"result":1}
`
	path := writeFile(t, "slow.ndjson", slow)
	stdout, _, code := runCLI(t, "", "replay", "--timeout", "3s", path)
	if code != 1 || !strings.Contains(stdout, "line 3: reading stdout: runner hung: nothing within 3s") {
		t.Errorf("exit %d:\n%s", code, stdout)
	}
	_, stderr, code := runCLI(t, "", "replay", "--timeout", "0s", path)
	if code != 2 || !strings.Contains(stderr, "--timeout must be positive") {
		t.Errorf("--timeout 0s: exit %d, %s", code, stderr)
	}
	stdout, _, _ = runCLI(t, "", "replay", "--help")
	if !strings.Contains(stdout, "--timeout D") || !strings.Contains(stdout, "(default: 15s)") {
		t.Errorf("--help:\n%s", stdout)
	}
}
