package session

import (
	"bytes"
	"sync/atomic"
	"testing"
	"time"
)

// lineSignal is a Recorder that closes a channel at the first inbound
// execute line.
type lineSignal struct {
	read chan struct{}
	seen atomic.Bool
}

func (r *lineSignal) Inbound(line []byte) {
	if bytes.Contains(line, []byte(`"execute"`)) && r.seen.CompareAndSwap(false, true) {
		close(r.read)
	}
}
func (*lineSignal) InboundDropped(int64) {}
func (*lineSignal) EOF()                 {}

// TestSessionReadsWhileWallsGoUp: stdin is read while Lockdown raises the
// walls, so that the deadline counts from the moment the host's execute
// arrived and not from the end of the walls; and no guest code runs until
// Lockdown has returned. (Before, the reader started after Lockdown: the
// execute was not read while the walls went up.)
func TestSessionReadsWhileWallsGoUp(t *testing.T) {
	rec := &lineSignal{read: make(chan struct{})}
	var up, readDuring atomic.Bool
	cfg := Config{Record: rec}
	cfg.Lockdown = func() {
		// Only a bound for the failure case: the line is on stdin
		// before Lockdown is called.
		select {
		case <-rec.read:
			readDuring.Store(true)
		case <-time.After(2 * time.Second):
		}
		up.Store(true)
	}
	h := startSession(t, cfg)
	h.send(execute("exec-1", `await tools.echo({}); 1`, 5000))
	h.expect("started")
	h.expect("tool_call")
	if !up.Load() {
		t.Error("guest code ran before Lockdown returned")
	}
	if !readDuring.Load() {
		t.Error("the execute line was not read while the walls went up")
	}
	h.send(`{"type":"tool_result","callId":"call-1","ok":true,"result":{}}`)
	doneOK(t, h.expect("done"), "exec-1", `1`)
	if code := h.exit(); code != ExitOK {
		t.Errorf("exit code %d, want %d", code, ExitOK)
	}
}
