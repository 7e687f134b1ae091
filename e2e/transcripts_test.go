package e2e

// Golden transcripts: end-to-end tests that run the real runner binary.
//
// Each file in testdata/transcripts is one session of the protocol, written
// as the lines a dispatcher and a runner exchange, in order:
//
//	# A comment explains what the transcript shows.
//	# args: --max-line-bytes 200
//	{"type":"execute","id":"exec-1","code":"await tools.echo({})", ...}
//	{"type":"started","id":"exec-1"}
//	{"type":"tool_call","callId":"call-1","providerName":"tools","safeToolName":"echo","input":{}}
//	{"type":"tool_result","callId":"call-1","ok":true,"result":{}}
//	{"type":"done","id":"exec-1","ok":true,"durationMs":0,"logs":[],"result":{}}
//
// The format:
//
//   - Blank lines (white space only) are ignored.
//   - A line starting with "#" is a comment, or one of these directives:
//     "# args: A B" (extra command-line arguments, split on white space),
//     "# exit: N" (the expected exit code, default 0),
//     "# stderr: TEXT" (stderr must contain TEXT; may repeat),
//     "# stdin: open" (keep stdin open after the last dispatcher line, and
//     close it only once the runner has exited),
//     "# eof" (close stdin at this point in the sequence instead; no
//     dispatcher line may follow it), and
//     "# skip: REASON" (skip the transcript, e.g. for a known runner bug
//     whose correct expectation the file records).
//   - A line that is a JSON object whose "type" is "started", "tool_call"
//     or "done" is an expected runner line.
//   - Every other line, JSON or not, is a dispatcher line, sent verbatim to
//     the runner's stdin followed by "\n". A file with CRLF line endings
//     therefore sends "\r\n".
//
// Package transcript parses and compares this format; its documentation
// also describes "# variable: PATH" (fields whose values are not compared)
// and "# send: JSON-STRING" (a dispatcher line written as a JSON string),
// which recorded sessions (--record) use.
//
// Because the runner ignores runner-direction messages (with a diagnostic),
// a transcript without directives can also be piped straight into it:
// `bin/execbox-runner < testdata/transcripts/spec-minimal-success.ndjson`.
//
// The test walks the lines in order. It sends dispatcher lines; for each
// expected runner line it reads the next stdout line and compares the two
// as JSON values. durationMs is not compared, but it must be present on
// done as a non-negative integer. A dispatcher line is sent only after every
// runner line above it has arrived, which is what makes the order of cancel,
// tool_result and tool_call deterministic. stdin is closed right after the
// last dispatcher line, as `runner < file` would, unless "# stdin: open" or
// "# eof" says otherwise. (Since no dispatcher line may follow "# eof", a
// file using it still pipes the same way; it only pins where EOF falls among
// the runner's lines.) After the last line, stdout must end with no further
// lines, and the exit code and stderr must match the directives.
//
// Every wait is bounded by hangTimeout. That bound is hang protection, not a
// timing assertion: no test asserts on durations.
//
// UPDATE_GOLDEN=1 go test -run TestTranscripts . rewrites the expected runner
// lines in place from the actual output: lines that already match are kept
// byte for byte, others are replaced with durationMs written as 0, a line
// the runner never wrote is removed, and extra lines are appended at the end.
// Comments, directives and dispatcher lines are left alone, and skipped
// transcripts are not run. A file in testdata/transcripts that is not a
// .ndjson transcript is an error.
//
// RUN_SKIPPED=1 runs the skipped transcripts too, to check a fix.

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/transcript"
)

const (
	transcriptDir = "../testdata/transcripts"
	// hangTimeout bounds every wait on the runner.
	hangTimeout = 15 * time.Second
)

// runnerBin is the runner binary that TestMain builds.
var runnerBin string

func TestMain(m *testing.M) {
	os.Exit(testMain(m))
}

func testMain(m *testing.M) int {
	if bin := os.Getenv(orphanCheckEnv); bin != "" {
		return orphanCheck(bin, os.Args[len(os.Args)-1])
	}
	dir, err := os.MkdirTemp("", "execbox-runner-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	// Searchable by anyone, as an installed runner's directory is: a
	// runner started as root then takes its unprivileged user before it
	// starts its watchdog (TestRootRunnerInAPrivateDirectory has the other
	// case).
	if err := os.Chmod(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	runnerBin = filepath.Join(dir, "execbox-runner")
	if runtime.GOOS == "windows" {
		runnerBin += ".exe"
	}
	build := exec.Command("go", "build", "-o", runnerBin, "..")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintf(os.Stderr, "building the runner: %v\n", err)
		return 1
	}
	return m.Run()
}

func TestTranscripts(t *testing.T) {
	entries, err := os.ReadDir(transcriptDir)
	if err != nil {
		t.Fatal(err)
	}
	update := os.Getenv("UPDATE_GOLDEN") != ""
	runSkipped := os.Getenv("RUN_SKIPPED")
	if update && runSkipped != "" {
		t.Fatal("UPDATE_GOLDEN and RUN_SKIPPED together would overwrite the expectations of skipped transcripts")
	}
	n := 0
	for _, ent := range entries {
		name := ent.Name()
		if ent.IsDir() || !strings.HasSuffix(name, ".ndjson") {
			t.Errorf("%s/%s: not a .ndjson transcript; move or delete it", transcriptDir, name)
			continue
		}
		n++
		path := filepath.Join(transcriptDir, name)
		t.Run(strings.TrimSuffix(name, ".ndjson"), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			tr, err := transcript.Parse(data)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if tr.Skip != "" && runSkipped == "" {
				t.Skip(tr.Skip)
			}
			res := transcript.Play(tr, transcript.PlayOptions{
				Command:     func(args []string) *exec.Cmd { return exec.Command(runnerBin, args...) },
				KeepGoing:   update,
				HangTimeout: hangTimeout,
			})
			if update {
				if out := tr.Rewrite(res.Got, res.Extra); !bytes.Equal(out, data) {
					if err := os.WriteFile(path, out, 0o644); err != nil {
						t.Fatal(err)
					}
					t.Logf("%s: updated", path)
				}
				for _, p := range res.Problems {
					if !p.Line {
						t.Errorf("%s: %s", path, p.Msg)
					}
				}
			} else {
				for _, p := range res.Problems {
					t.Errorf("%s: %s", path, p.Msg)
				}
			}
			if t.Failed() {
				t.Logf("runner stderr:\n%s", res.Stderr)
			}
		})
	}
	if n == 0 {
		t.Errorf("%s holds no transcripts", transcriptDir)
	}
}

// checkExitAfterTimeout checks how a runner that wrote a timeout done
// exited: with 0, or, when its watchdog supervises it, by the watchdog's
// backstop (SIGKILL), which kills a runner still busy some milliseconds
// past its deadline or cancel. That happens on a machine short of CPU,
// and the runner's exit codes list it (docs/cli.md); without the watchdog
// nothing may kill it.
func checkExitAfterTimeout(t *testing.T, err error, supervised bool) {
	t.Helper()
	var exit *exec.ExitError
	if err == nil {
		return
	}
	if supervised && errors.As(err, &exit) {
		if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL {
			t.Logf("killed by the watchdog's backstop after the timeout done (a starved runner)")
			return
		}
	}
	t.Errorf("exit %v, want 0", err)
}
