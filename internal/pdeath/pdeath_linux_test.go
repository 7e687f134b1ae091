package pdeath

import (
	"errors"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// The helper process: Arm, then live for a moment.
func TestMain(m *testing.M) {
	if os.Getenv("PDEATH_HELPER") == "1" {
		if !Arm() {
			os.Exit(3)
		}
		time.Sleep(300 * time.Millisecond)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func runHelper(t *testing.T, parent string) error {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "PDEATH_HELPER=1", EnvParent+"="+parent)
	return cmd.Run()
}

// TestArmAgainstAParentAlreadyGone: a process whose expected parent is no
// longer its parent (it died before Arm) signals itself at once.
func TestArmAgainstAParentAlreadyGone(t *testing.T) {
	err := runHelper(t, "999999999")
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("the helper was not ended by a signal: %v", err)
	}
	ws := ee.Sys().(syscall.WaitStatus)
	if !ws.Signaled() || ws.Signal() != Signal {
		t.Fatalf("the helper ended with %v, want %v", ws, Signal)
	}
}

// TestArmUnderAWrapper: a host that starts the runner through a process of
// its own (a wrapper that does not exec) is alive though it is not the
// runner's parent: Arm leaves the runner running. PID 1 stands for such a
// host here; it always exists and is not the helper's parent.
func TestArmUnderAWrapper(t *testing.T) {
	if os.Getpid() == 1 {
		t.Skip("the test process is PID 1, the helper's parent")
	}
	if err := runHelper(t, "1"); err != nil {
		t.Fatalf("the helper was ended though its host lives: %v", err)
	}
}

// TestArmWithItsParent: with the parent it expects, Arm leaves it running.
func TestArmWithItsParent(t *testing.T) {
	if err := runHelper(t, strconv.Itoa(os.Getpid())); err != nil {
		t.Fatalf("the helper failed: %v", err)
	}
}
