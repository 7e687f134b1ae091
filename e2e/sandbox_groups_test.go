package e2e

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestSandboxDropsSupplementaryGroups: a runner started as root with
// supplementary groups has none once its walls are up. (The walls skip the
// setgroups round, a stop-the-world, when there are none to drop; this is
// the case where there are.)
func TestSandboxDropsSupplementaryGroups(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root")
	}
	cmd := exec.Command(runnerBin)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 0, Gid: 0, Groups: []uint32{4, 27}}}
	stdin, stdout := startPiped(t, cmd)
	defer func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}()
	if _, err := stdin.Write([]byte(waitingExecute)); err != nil {
		t.Fatal(err)
	}
	out := bufio.NewReader(stdout)
	for {
		line := readLineWithin(t, out, hangTimeout, "tool_call")
		if strings.Contains(line, `"tool_call"`) {
			break
		}
	}
	st := procFields(t, fmt.Sprintf("/proc/%d/status", cmd.Process.Pid))
	if st["Groups"] != "" || st["Gid"] != "65534\t65534\t65534\t65534" {
		t.Errorf("Groups %q, Gid %q; want none and 65534", st["Groups"], st["Gid"])
	}
}
