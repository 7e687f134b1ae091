package transcript

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// DefaultHangTimeout bounds every wait on the runner when PlayOptions
// leaves HangTimeout zero. It is hang protection, not a timing assertion.
const DefaultHangTimeout = 15 * time.Second

// PlayOptions says how to play a transcript.
type PlayOptions struct {
	// Command returns the runner to start, given the transcript's "# args:".
	Command func(args []string) *exec.Cmd
	// KeepGoing records every line read instead of stopping at the first
	// difference, as Rewrite needs.
	KeepGoing   bool
	HangTimeout time.Duration
}

// Problem is one way a run differed from its transcript.
type Problem struct {
	Msg string
	// Line is set when a runner line differs, which Rewrite fixes; the
	// others (exit code, stderr, a hang) it cannot.
	Line bool
	// Diff explains a differing runner line, one difference per entry.
	Diff []string
}

// Result is what one run of a transcript produced.
type Result struct {
	Got      map[int]*string  // expected line number -> the line read; nil when the runner did not write it
	Inserted map[int][]string // expected line number -> lines the runner wrote, not in the transcript, before it
	Extra    []string         // lines after the last expected one
	Problems []Problem
	Stderr   string
	Exit     int // -1 when unknown
}

// OK reports whether the run matched the transcript.
func (r *Result) OK() bool { return len(r.Problems) == 0 }

// LineProblemsOnly reports whether every problem is one Rewrite fixes.
func (r *Result) LineProblemsOnly() bool {
	for _, p := range r.Problems {
		if !p.Line {
			return false
		}
	}
	return true
}

func (r *Result) fail(line bool, diff []string, format string, args ...any) {
	r.Problems = append(r.Problems, Problem{Msg: fmt.Sprintf(format, args...), Line: line, Diff: diff})
}

// Play runs tr against a fresh runner process. It walks the items in order:
// it sends dispatcher lines, and for each expected runner line it reads the
// next stdout line and compares the two. A dispatcher line is sent only
// after every runner line above it has arrived, which is what makes the
// order of cancel, tool_result and tool_call deterministic. stdin is closed
// right after the last dispatcher line, unless "# stdin: open" or "# eof"
// says otherwise. After the last item, stdout must end with no further
// lines, and the exit code and stderr must match the directives. Play stops
// at the first differing line unless opt.KeepGoing.
func Play(tr *Transcript, opt PlayOptions) *Result {
	if opt.HangTimeout <= 0 {
		opt.HangTimeout = DefaultHangTimeout
	}
	res := &Result{Got: map[int]*string{}, Inserted: map[int][]string{}, Exit: -1}
	p, err := start(opt.Command(tr.Args), opt.HangTimeout)
	if err != nil {
		res.fail(false, nil, "starting the runner: %v", err)
		return res
	}
	defer func() { res.Stderr = p.finish() }()

	lastSend := tr.LastSend()
	autoClose := tr.AutoClose()
	if lastSend < 0 && autoClose {
		p.closeStdin()
	}
	for i, it := range tr.Items {
		switch it.Kind {
		case Send:
			if err := p.send(it.Text); err != nil {
				// The runner may have exited already; the lines that
				// follow show whether that was expected.
				if errors.Is(err, errHang) {
					res.fail(false, nil, "line %d: %v", it.Line, err)
					return res
				}
			}
			if i == lastSend && autoClose {
				p.closeStdin()
			}
		case EOF:
			p.closeStdin()
		case Expect:
			if !expect(tr, i, p, res, opt) {
				return res
			}
		}
	}
	p.closeStdin()
	for {
		got, ok, err := p.next()
		if err != nil {
			res.fail(false, nil, "after the last line: %v", err)
			return res
		}
		if !ok {
			break
		}
		res.Extra = append(res.Extra, got)
		res.fail(true, nil, "after the last line: extra runner line, %s\n\tgot:  %s", Key(got), got)
	}
	code, err := p.wait()
	res.Exit = code
	switch {
	case err != nil:
		res.fail(false, nil, "%v", err)
	case code != tr.Exit && !(tr.Exit == 0 && backstopKill(p.cmd.ProcessState, res)):
		res.fail(false, nil, "exit code %d, want %d", code, tr.Exit)
	}
	stderr := p.stderr.String()
	for _, want := range tr.Stderr {
		if !strings.Contains(stderr, want) {
			res.fail(false, nil, "stderr does not contain %q", want)
		}
	}
	return res
}

// expect reads the runner's line for the expected item tr.Items[i] and
// compares the two. Lines are aligned by message type and ids (Key)
// before their fields are compared: a line the runner wrote whose key
// belongs to a later expected line means this one is missing, and a line
// of another type whose key the transcript does not expect at all is an
// extra line (and the next one is read); either is reported as such, once,
// instead of as a list of field differences. It returns false when Play
// must stop: a hang, or a differing line unless opt.KeepGoing.
func expect(tr *Transcript, i int, p *process, res *Result, opt PlayOptions) bool {
	it := tr.Items[i]
	want := Key(it.Text)
	for {
		got, ok, err := p.next()
		if err != nil {
			res.fail(false, nil, "line %d: %v while waiting for\n\twant: %s", it.Line, err, it.Text)
			return false
		}
		if !ok {
			res.Got[it.Line] = nil
			res.fail(true, nil, "line %d: stdout ended before an expected runner line, %s\n\twant: %s", it.Line, want, it.Text)
			return opt.KeepGoing
		}
		why := Compare(it.Text, got, tr.Variable)
		if why == "" {
			res.Got[it.Line] = &got
			return true
		}
		have := Key(got)
		if have != want && tr.expectedAfter(i, have) {
			res.Got[it.Line] = nil
			res.fail(true, nil, "line %d: missing runner line, %s: the runner wrote %s next\n\twant: %s", it.Line, want, have, it.Text)
			p.unread(got)
			return true
		}
		if messageType(have) != messageType(want) {
			res.Inserted[it.Line] = append(res.Inserted[it.Line], got)
			res.fail(true, nil, "line %d: extra runner line before it, %s\n\tgot:  %s", it.Line, have, got)
			continue
		}
		res.Got[it.Line] = &got
		res.fail(true, Diff(it.Text, got, tr.Variable),
			"line %d: runner line differs: %s\n\twant: %s\n\tgot:  %s", it.Line, why, it.Text, got)
		return opt.KeepGoing
	}
}

// expectedAfter reports whether an expected runner line after Items[i]
// has the key k.
func (tr *Transcript) expectedAfter(i int, k string) bool {
	for _, it := range tr.Items[i+1:] {
		if it.Kind == Expect && Key(it.Text) == k {
			return true
		}
	}
	return false
}

// errHang is a wait on the runner that took longer than the hang timeout.
var errHang = errors.New("runner hung")

// process is one runner being played against.
type process struct {
	cmd    *exec.Cmd
	hang   time.Duration
	stdin  io.WriteCloser
	lines  chan stdoutLine // closed at end of stdout
	stderr bytes.Buffer    // read only after wait

	closeOnce sync.Once
	waited    bool
	unreadBuf []string // lines given back by unread, read again first
}

type stdoutLine struct {
	text string
	err  error
}

func start(cmd *exec.Cmd, hang time.Duration) (*process, error) {
	p := &process{cmd: cmd, hang: hang, lines: make(chan stdoutLine, 64)}
	p.cmd.Stderr = &p.stderr
	p.cmd.WaitDelay = hang
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

func (p *process) hung(what string) error {
	return fmt.Errorf("%s: %w: nothing within %v", what, errHang, p.hang)
}

// send writes one dispatcher line.
func (p *process) send(line string) error {
	done := make(chan error, 1)
	go func() {
		_, err := io.WriteString(p.stdin, line+"\n")
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(p.hang):
		p.kill()
		return p.hung("writing stdin")
	}
}

// unread gives a line back: next returns it again.
func (p *process) unread(line string) { p.unreadBuf = append(p.unreadBuf, line) }

func (p *process) closeStdin() {
	p.closeOnce.Do(func() { p.stdin.Close() })
}

// next returns the next stdout line; ok is false at end of stdout.
func (p *process) next() (line string, ok bool, err error) {
	if n := len(p.unreadBuf); n > 0 {
		line, p.unreadBuf = p.unreadBuf[n-1], p.unreadBuf[:n-1]
		return line, true, nil
	}
	select {
	case l, open := <-p.lines:
		if !open {
			return "", false, nil
		}
		return l.text, true, l.err
	case <-time.After(p.hang):
		p.kill()
		return "", false, p.hung("reading stdout")
	}
}

// wait waits for the process to exit and returns its exit code.
func (p *process) wait() (int, error) {
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
	case <-time.After(p.hang):
		p.kill()
		<-done
		p.waited = true
		return -1, fmt.Errorf("runner did not exit: %w", p.hung("waiting"))
	}
}

func (p *process) kill() {
	if p.cmd.Process != nil {
		_ = p.cmd.Process.Kill()
	}
}

// finish makes sure the process is gone and returns its stderr.
func (p *process) finish() string {
	if !p.waited {
		p.kill()
		p.closeStdin()
		for range p.lines {
		}
		_ = p.cmd.Wait()
		p.waited = true
	}
	return p.stderr.String()
}

// backstopKill reports whether the runner was killed by SIGKILL after it
// wrote a timeout done. That is the watchdog's backstop, which kills a
// runner still busy some milliseconds past its deadline: on a machine
// short of CPU it happens to any timeout, and the runner's exit codes list
// it as the end of one. A transcript of a timeout that expects exit 0
// accepts it.
func backstopKill(state *os.ProcessState, res *Result) bool {
	ws, ok := state.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		return false
	}
	lines := res.Extra
	for _, l := range res.Got {
		if l != nil {
			lines = append(lines, *l)
		}
	}
	for _, l := range lines {
		var m struct {
			Type  string `json:"type"`
			Error *struct {
				Code string `json:"code"`
			} `json:"error"`
		}
		if json.Unmarshal([]byte(l), &m) == nil && m.Type == "done" && m.Error != nil && m.Error.Code == "timeout" {
			return true
		}
	}
	return false
}
