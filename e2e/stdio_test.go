package e2e

import (
	"os"
	"os/exec"
	"syscall"
	"testing"
)

// TestStdinModeRestored: the runner switches a pipe on stdin to
// non-blocking mode, and the mode belongs to the open pipe, which the
// process that gave it (a shell, say) shares; it is put back at exit.
func TestStdinModeRestored(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command(runnerBin)
	cmd.Stdin = r // exec hands the child this very pipe, in blocking mode
	go func() {
		w.WriteString(`{"type":"execute","id":"s","code":"1","options":{},"providers":[]}` + "\n")
		w.Close()
	}()
	if out, err := cmd.Output(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	var flags uintptr
	conn, err := r.SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	conn.Control(func(fd uintptr) {
		flags, _, _ = syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_GETFL, 0)
	})
	if flags&syscall.O_NONBLOCK != 0 {
		t.Error("stdin's pipe is left in non-blocking mode")
	}
}
