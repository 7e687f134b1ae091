package transcript

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/execbox/execbox-runner/ndjson"
)

// Recorder writes a session as a transcript while it happens: dispatcher
// lines as the runner reads them, runner lines as it writes them (just
// before the host can read them), and a "# eof" where stdin ended. A
// recorded file replays as it is.
//
// Every record is one Write of whole lines, so that two processes appending
// to one file opened with O_APPEND (the runner and its watchdog) cannot
// interleave inside a line. The methods are safe for concurrent use; after
// the first write error the Recorder does nothing and Err reports it.
type Recorder struct {
	mu      sync.Mutex
	w       io.Writer
	err     error
	partial []byte // an outbound line not yet complete, from Tee
}

// NewRecorder returns a Recorder writing to w.
func NewRecorder(w io.Writer) *Recorder { return &Recorder{w: w} }

func (r *Recorder) write(b []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.writeLocked(b)
}

func (r *Recorder) writeLocked(b []byte) {
	if r.err != nil {
		return
	}
	_, r.err = r.w.Write(b)
}

// Err returns the first write error.
func (r *Recorder) Err() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.err
}

// Header writes the opening comments and directives: who recorded the file,
// the runner arguments a replay needs (those that change what the runner
// writes, such as --seed), the paths whose values cannot repeat (such as
// usage.cpuMs), and "# stdin: open", since a recorded host closes stdin
// only where the file says "# eof".
func (r *Recorder) Header(comment string, args, variable []string) {
	var b bytes.Buffer
	for _, line := range strings.Split(comment, "\n") {
		fmt.Fprintf(&b, "# %s\n", line)
	}
	if len(args) > 0 {
		fmt.Fprintf(&b, "# args: %s\n", strings.Join(args, " "))
	}
	if len(variable) > 0 {
		fmt.Fprintf(&b, "# variable: %s\n", strings.Join(variable, " "))
	}
	b.WriteString("# stdin: open\n\n")
	r.write(b.Bytes())
}

// Inbound records a dispatcher line as the runner read it, without its line
// ending. Blank lines, which a runner skips, are left out. A line that the
// format would not read back as the same dispatcher line (one that starts
// with "#", looks like a runner line, ends in "\r", or is not JSON) is
// written as a "# send:" directive.
func (r *Recorder) Inbound(line []byte) {
	s := string(line)
	trimmed := strings.TrimSpace(s)
	if trimmed == "" {
		return
	}
	if strings.HasPrefix(trimmed, "#") || strings.HasSuffix(s, "\r") || IsRunnerLine(s) || ndjson.Valid(line) != nil {
		q, _ := json.Marshal(s)
		r.write(append(append([]byte("# send: "), q...), '\n'))
		return
	}
	r.write(append(line[:len(line):len(line)], '\n'))
}

// InboundDropped records, as a comment, a dispatcher line the runner
// dropped unread because it was too long; a replay cannot resend it.
func (r *Recorder) InboundDropped(size int64) {
	r.write(fmt.Appendf(nil, "# dropped: an inbound line of %d bytes, over the line limit, was not recorded\n", size))
}

// EOF records that stdin ended.
func (r *Recorder) EOF() { r.write([]byte("# eof\n")) }

// Outbound records a runner line, without its line ending.
func (r *Recorder) Outbound(line []byte) {
	r.write(append(line[:len(line):len(line)], '\n'))
}

// Exit records the runner's exit code when it is not 0.
func (r *Recorder) Exit(code int) {
	if code != 0 {
		r.write(fmt.Appendf(nil, "# exit: %d\n", code))
	}
}

// Tee returns a writer that passes everything to w and records each
// complete line written through it as a runner line, just before the
// write that ends it reaches w. Recorded after, a line could be missing
// from the transcript although the host has it (a host that kills the
// runner the moment it reads the done), or follow a dispatcher line
// that answered it (a tool_result read before the tool_call was
// recorded). A write that fails has its lines recorded all the same.
func (r *Recorder) Tee(w io.Writer) io.Writer { return &tee{r: r, w: w} }

type tee struct {
	r *Recorder
	w io.Writer
}

func (t *tee) Write(p []byte) (int, error) {
	r := t.r
	r.mu.Lock()
	r.partial = append(r.partial, p...)
	if i := bytes.LastIndexByte(r.partial, '\n'); i >= 0 {
		r.writeLocked(r.partial[:i+1])
		r.partial = append(r.partial[:0], r.partial[i+1:]...)
	}
	r.mu.Unlock()
	return t.w.Write(p)
}
