package sandbox

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// childEnv makes the test binary, started again by runChild, a child that
// raises walls and reports on them instead of running tests.
const childEnv = "SANDBOX_TEST_CHILD"

func TestMain(m *testing.M) {
	if mode, ok := os.LookupEnv(childEnv); ok {
		os.Exit(child(mode))
	}
	os.Exit(m.Run())
}

// childReport is what a child prints.
type childReport struct {
	Walls   Walls             `json:"walls"`
	Errnos  map[string]string `json:"errnos"` // what each forbidden call returned
	Runtime string            `json:"runtime"`
}

// child raises the walls (mode "apply": Apply; mode "seccomp": the filter
// alone), then tries what the filter forbids and exercises the runtime.
func child(mode string) int {
	var rep childReport
	rep.Errnos = map[string]string{}
	switch mode {
	case "exit":
		return 0
	case "early", "early-none", "early-close":
		earlyChild(mode, &rep)
		rep.Runtime = exerciseRuntime()
		out, _ := json.Marshal(rep)
		fmt.Println(string(out))
		return 0
	case "apply":
		p := Default()
		p.Peer = os.Getppid()
		rep.Walls = Apply(p)
	case "seccomp":
		if err := installSeccomp(program(os.Getpid(), 0)); err != nil {
			fmt.Println(err)
			return 1
		}
	}
	errno := func(err error) string {
		if err == nil {
			return "ok"
		}
		return err.Error()
	}
	// execve of a real program, which runs if not refused; without walls,
	// of one that does not exist.
	prog := "/bin/true"
	if mode == "none" {
		prog = "/nonexistent-execbox-test"
	}
	rep.Errnos["execve"] = errno(syscall.Exec(prog, []string{"true"}, nil))
	f, err := os.OpenFile(filepath.Join(os.Getenv("SANDBOX_TEST_DIR"), "new"), os.O_WRONLY|os.O_CREATE, 0o600)
	if err == nil {
		f.Close()
	}
	rep.Errnos["openat_create"] = errno(unwrap(err))
	fd, err := syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM, 0)
	if err == nil {
		syscall.Close(fd)
	}
	rep.Errnos["socket"] = errno(err)
	rep.Errnos["fork"] = errno(exec.Command("/bin/true").Run())
	// landlock_restrict_self on no ruleset: the kernel refuses it (EBADF,
	// or EINVAL for a flag it does not know), the filter only for flags
	// other than none and TSYNC.
	for name, flags := range map[string]uintptr{"landlock_tsync": landlockRestrictTSync, "landlock_other_flag": 1 << 4} {
		_, _, e := syscall.RawSyscall(sysLandlockRestrictSelf, ^uintptr(0), flags, 0)
		rep.Errnos[name] = e.Error()
	}
	if mode != "none" {
		// Not in the control: a process that asks to be traced and is
		// not refused stops its parent's wait for good.
		_, _, e := syscall.RawSyscall(syscall.SYS_PTRACE, syscall.PTRACE_TRACEME, 0, 0)
		rep.Errnos["ptrace"] = e.Error()
	}
	rep.Runtime = exerciseRuntime()
	out, _ := json.Marshal(rep)
	fmt.Println(string(out))
	return 0
}

func unwrap(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// exerciseRuntime makes the Go runtime do what the runner needs from it
// under the filter: start threads and goroutines, sleep on timers, collect
// garbage, and preempt a busy goroutine. It returns "ok" or what failed.
func exerciseRuntime() string {
	var wg sync.WaitGroup
	sums := make([]int, 8)
	for i := range sums {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Busy and allocating, so that the runtime preempts it
			// (tgkill) and collects behind it.
			var keep [][]byte
			for j := 0; j < 2000; j++ {
				keep = append(keep, make([]byte, 1024))
				if len(keep) > 100 {
					keep = keep[:0]
				}
				sums[i] += j
			}
			runtime.LockOSThread() // a new thread for the next goroutine
			time.Sleep(time.Millisecond)
		}()
	}
	wg.Wait()
	runtime.GC()
	select {
	case <-time.After(5 * time.Millisecond):
	case <-time.After(time.Second):
		return "timer out of order"
	}
	t := time.NewTicker(time.Millisecond)
	for range 3 {
		<-t.C
	}
	t.Stop()
	for _, s := range sums {
		if s != 1999*2000/2 {
			return fmt.Sprintf("a goroutine computed %d", s)
		}
	}
	return "ok"
}

// runChild runs the test binary as a child in mode and decodes its report.
func runChild(t *testing.T, mode string) childReport {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = []string{childEnv + "=" + mode, "SANDBOX_TEST_DIR=" + t.TempDir()}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("child: %v\nstdout: %s", err, out)
	}
	var rep childReport
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("child report %q: %v", out, err)
	}
	return rep
}

// TestSeccompFilter installs the filter alone in a child: execve, opening
// a new file, socket, fork and ptrace fail with EPERM, while goroutines,
// timers, preemption and the garbage collector work.
func TestSeccompFilter(t *testing.T) {
	rep := runChild(t, "seccomp")
	want := "operation not permitted"
	for _, call := range []string{"execve", "openat_create", "socket", "fork", "ptrace"} {
		got := rep.Errnos[call]
		if call == "fork" {
			// os/exec reports the failed clone as a fork/exec error.
			if !strings.Contains(got, want) {
				t.Errorf("%s: got %q, want EPERM", call, got)
			}
			continue
		}
		if got != want {
			t.Errorf("%s: got %q, want EPERM", call, got)
		}
	}
	if got := rep.Errnos["landlock_other_flag"]; got != want {
		t.Errorf("landlock_restrict_self with an unknown flag: got %q, want EPERM", got)
	}
	if got := rep.Errnos["landlock_tsync"]; got == want {
		t.Errorf("landlock_restrict_self with TSYNC: refused by the filter (%q)", got)
	}
	if rep.Runtime != "ok" {
		t.Errorf("runtime under the filter: %s", rep.Runtime)
	}
}

// TestSeccompControl is the control for TestSeccompFilter: without the
// filter, the same child's calls succeed or fail for other reasons, so the
// EPERMs above are the filter's.
func TestSeccompControl(t *testing.T) {
	rep := runChild(t, "none")
	if rep.Errnos["execve"] != "no such file or directory" || rep.Errnos["socket"] != "ok" || rep.Errnos["openat_create"] != "ok" || rep.Errnos["fork"] != "ok" ||
		rep.Errnos["landlock_other_flag"] == "operation not permitted" || rep.Errnos["landlock_tsync"] == "operation not permitted" {
		t.Errorf("without the filter: %v", rep.Errnos)
	}
}

// TestApply raises every wall in a child. Walls a build with cgo (the race
// detector's) cannot raise on every thread are skipped there.
func TestApply(t *testing.T) {
	rep := runChild(t, "apply")
	for _, w := range rep.Walls {
		cgoOnly := strings.Contains(w.Detail, "cgo") || strings.Contains(w.Detail, "capset on every thread")
		switch {
		case w.Name == WallFDs || w.Name == WallEnv:
			// Prepare's work, not Apply's: not done in this child.
		case w.Name == WallLandlock && !w.InForce && (cgoOnly || strings.Contains(w.Detail, "no Landlock") || strings.Contains(w.Detail, "not enabled")):
			t.Logf("landlock: %s", w.Detail)
		case w.Name == WallCapabilities && !w.InForce && cgoOnly:
			t.Logf("capabilities: %s", w.Detail)
		case !w.InForce:
			t.Errorf("%s not in force: %s", w.Name, w.Detail)
		}
	}
	if rep.Errnos["execve"] != "operation not permitted" || rep.Errnos["socket"] != "operation not permitted" {
		t.Errorf("after Apply: %v", rep.Errnos)
	}
	if rep.Runtime != "ok" {
		t.Errorf("runtime under the walls: %s", rep.Runtime)
	}
}

func TestParseUser(t *testing.T) {
	for _, c := range []struct {
		in       string
		uid, gid int
	}{
		{"65534", 65534, 65534},
		{"1000:1001", 1000, 1001},
		{"root", 0, 0},
		{"0:5", 0, 5},
	} {
		uid, gid, err := ParseUser(c.in)
		if err != nil || uid != c.uid || gid != c.gid {
			t.Errorf("ParseUser(%q) = %d, %d, %v; want %d, %d", c.in, uid, gid, err, c.uid, c.gid)
		}
	}
	for _, bad := range []string{"", "no-such-user-execbox", "root:no-such-group-execbox", "1:x"} {
		if _, _, err := ParseUser(bad); err == nil {
			t.Errorf("ParseUser(%q): no error", bad)
		}
	}
}

// TestProgramShape checks the assembled filter's jumps stay inside it
// and every path ends in a return.
func TestProgramShape(t *testing.T) {
	prog := program(100, 200)
	if len(prog) > 4096 {
		t.Fatalf("%d instructions", len(prog))
	}
	for i, in := range prog {
		if in.Code&0x07 == 0x05 { // BPF_JMP
			if in.Code == bpfJa {
				if i+1+int(in.K) >= len(prog) {
					t.Errorf("%d: ja out of range", i)
				}
				continue
			}
			if i+1+int(in.Jt) >= len(prog) || i+1+int(in.Jf) >= len(prog) {
				t.Errorf("%d: jump out of range", i)
			}
			if in.K == argSelf || in.K == argPeer {
				t.Errorf("%d: placeholder left unpatched", i)
			}
		}
	}
	if last := prog[len(prog)-1]; last.Code != bpfRetK || last.K != retEPERM {
		t.Errorf("the program ends in %+v, not a refusal", last)
	}
}
