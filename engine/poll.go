package engine

import (
	"syscall"

	"github.com/execbox/execbox-runner/internal/fdwait"
)

// canPoll says the loop goroutine can wait in poll(2) (handoff.pollWait),
// and so take its turn to read stdin.
const canPoll = fdwait.Supported

// pollWait waits, in one system call, until fd is readable (or hung up) or
// the handoff pipe is: then the loop has a job, and it reports woken, once
// it has drained the pipe. Call it on the loop goroutine, while it waits.
func (h *handoff) pollWait(fd int) (woken bool, err error) {
	_, woken, err = fdwait.Readable(fd, h.rfd)
	if !woken || err != nil {
		return false, err
	}
	// The wake-up bytes, or the end of the pipe once it is closed.
	var buf [64]byte
	for {
		n, err := syscall.Read(h.rfd, buf[:])
		if n < len(buf) || err != nil {
			return true, nil
		}
	}
}
