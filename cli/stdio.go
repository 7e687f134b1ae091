package cli

import (
	"os"
	"syscall"

	"github.com/execbox/execbox-runner/internal/fdwait"
)

// pollableStdin returns stdin for the session, and a function that puts
// it back as it was.
//
// A pipe or socket on stdin (what a host gives its runner) is switched to
// non-blocking mode. A blocking read would hold a thread in the kernel
// that nothing could interrupt, and the event loop could not wait on stdin
// and on its other work at once. Where package fdwait works (Linux), the
// session then waits for stdin in poll(2) itself, on whichever goroutine
// has the turn to read (session/stdin.go), and stdin stays out of Go's
// network poller, which would wake a thread of its own at every message.
// Elsewhere stdin is handed to the poller. Anything else (a file, a
// terminal) is left alone. The mode belongs to the open file, which a
// parent shell may share, so it is put back before the process exits (a
// runtime that dies cannot).
func pollableStdin() (*os.File, func()) {
	var st syscall.Stat_t
	if err := syscall.Fstat(0, &st); err != nil {
		return os.Stdin, func() {}
	}
	if t := st.Mode & syscall.S_IFMT; t != syscall.S_IFIFO && t != syscall.S_IFSOCK {
		return os.Stdin, func() {}
	}
	if err := syscall.SetNonblock(0, true); err != nil {
		return os.Stdin, func() {}
	}
	restore := func() { _ = syscall.SetNonblock(0, false) }
	if fdwait.Supported {
		return os.Stdin, restore
	}
	f := os.NewFile(0, "/dev/stdin")
	// The closure holds f, so that its finalizer cannot close fd 0 first.
	return f, func() { _ = syscall.SetNonblock(int(f.Fd()), false) }
}
