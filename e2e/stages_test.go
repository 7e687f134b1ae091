package e2e

// Tests of scripts/stages.sh, the runner behind `make test` and
// `make check`, with a stand-in for make whose stages pass or fail on
// demand.

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func runStages(t *testing.T, verbose bool, stages ...string) (string, int) {
	t.Helper()
	// The stand-in make: each stage writes a line per "test", and the
	// stage named "bad" fails.
	fake := filepath.Join(t.TempDir(), "make")
	script := `#!/bin/sh
stage=$3
echo "ok      testdata/transcripts/$stage-1.ndjson"
echo "detail of $stage"
if [ "$stage" = bad ]; then echo "--- FAIL: TestBad"; exit 2; fi
echo "7 passed, 0 failed"
`
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("../scripts/stages.sh", stages...)
	v := "0"
	if verbose {
		v = "1"
	}
	cmd.Env = append(os.Environ(), "MAKE="+fake, "V="+v)
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), code
}

func TestStagesQuiet(t *testing.T) {
	out, code := runStages(t, false, "replay", "bad", "lint")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	// A line per stage as it starts, the failing stage's output (without
	// its all-is-well lines), a summary line per stage, the total.
	for _, want := range []string{
		"==> replay      bin/execbox-runner replay testdata/transcripts",
		"==> bad         make bad",
		"    detail of bad",
		"    --- FAIL: TestBad",
		"==> lint        house rules: stdout is for protocol lines only",
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for _, hidden := range []string{"detail of replay", "detail of lint", "testdata/transcripts/replay-1.ndjson"} {
		if strings.Contains(out, hidden) {
			t.Errorf("output shows %q:\n%s", hidden, out)
		}
	}
	tail := lines[len(lines)-4:]
	if code != 1 || !strings.HasPrefix(tail[0], "ok    replay") || !strings.HasSuffix(tail[0], "7 passed, 0 failed") ||
		!strings.HasPrefix(tail[1], "FAIL  bad") || !strings.HasPrefix(tail[2], "ok    lint") || tail[3] != "2 passed, 1 failed" {
		t.Errorf("exit %d, last lines %q", code, tail)
	}
}

func TestStagesVerbose(t *testing.T) {
	out, code := runStages(t, true, "replay", "lint")
	if code != 0 || !strings.Contains(out, "ok      testdata/transcripts/replay-1.ndjson\n") ||
		!strings.Contains(out, "detail of lint\n") || !strings.HasSuffix(out, "\n2 passed, 0 failed\n") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}
