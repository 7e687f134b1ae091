package e2e

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRootRunnerInAPrivateDirectory: a runner started as root takes its
// unprivileged user at the top of main, before it starts its watchdog,
// only when that user could still execute the binary for the watchdog.
// Installed where only root can reach it (a 0700 directory, as npm's
// cache under /root is), the runner keeps root until its walls and
// executes the watchdog as root, which takes the user with its own walls:
// the execution still has its watchdog, and both end unprivileged.
func TestRootRunnerInAPrivateDirectory(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root")
	}
	dir := t.TempDir() // 0700, under a 0700 parent
	bin := filepath.Join(dir, "execbox-runner")
	src, err := os.ReadFile(runnerBin)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, src, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
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
	wd := hostileFindChild(cmd.Process.Pid, 5*time.Second)
	if wd == 0 {
		_ = cmd.Process.Kill()
		_ = cmd.Wait() // before stderr is read: the copy into it is done then
		t.Fatalf("no watchdog; stderr:\n%s", stderr.String())
	}
	for _, p := range []struct {
		name string
		pid  int
	}{{"runner", cmd.Process.Pid}, {"watchdog", wd}} {
		st := procFields(t, fmt.Sprintf("/proc/%d/status", p.pid))
		for deadline := time.Now().Add(5 * time.Second); st["Seccomp"] != "2" && time.Now().Before(deadline); {
			time.Sleep(time.Millisecond)
			st = procFields(t, fmt.Sprintf("/proc/%d/status", p.pid))
		}
		if st["Uid"] != "65534\t65534\t65534\t65534" || st["Gid"] != "65534\t65534\t65534\t65534" {
			t.Errorf("%s: Uid %q, Gid %q; want 65534", p.name, st["Uid"], st["Gid"])
		}
	}
	if _, err := stdin.Write([]byte(`{"type":"tool_result","callId":"call-1","ok":true,"result":{"b":2}}` + "\n")); err != nil {
		t.Fatal(err)
	}
	line := readLineWithin(t, out, hangTimeout, "done")
	if !strings.Contains(line, `"ok":true`) {
		t.Errorf("done %q", line)
	}
	_ = stdin.Close()
	_, _ = io.Copy(io.Discard, out)
	_ = cmd.Wait()
	if strings.Contains(stderr.String(), "watchdog") {
		t.Errorf("stderr: %s", stderr.String())
	}
}
