package main

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
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/transcript"
)

const (
	transcriptDir = "testdata/transcripts"
	// hangTimeout bounds every wait on the runner.
	hangTimeout = 15 * time.Second
)

// runnerBin is the runner binary that TestMain builds.
var runnerBin string

func TestMain(m *testing.M) {
	os.Exit(testMain(m))
}

func testMain(m *testing.M) int {
	dir, err := os.MkdirTemp("", "execbox-runner-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	runnerBin = filepath.Join(dir, "execbox-runner")
	if runtime.GOOS == "windows" {
		runnerBin += ".exe"
	}
	build := exec.Command("go", "build", "-o", runnerBin, ".")
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
			res := runTranscript(tr, update)
			if update {
				if out := tr.Rewrite(res.got, res.extra); !bytes.Equal(out, data) {
					if err := os.WriteFile(path, out, 0o644); err != nil {
						t.Fatal(err)
					}
					t.Logf("%s: updated", path)
				}
				for _, p := range res.problems {
					if !p.line {
						t.Errorf("%s: %s", path, p.msg)
					}
				}
			} else {
				for _, p := range res.problems {
					t.Errorf("%s: %s", path, p.msg)
				}
			}
			if t.Failed() {
				t.Logf("runner stderr:\n%s", res.stderr)
			}
		})
	}
	if n == 0 {
		t.Errorf("%s holds no transcripts", transcriptDir)
	}
}

// result is what one run of a transcript produced.
type result struct {
	got      map[int]*string // expected line number -> the line read; nil at end of stdout
	extra    []string        // lines after the last expected one
	problems []problem
	stderr   string
}

type problem struct {
	msg  string
	line bool // a runner line differs; UPDATE_GOLDEN fixes it
}

func (r *result) fail(line bool, format string, args ...any) {
	r.problems = append(r.problems, problem{msg: fmt.Sprintf(format, args...), line: line})
}

// runTranscript runs tr against a fresh runner process. It stops at the first
// differing line unless keepGoing, in which case it records every line it
// reads for rewriting.
func runTranscript(tr *transcript.Transcript, keepGoing bool) *result {
	res := &result{got: map[int]*string{}}
	p, err := startRunner(tr.Args)
	if err != nil {
		res.fail(false, "starting the runner: %v", err)
		return res
	}
	defer func() { res.stderr = p.finish() }()

	// Where stdin closes by default: after the last dispatcher line.
	lastSend := tr.LastSend()
	autoClose := tr.AutoClose()
	if lastSend < 0 && autoClose {
		p.closeStdin()
	}
	for i, st := range tr.Items {
		switch st.Kind {
		case transcript.Send:
			if err := p.send(st.Text); err != nil {
				// The runner may have exited already; the lines that
				// follow show whether that was expected.
				if errors.Is(err, errHang) {
					res.fail(false, "line %d: %v", st.Line, err)
					return res
				}
			}
			if i == lastSend && autoClose {
				p.closeStdin()
			}
		case transcript.EOF:
			p.closeStdin()
		case transcript.Expect:
			got, ok, err := p.next()
			if err != nil {
				res.fail(false, "line %d: %v while waiting for\n\twant: %s", st.Line, err, st.Text)
				return res
			}
			if !ok {
				res.got[st.Line] = nil
				res.fail(true, "line %d: stdout ended before an expected runner line\n\twant: %s", st.Line, st.Text)
				if !keepGoing {
					return res
				}
				continue
			}
			res.got[st.Line] = &got
			if why := transcript.Compare(st.Text, got, tr.Variable); why != "" {
				res.fail(true, "line %d: runner line differs: %s\n\twant: %s\n\tgot:  %s", st.Line, why, st.Text, got)
				if !keepGoing {
					return res
				}
			}
		}
	}
	p.closeStdin()
	for {
		got, ok, err := p.next()
		if err != nil {
			res.fail(false, "after the last line: %v", err)
			return res
		}
		if !ok {
			break
		}
		res.extra = append(res.extra, got)
		res.fail(true, "after the last line: unexpected runner line\n\tgot:  %s", got)
	}
	code, err := p.wait()
	switch {
	case err != nil:
		res.fail(false, "%v", err)
	case code != tr.Exit:
		res.fail(false, "exit code %d, want %d", code, tr.Exit)
	}
	stderr := p.stderrText()
	for _, want := range tr.Stderr {
		if !strings.Contains(stderr, want) {
			res.fail(false, "stderr does not contain %q", want)
		}
	}
	return res
}

// errHang is a wait on the runner that took longer than hangTimeout.
var errHang = fmt.Errorf("runner hung: nothing within %v", hangTimeout)

// runnerProcess is one runner under test.
type runnerProcess struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan stdoutLine // closed at end of stdout
	stderr bytes.Buffer    // read only after wait

	closeOnce sync.Once
	waited    bool
	waitErr   error
}

type stdoutLine struct {
	text string
	err  error
}

func startRunner(args []string) (*runnerProcess, error) {
	p := &runnerProcess{lines: make(chan stdoutLine, 64)}
	p.cmd = exec.Command(runnerBin, args...)
	p.cmd.Stderr = &p.stderr
	p.cmd.WaitDelay = hangTimeout
	var err error
	if p.stdin, err = p.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := p.cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		defer close(p.lines)
		r := bufio.NewReader(stdout)
		for {
			s, err := r.ReadString('\n')
			switch {
			case err == nil:
				p.lines <- stdoutLine{text: strings.TrimSuffix(s, "\n")}
			case errors.Is(err, io.EOF):
				if s != "" {
					p.lines <- stdoutLine{text: s, err: fmt.Errorf("stdout ends in a line without a newline: %q", s)}
				}
				return
			default:
				p.lines <- stdoutLine{err: fmt.Errorf("reading stdout: %w", err)}
				return
			}
		}
	}()
	return p, nil
}

// send writes one dispatcher line.
func (p *runnerProcess) send(line string) error {
	done := make(chan error, 1)
	go func() {
		_, err := io.WriteString(p.stdin, line+"\n")
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(hangTimeout):
		p.kill()
		return fmt.Errorf("writing stdin: %w", errHang)
	}
}

func (p *runnerProcess) closeStdin() {
	p.closeOnce.Do(func() { p.stdin.Close() })
}

// next returns the next stdout line; ok is false at end of stdout.
func (p *runnerProcess) next() (line string, ok bool, err error) {
	select {
	case l, open := <-p.lines:
		if !open {
			return "", false, nil
		}
		return l.text, true, l.err
	case <-time.After(hangTimeout):
		p.kill()
		return "", false, errHang
	}
}

// wait waits for the process to exit and returns its exit code.
func (p *runnerProcess) wait() (int, error) {
	p.closeStdin()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		p.waited = true
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			return -1, fmt.Errorf("waiting for the runner: %w", err)
		}
		return p.cmd.ProcessState.ExitCode(), nil
	case <-time.After(hangTimeout):
		p.kill()
		<-done
		p.waited = true
		return -1, fmt.Errorf("runner did not exit: %w", errHang)
	}
}

func (p *runnerProcess) kill() {
	if p.cmd.Process != nil {
		_ = p.cmd.Process.Kill()
	}
}

// stderrText returns what the runner wrote to stderr; call it after wait.
func (p *runnerProcess) stderrText() string { return p.stderr.String() }

// finish makes sure the process is gone and returns its stderr.
func (p *runnerProcess) finish() string {
	if !p.waited {
		p.kill()
		p.closeStdin()
		for range p.lines {
		}
		_ = p.cmd.Wait()
		p.waited = true
	}
	return p.stderrText()
}
