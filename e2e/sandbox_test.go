package e2e

// End-to-end tests of the walls (cli/sandbox.go, package sandbox): what
// the kernel says about a built runner, and its watchdog, while the guest
// waits on a tool.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/sandbox"
)

// waitingExecute makes the guest wait on a tool until the test answers.
const waitingExecute = `{"type":"execute","id":"w","code":"const v = await tools.echo({ a: 1 }); v","options":{"timeoutMs":10000},"providers":[{"name":"tools","tools":{"echo":{"safeName":"echo","originalName":"echo"}},"types":""}]}` + "\n"

// waitingRunner is a runner whose guest is waiting on its first tool call.
type waitingRunner struct {
	cmd      *exec.Cmd
	stdin    interface{ Write([]byte) (int, error) }
	out      *bufio.Reader
	watchdog int
}

// startWaiting starts the built runner with args and extra descriptors
// (which it must close), and returns once the guest has made its call.
func startWaiting(t *testing.T, env []string, extra []*os.File, args ...string) *waitingRunner {
	t.Helper()
	cmd := exec.Command(runnerBin, args...)
	cmd.Env = env
	cmd.ExtraFiles = extra
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdin, stdout := startPiped(t, cmd)
	hang := time.AfterFunc(hangTimeout, func() { _ = cmd.Process.Kill() })
	t.Cleanup(func() {
		hang.Stop()
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	r := &waitingRunner{cmd: cmd, stdin: stdin, out: bufio.NewReader(stdout)}
	if _, err := stdin.Write([]byte(waitingExecute)); err != nil {
		t.Fatal(err)
	}
	for {
		line, err := r.out.ReadString('\n')
		if err != nil {
			t.Fatalf("no tool_call: %v; stderr:\n%s", err, stderr.String())
		}
		if strings.Contains(line, `"tool_call"`) {
			break
		}
	}
	r.watchdog = hostileFindChild(cmd.Process.Pid, 5*time.Second)
	return r
}

// finish answers the call and checks the execution still ends well.
// waitingProcess is one process of a waiting runner, by name.
type waitingProcess struct {
	name string
	pid  int
}

// processes are the runner and its watchdog, the ones that were found (a
// missing one is an error of the test).
func (r *waitingRunner) processes(t *testing.T) []waitingProcess {
	t.Helper()
	var ps []waitingProcess
	for _, p := range []waitingProcess{{"runner", r.cmd.Process.Pid}, {"watchdog", r.watchdog}} {
		if p.pid == 0 {
			t.Errorf("%s: not found", p.name)
			continue
		}
		ps = append(ps, p)
	}
	return ps
}

func (r *waitingRunner) finish(t *testing.T) {
	t.Helper()
	if _, err := r.stdin.Write([]byte(`{"type":"tool_result","callId":"call-1","ok":true,"result":{"b":2}}` + "\n")); err != nil {
		t.Fatal(err)
	}
	line, err := r.out.ReadString('\n')
	if err != nil || !strings.Contains(line, `"ok":true`) || !strings.Contains(line, `"result":{"b":2}`) {
		t.Errorf("done %q, %v", line, err)
	}
}

// procFields reads a /proc/PID/status-style file into its fields.
func procFields(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok {
			f[k] = strings.TrimSpace(v)
		}
	}
	return f
}

// procLimit reads one soft limit from /proc/PID/limits, as printed there.
func procLimit(t *testing.T, pid int, name string) string {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/limits", pid))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, name) {
			return strings.Fields(strings.TrimPrefix(line, name))[0]
		}
	}
	t.Fatalf("no %q in /proc/%d/limits", name, pid)
	return ""
}

// TestWallsOfAWaitingRunner reads, from /proc, the runner and its watchdog
// while the guest waits on a tool: no_new_privs, seccomp in filter mode,
// no capabilities and an unprivileged uid when started as root, the
// rlimits, no descriptor the host passed, and an empty environment.
func TestWallsOfAWaitingRunner(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the walls are Linux's")
	}
	leak, err := os.Open(os.Args[0]) // a descriptor the runner must not keep
	if err != nil {
		t.Fatal(err)
	}
	defer leak.Close()
	r := startWaiting(t, []string{"HOST_SECRET=hunter2", "EXECBOX_TEST_MARK=1"}, []*os.File{leak})
	root := os.Geteuid() == 0
	for _, p := range r.processes(t) {
		// The watchdog raises its walls before it reads its first line,
		// which may be after the guest started: it reads nothing the
		// runner wrote before then.
		st := procFields(t, fmt.Sprintf("/proc/%d/status", p.pid))
		for deadline := time.Now().Add(5 * time.Second); st["Seccomp"] != "2" && time.Now().Before(deadline); {
			time.Sleep(time.Millisecond)
			st = procFields(t, fmt.Sprintf("/proc/%d/status", p.pid))
		}
		want := map[string]string{"NoNewPrivs": "1", "Seccomp": "2"}
		if root {
			want["CapEff"] = "0000000000000000"
			want["CapPrm"] = "0000000000000000"
			want["CapInh"] = "0000000000000000"
			want["CapAmb"] = "0000000000000000"
			want["Uid"] = "65534\t65534\t65534\t65534"
			want["Gid"] = "65534\t65534\t65534\t65534"
			want["Groups"] = ""
		}
		for k, v := range want {
			if st[k] != v {
				t.Errorf("%s: %s is %q, want %q", p.name, k, st[k], v)
			}
		}
		if got := procLimit(t, p.pid, "Max open files"); got != "32" {
			t.Errorf("%s: RLIMIT_NOFILE %s, want 32", p.name, got)
		}
		if got := procLimit(t, p.pid, "Max core file size"); got != "0" {
			t.Errorf("%s: RLIMIT_CORE %s, want 0", p.name, got)
		}
		if got := procLimit(t, p.pid, "Max file size"); got != "0" {
			t.Errorf("%s: RLIMIT_FSIZE %s, want 0 (stdout and stderr are pipes, no --record)", p.name, got)
		}
		if env, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", p.pid)); err == nil && bytes.Contains(env, []byte("hunter2")) {
			t.Errorf("%s: the host's environment is still in the process: %q", p.name, env)
		}
		fds, _ := os.ReadDir(fmt.Sprintf("/proc/%d/fd", p.pid))
		for _, fd := range fds {
			if target, _ := os.Readlink(fmt.Sprintf("/proc/%d/fd/%s", p.pid, fd.Name())); target == os.Args[0] {
				t.Errorf("%s: the host's descriptor %s (%s) is still open", p.name, fd.Name(), target)
			}
		}
	}
	r.finish(t)
}

// TestSandboxOff is the control: with --sandbox=off the same runner has
// none of the walls, so the test above reads what the walls did.
func TestSandboxOff(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the walls are Linux's")
	}
	r := startWaiting(t, nil, nil, "--sandbox=off")
	st := procFields(t, fmt.Sprintf("/proc/%d/status", r.cmd.Process.Pid))
	if st["Seccomp"] != "0" || st["NoNewPrivs"] != "0" {
		t.Errorf("--sandbox=off: Seccomp %s, NoNewPrivs %s", st["Seccomp"], st["NoNewPrivs"])
	}
	if os.Geteuid() == 0 && !strings.HasPrefix(st["Uid"], "0\t") {
		t.Errorf("--sandbox=off: Uid %q", st["Uid"])
	}
	r.finish(t)
}

// TestSandboxUser takes another identity with --user, by name.
func TestSandboxUser(t *testing.T) {
	if runtime.GOOS != "linux" || os.Geteuid() != 0 {
		t.Skip("needs root on Linux")
	}
	uid, gid, err := sandbox.ParseUser("daemon")
	if err != nil {
		t.Skip("no user daemon here")
	}
	r := startWaiting(t, nil, nil, "--user", "daemon")
	st := procFields(t, fmt.Sprintf("/proc/%d/status", r.cmd.Process.Pid))
	if want := fmt.Sprintf("%d\t%d\t%d\t%d", uid, uid, uid, uid); st["Uid"] != want {
		t.Errorf("Uid %q, want %q", st["Uid"], want)
	}
	if want := fmt.Sprintf("%d\t%d\t%d\t%d", gid, gid, gid, gid); st["Gid"] != want {
		t.Errorf("Gid %q, want %q", st["Gid"], want)
	}
	r.finish(t)
}

// TestGuestLocalTime checks that the walls do not take local time away
// from the guest: the zone is loaded before Landlock hides
// /usr/share/zoneinfo.
func TestGuestLocalTime(t *testing.T) {
	zone := "/usr/share/zoneinfo/Asia/Kolkata"
	if _, err := os.Stat(zone); err != nil {
		t.Skip("no zoneinfo here")
	}
	input := `{"type":"execute","id":"tz","code":"new Date(0).getTimezoneOffset()","options":{"timeoutMs":5000},"providers":[]}` + "\n"
	cmd := exec.Command(runnerBin)
	cmd.Env = []string{"TZ=Asia/Kolkata"}
	cmd.Stdin = strings.NewReader(input)
	out, err := cmd.Output()
	if err != nil || !strings.Contains(string(out), `"result":-330`) {
		t.Errorf("%v: %s", err, out)
	}
}

// TestGuestZoneNameUnderTheWalls checks that, with no TZ, the guest's
// Intl names the zone /etc/localtime links to whether or not the walls are
// up: Landlock refuses the readlink once they are, so the runner reads it
// before. Before that fix the walls turned the name into Etc/Unknown.
func TestGuestZoneNameUnderTheWalls(t *testing.T) {
	target, err := os.Readlink("/etc/localtime")
	if err != nil || !strings.Contains(target, "zoneinfo/") {
		t.Skip("/etc/localtime is not a link into the tz database here")
	}
	input := `{"type":"execute","id":"tz","code":"Intl.DateTimeFormat().resolvedOptions().timeZone","options":{"timeoutMs":5000},"providers":[]}` + "\n"
	zone := func(args ...string) string {
		cmd := exec.Command(runnerBin, args...)
		cmd.Env = []string{} // no TZ
		cmd.Stdin = strings.NewReader(input)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		_, rest, ok := strings.Cut(string(out), `"result":`)
		if !ok {
			t.Fatalf("no result: %s", out)
		}
		return strings.TrimSuffix(strings.TrimSpace(rest), "}")
	}
	walled, open := zone(), zone("--sandbox=off")
	if walled != open || walled == `"Etc/Unknown"` {
		t.Errorf("zone under the walls %s, without them %s", walled, open)
	}
}

// TestInfoSandbox checks that info reports every wall with a reason, and,
// on Linux, the walls every kernel this runs on has.
func TestInfoSandbox(t *testing.T) {
	stdout, stderr, code := runCLI(t, "", "info")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc struct {
		Sandbox struct {
			Walls      sandbox.Walls `json:"walls"`
			ProbeError string        `json:"probeError"`
		} `json:"sandbox"`
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Sandbox.ProbeError != "" || len(doc.Sandbox.Walls) != 8 {
		t.Fatalf("walls %+v, probe error %q", doc.Sandbox.Walls, doc.Sandbox.ProbeError)
	}
	for _, w := range doc.Sandbox.Walls {
		if w.Detail == "" {
			t.Errorf("%s: no detail", w.Name)
		}
		if runtime.GOOS == "linux" && (w.Name == sandbox.WallSeccomp || w.Name == sandbox.WallNoNewPrivs || w.Name == sandbox.WallRlimits) && !w.InForce {
			t.Errorf("%s not in force: %s", w.Name, w.Detail)
		}
		if runtime.GOOS != "linux" && w.InForce {
			t.Errorf("%s reported in force outside Linux", w.Name)
		}
	}
}

// TestUsageCPUUnderTheWalls: --usage reports the CPU time a busy guest
// used with the walls up as without them. The seccomp filter refused
// getrusage, and cpuMs was 0 whatever the guest did.
func TestUsageCPUUnderTheWalls(t *testing.T) {
	input := `{"type":"execute","id":"u","code":"let s = 0; for (let i = 0; i < 3e6; i++) s += i; s","options":{"timeoutMs":60000},"providers":[]}` + "\n"
	for _, args := range [][]string{{"--usage"}, {"--usage", "--sandbox=off"}} {
		cmd := exec.Command(runnerBin, args...)
		cmd.Stdin = strings.NewReader(input)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%v: %v: %s", args, err, out)
		}
		// Three million iterations take hundreds of milliseconds of CPU.
		if !strings.Contains(string(out), `"usage":{"cpuMs":`) || strings.Contains(string(out), `"cpuMs":0,`) {
			t.Errorf("%v: %s", args, out)
		}
	}
}
