package main

import (
	"os"
	"syscall"
)

// pollableStdin returns stdin for the session, and a function that puts
// it back as it was.
//
// A pipe or socket on stdin (what a host gives its runner) is switched to
// non-blocking mode, which lets the Go runtime wait for it in its network
// poller. A blocking read would hold a thread in the kernel, and each
// tool_result would then wake the event loop on a second thread: an extra
// thread hand-off per tool call. Anything else (a file, a terminal) is left
// alone. The mode belongs to the open file, which a parent shell may share,
// so it is put back before the process exits (a runtime that dies cannot).
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
	f := os.NewFile(0, "/dev/stdin")
	// The closure holds f, so that its finalizer cannot close fd 0 first.
	return f, func() { _ = syscall.SetNonblock(int(f.Fd()), false) }
}
