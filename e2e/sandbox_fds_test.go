package e2e

import (
	"fmt"
	"os"
	"runtime"
	"testing"
)

// TestInheritedDescriptorsSpreadOut: descriptors the host leaves open at
// numbers far apart, one above the 1,024 the runner looks at (it closes
// every one from there up unseen), are closed in the runner and never
// reach its watchdog.
func TestInheritedDescriptorsSpreadOut(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the walls are Linux's")
	}
	leak, err := os.Open(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	defer leak.Close()
	at := []int{3, 64, 1000, 1500}
	extra := make([]*os.File, at[len(at)-1]-2)
	for _, fd := range at {
		extra[fd-3] = leak
	}
	r := startWaiting(t, []string{"EXECBOX_TEST_MARK=1"}, extra)
	for _, p := range r.processes(t) {
		fds, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", p.pid))
		if err != nil {
			t.Fatal(err)
		}
		for _, fd := range fds {
			if target, _ := os.Readlink(fmt.Sprintf("/proc/%d/fd/%s", p.pid, fd.Name())); target == os.Args[0] {
				t.Errorf("%s: the host's descriptor %s is still open", p.name, fd.Name())
			}
		}
	}
	r.finish(t)
}
