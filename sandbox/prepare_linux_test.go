package sandbox

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// prepareEnv makes the test binary, started again by runPrepareChild, a
// child that runs Prepare's steps and reports what is left.
const prepareEnv = "SANDBOX_TEST_PREPARE"

// prepareReport is what a Prepare child prints.
type prepareReport struct {
	Open      []int  `json:"open"` // descriptors open after on the host's file (this executable)
	Own       int    `json:"own"`  // a descriptor the child opened itself, close-on-exec
	OwnWorks  bool   `json:"ownWorks"`
	Closed    int    `json:"closed"`
	From      int    `json:"from"`
	FdsHow    string `json:"fdsHow"`
	EnvHow    string `json:"envHow"`
	Environ   string `json:"environ"` // /proc/self/environ after
	GoEnviron string `json:"goEnviron"`
	Err       string `json:"err"`
}

func init() {
	mode, ok := os.LookupEnv(prepareEnv)
	if !ok {
		return
	}
	// Before the testing package opens anything: as at the top of main.
	os.Exit(prepareChild(mode))
}

// prepareChild opens a file of its own, then closes the inherited
// descriptors (keeping those listed in SANDBOX_TEST_KEEP) and clears the
// environment as Prepare does, the environment block by the way mode
// names ("stack", the default, or "proc").
func prepareChild(mode string) int {
	var rep prepareReport
	own, err := os.Open("/proc/self/status")
	if err != nil {
		fmt.Println(err)
		return 1
	}
	rep.Own = int(own.Fd())
	if v := os.Getenv("SANDBOX_TEST_NOFILE"); v != "" {
		n, _ := strconv.ParseUint(v, 10, 64)
		var lim syscall.Rlimit
		_ = syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim)
		lim.Cur = n
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
			fmt.Println(err)
			return 1
		}
	}
	if os.Getenv("SANDBOX_TEST_NO_CLOSE_RANGE") != "" {
		// A kernel before 5.9, as far as close_range goes.
		err := installSeccomp([]syscall.SockFilter{
			{Code: bpfLdAbsW, K: offNr},
			{Code: bpfJeqK, K: sysCloseRange, Jf: 1},
			{Code: bpfRetK, K: retENOSYS},
			{Code: bpfRetK, K: retAllow},
		})
		if err != nil {
			fmt.Println(err)
			return 1
		}
	}
	var keep []int
	for _, f := range strings.Fields(os.Getenv("SANDBOX_TEST_KEEP")) {
		fd, _ := strconv.Atoi(f)
		keep = append(keep, fd)
	}
	if err := CloseInherited(keep...); err != nil {
		rep.Err = err.Error()
	}
	cleanEnv()
	if mode == "proc" {
		scrubEnvProc(nil)
	} else {
		scrubEnvBlock(nil)
	}
	rep.Closed, rep.From, rep.FdsHow, rep.EnvHow = fdsClosed, fdsFrom, fdsHow, envHow
	b := make([]byte, 16)
	_, err = own.ReadAt(b, 0)
	rep.OwnWorks = err == nil
	env, _ := os.ReadFile("/proc/self/environ")
	rep.Environ = string(env)
	rep.GoEnviron = strings.Join(os.Environ(), " ")
	exe, _ := os.Readlink("/proc/self/exe")
	ents, _ := os.ReadDir("/proc/self/fd")
	for _, e := range ents {
		fd, _ := strconv.Atoi(e.Name())
		if target, _ := os.Readlink("/proc/self/fd/" + e.Name()); target == exe {
			rep.Open = append(rep.Open, fd)
		}
	}
	out, _ := json.Marshal(rep)
	fmt.Println(string(out))
	return 0
}

// runPrepareChild runs a Prepare child with the host's descriptors
// inherited at the given numbers (each a duplicate of one file, without
// close-on-exec), and env besides.
func runPrepareChild(t *testing.T, mode string, inherit []int, env ...string) prepareReport {
	t.Helper()
	f, err := os.Open(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	for _, fd := range inherit {
		for len(cmd.ExtraFiles) <= fd-3 {
			cmd.ExtraFiles = append(cmd.ExtraFiles, nil)
		}
		cmd.ExtraFiles[fd-3] = f
	}
	cmd.Env = append([]string{prepareEnv + "=" + mode, "HOST_SECRET=hunter2", "GOGC=100", "EXECBOX_MARK=kept"}, env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("child: %v\nstdout: %s\nstderr: %s", err, out, stderr.String())
	}
	var rep prepareReport
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("child report %q: %v", out, err)
	}
	if rep.Err != "" {
		t.Fatalf("CloseInherited: %s", rep.Err)
	}
	return rep
}

// checkClosed checks that none of the inherited descriptors is open but
// those kept, and that the child's own descriptor still works.
func checkClosed(t *testing.T, rep prepareReport, inherited, kept []int) {
	t.Helper()
	for _, fd := range inherited {
		if open := slices.Contains(rep.Open, fd); open != slices.Contains(kept, fd) {
			t.Errorf("inherited descriptor %d: open %v, kept %v (open: %v)", fd, open, slices.Contains(kept, fd), rep.Open)
		}
	}
	if !rep.OwnWorks {
		t.Errorf("the child's own descriptor %d was closed", rep.Own)
	}
}

// checkEnv checks that the host's variable is gone from both copies of
// the environment, and the kept ones are in both.
func checkEnv(t *testing.T, rep prepareReport) {
	t.Helper()
	if strings.Contains(rep.Environ, "hunter2") || strings.Contains(rep.GoEnviron, "hunter2") {
		t.Errorf("the host's variable is still there: /proc/self/environ %q, os.Environ %q", rep.Environ, rep.GoEnviron)
	}
	for _, kv := range []string{"GOGC=100", "EXECBOX_MARK=kept"} {
		if !strings.Contains(rep.Environ, kv+"\x00") || !strings.Contains(rep.GoEnviron, kv) {
			t.Errorf("%s was not kept: /proc/self/environ %q, os.Environ %q", kv, rep.Environ, rep.GoEnviron)
		}
	}
}

// Descriptors the host left open, spread out, one past 1024 (which
// close_range closes unseen), are closed without /proc; the process's own
// are not; the environment block is cleared in place.
func TestPrepareWithoutProc(t *testing.T) {
	inherited := []int{3, 9, 100, 1023, 1024, 1500}
	rep := runPrepareChild(t, "stack", inherited)
	checkClosed(t, rep, inherited, nil)
	if rep.FdsHow != "scan" || rep.From != scanFds {
		t.Errorf("descriptors found by %q, closed from %d up unseen; want a scan, from %d", rep.FdsHow, rep.From, scanFds)
	}
	if rep.Closed != 4 {
		t.Errorf("%d closed below %d, want 4", rep.Closed, scanFds)
	}
	if rep.EnvHow != "stack" {
		t.Errorf("environment block cleared by %q, want in place on the stack", rep.EnvHow)
	}
	checkEnv(t, rep)
}

// Kept descriptors above the scan survive the ranges closed around them.
func TestPrepareKeepsAboveTheScan(t *testing.T) {
	inherited := []int{3, 1100, 1101, 1200, 1300}
	kept := []int{3, 1101, 1200}
	rep := runPrepareChild(t, "stack", inherited, "SANDBOX_TEST_KEEP=3 1101 1200")
	checkClosed(t, rep, inherited, kept)
}

// With RLIMIT_NOFILE below the scan, the scan stops there, and what lies
// above the limit is still closed.
func TestPrepareUnderALowFileLimit(t *testing.T) {
	inherited := []int{3, 200, 700}
	rep := runPrepareChild(t, "stack", inherited, "SANDBOX_TEST_NOFILE=256")
	checkClosed(t, rep, inherited, nil)
	if rep.FdsHow != "scan" || rep.From != 256 {
		t.Errorf("descriptors found by %q, closed from %d up; want a scan, from 256", rep.FdsHow, rep.From)
	}
}

// With most low numbers taken, the scan cannot tell where the process's
// own descriptors end, and /proc/self/fd is read instead.
func TestPrepareCrowded(t *testing.T) {
	var inherited []int
	for fd := 3; fd < 700; fd++ {
		inherited = append(inherited, fd)
	}
	rep := runPrepareChild(t, "stack", inherited)
	checkClosed(t, rep, inherited, nil)
	if rep.FdsHow != "proc" || rep.Closed != len(inherited) {
		t.Errorf("descriptors found by %q, %d closed; want /proc/self/fd, %d", rep.FdsHow, rep.Closed, len(inherited))
	}
}

// The fallback for an environment block not found on the stack: through
// /proc/self/mem.
func TestPrepareEnvThroughProc(t *testing.T) {
	rep := runPrepareChild(t, "proc", nil)
	if rep.EnvHow != "proc" {
		t.Errorf("environment block cleared by %q, want through /proc/self/mem", rep.EnvHow)
	}
	checkEnv(t, rep)
}

// Without close_range (a kernel before 5.9), /proc/self/fd is read
// instead, and every inherited descriptor is still closed.
func TestPrepareWithoutCloseRange(t *testing.T) {
	inherited := []int{3, 100, 1500}
	rep := runPrepareChild(t, "stack", inherited, "SANDBOX_TEST_NO_CLOSE_RANGE=1")
	checkClosed(t, rep, inherited, nil)
	if rep.FdsHow != "proc" || rep.Closed != len(inherited) {
		t.Errorf("descriptors found by %q, %d closed; want /proc/self/fd, %d", rep.FdsHow, rep.Closed, len(inherited))
	}
}
