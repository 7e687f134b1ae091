package e2e

// End-to-end tests of the hand-over between the runner and its watchdog
// (package watchdog): exactly one intact done whatever the host's reading
// speed and whatever stops and resumes the two processes. Each scenario
// runs many times, a few at a time; no assertion is about timing, and
// every wait is bounded only as protection against a hang.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// handoverRun is one runner process under test, with what it wrote.
type handoverRun struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout io.ReadCloser
	stderr *hostileHeadBuffer
	wd     int // the watchdog's pid, or 0
}

func startHandoverRun(t testing.TB, args ...string) *handoverRun {
	t.Helper()
	cmd := exec.Command(runnerBin, args...)
	r := &handoverRun{cmd: cmd, stderr: &hostileHeadBuffer{max: 64 << 10}}
	cmd.Stderr = r.stderr
	cmd.WaitDelay = time.Second
	r.stdin, r.stdout = startPiped(t, cmd)
	return r
}

// startPiped starts cmd with a pipe to its stdin and one from its stdout.
func startPiped(t testing.TB, cmd *exec.Cmd) (io.WriteCloser, io.ReadCloser) {
	t.Helper()
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return stdin, stdout
}

func (r *handoverRun) execute(t testing.TB, id, code string, options string, providers string) {
	t.Helper()
	line := fmt.Sprintf(`{"type":"execute","id":%q,"code":%s,"options":%s,"providers":%s}`+"\n", id, mustJSON(code), options, providers)
	if _, err := io.WriteString(r.stdin, line); err != nil {
		t.Fatal(err)
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// checkOneDone checks what a runner wrote to stdout: complete lines only,
// each a JSON object, started first, and exactly one done, last, with id.
// It returns the done's error code ("ok" for success) and the problems.
func checkOneDone(out []byte, id string) (string, []string) {
	var problems []string
	if len(out) > 0 && !bytes.HasSuffix(out, []byte("\n")) {
		problems = append(problems, fmt.Sprintf("stdout ends in a partial line: %.120q", out[max(0, len(out)-120):]))
	}
	lines := bytes.Split(bytes.TrimSuffix(out, []byte("\n")), []byte("\n"))
	code := ""
	dones := 0
	for i, l := range lines {
		var m struct {
			Type  string `json:"type"`
			ID    string `json:"id"`
			OK    bool   `json:"ok"`
			Error *struct {
				Code string `json:"code"`
			} `json:"error"`
		}
		if err := json.Unmarshal(l, &m); err != nil {
			problems = append(problems, fmt.Sprintf("line %d is not JSON (%v): %.80q…%.80q", i+1, err, l, l[max(0, len(l)-80):]))
			continue
		}
		if i == 0 && m.Type != "started" {
			problems = append(problems, fmt.Sprintf("line 1 is %q, not started", m.Type))
		}
		switch {
		case m.Type == "done":
			dones++
			if m.ID != id {
				problems = append(problems, fmt.Sprintf("done for %q, want %q", m.ID, id))
			}
			if i != len(lines)-1 {
				problems = append(problems, fmt.Sprintf("done is line %d of %d", i+1, len(lines)))
			}
			code = "ok"
			if m.Error != nil {
				code = m.Error.Code
			}
		}
	}
	if dones != 1 {
		problems = append(problems, fmt.Sprintf("%d done lines", dones))
	}
	return code, problems
}

// checkExit accepts the ways a runner may end after its done: 0, or
// SIGKILL by the watchdog's backstop (with a timeout done).
func checkExit(err error, code string) string {
	var exit *exec.ExitError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &exit) && hostileKilled(exit) && code == "timeout":
		return ""
	}
	return fmt.Sprintf("runner ended with %v (done code %q)", err, code)
}

// parallelRuns runs f n times, k at a time, each with its own index.
func parallelRuns(t *testing.T, n, k int, f func(t *testing.T, i int)) {
	sem := make(chan struct{}, k)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			t.Run(fmt.Sprint(i), func(t *testing.T) { f(t, i) })
		}()
	}
	wg.Wait()
}

// slowReader reads r as a host with a busy event loop does: it stalls for
// stall, then reads for awake, over and over.
func slowReader(r io.Reader, stall, awake time.Duration) ([]byte, error) {
	var out bytes.Buffer
	buf := make([]byte, 16<<10)
	for {
		time.Sleep(stall)
		until := time.Now().Add(awake)
		for time.Now().Before(until) {
			n, err := r.Read(buf)
			out.Write(buf[:n])
			if err != nil {
				if errors.Is(err, io.EOF) {
					err = nil
				}
				return out.Bytes(), err
			}
		}
	}
}

// TestSlowHostLargeToolInputs: a guest that sends large tool inputs in a
// loop to a host that reads stdout slowly. The deadline comes while the
// runner is blocked writing a tool_call line. The watchdog used to kill
// it in the middle of that line and glue its done onto the fragment; now
// the done follows the line, whole.
func TestSlowHostLargeToolInputs(t *testing.T) {
	cases := []struct {
		name         string
		size         int
		stall, awake time.Duration
	}{
		{"100KB", 1e5, 150 * time.Millisecond, 50 * time.Millisecond},
		{"12MB", 12e6, 30 * time.Millisecond, 10 * time.Millisecond},
	}
	runs := 16
	if testing.Short() {
		runs = 4
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			parallelRuns(t, runs, 3, func(t *testing.T, i int) {
				r := startHandoverRun(t)
				code := fmt.Sprintf(`const big = "x".repeat(%d); for (;;) tools.echo({ big })`, c.size)
				r.execute(t, "slow", code, `{"timeoutMs":200,"memoryLimitBytes":1073741824}`,
					`[{"name":"tools","tools":{"echo":{"safeName":"echo","originalName":"echo","description":""}},"types":""}]`)
				hang := time.AfterFunc(hangTimeout, func() { _ = r.cmd.Process.Kill() })
				defer hang.Stop()
				out, err := slowReader(r.stdout, c.stall, c.awake)
				if err != nil {
					t.Fatal(err)
				}
				r.stdin.Close()
				waitErr := r.cmd.Wait()
				doneCode, problems := checkOneDone(out, "slow")
				if p := checkExit(waitErr, doneCode); p != "" {
					problems = append(problems, p)
				}
				if doneCode != "timeout" && doneCode != "memory_limit" {
					problems = append(problems, fmt.Sprintf("done code %q", doneCode))
				}
				for _, p := range problems {
					t.Error(p)
				}
				if t.Failed() {
					t.Logf("stderr:\n%s", r.stderr.String())
				}
			})
		})
	}
}

// TestFreezeAndThaw: SIGSTOP the runner, its watchdog or both at a random
// point of an execution, keep them stopped past the deadline and the
// backstop, and resume them in a random order (what job control, docker
// pause or a suspended VM does). In 6 runs of 100 this used to give two
// done lines, or a torn one and a second.
func TestFreezeAndThaw(t *testing.T) {
	guests := []struct{ code, options string }{
		{`while (true) {}`, `{"timeoutMs":30}`},
		{`const big = "x".repeat(2e5); for (;;) tools.echo({ big })`, `{"timeoutMs":30}`},
		{`let n = 0; for (let i = 0; i < 3e5; i++) n += i; n`, `{"timeoutMs":30}`},
		{`await tools.echo({})`, `{"timeoutMs":30}`},
		{`const a = Array.from({ length: 2e5 }, (_, i) => (i * 7919) % 200003); while (true) a.sort()`, `{"timeoutMs":30}`},
	}
	const providers = `[{"name":"tools","tools":{"echo":{"safeName":"echo","originalName":"echo","description":""}},"types":""}]`
	runs := 50
	if testing.Short() {
		runs = 10
	}
	parallelRuns(t, runs, 4, func(t *testing.T, i int) {
		rng := rand.New(rand.NewPCG(uint64(i), 42))
		g := guests[i%len(guests)]
		r := startHandoverRun(t)
		hang := time.AfterFunc(hangTimeout, func() { _ = r.cmd.Process.Kill() })
		defer hang.Stop()
		out := make(chan []byte, 1)
		go func() {
			b, _ := io.ReadAll(r.stdout)
			out <- b
		}()
		r.execute(t, "frz", g.code, g.options, providers)
		// 0 if the execution ended before the watchdog could be found.
		r.wd = hostileFindChild(r.cmd.Process.Pid, 5*time.Second)
		// Stop at a random point around the deadline.
		time.Sleep(time.Duration(rng.IntN(50)) * time.Millisecond)
		pids := []int{r.cmd.Process.Pid, r.wd}
		switch rng.IntN(3) {
		case 0:
			pids = pids[:1]
		case 1:
			pids = pids[1:]
		}
		if r.wd == 0 {
			pids = []int{r.cmd.Process.Pid}
		}
		rng.Shuffle(len(pids), func(a, b int) { pids[a], pids[b] = pids[b], pids[a] })
		for _, pid := range pids {
			_ = syscall.Kill(pid, syscall.SIGSTOP)
		}
		time.Sleep(time.Duration(80+rng.IntN(80)) * time.Millisecond) // past deadline + backstop
		rng.Shuffle(len(pids), func(a, b int) { pids[a], pids[b] = pids[b], pids[a] })
		for _, pid := range pids {
			_ = syscall.Kill(pid, syscall.SIGCONT)
			if rng.IntN(2) == 0 {
				time.Sleep(time.Duration(rng.IntN(3)) * time.Millisecond)
			}
		}
		b := <-out
		r.stdin.Close()
		waitErr := r.cmd.Wait()
		doneCode, problems := checkOneDone(b, "frz")
		if p := checkExit(waitErr, doneCode); p != "" {
			problems = append(problems, p)
		}
		for _, p := range problems {
			t.Error(p)
		}
		if t.Failed() {
			t.Logf("guest %q, stopped %v; stdout tail %.300q; stderr:\n%s", g.code, pids, b[max(0, len(b)-300):], r.stderr.String())
		}
	})
}

// readLineWithin reads one line, or fails the test after bound.
func readLineWithin(t *testing.T, r *bufio.Reader, bound time.Duration, what string) string {
	t.Helper()
	ch := make(chan string, 1)
	go func() {
		l, _ := r.ReadString('\n')
		ch <- l
	}()
	select {
	case l := <-ch:
		return l
	case <-time.After(bound):
		t.Fatalf("no %s within %v", what, bound)
		return ""
	}
}

// TestCancelBackstop: a runner stopped right after it read a cancel (it
// reports the cancel to its watchdog first) still gets its done: the
// watchdog's backstop holds from the cancel, as it does from the deadline,
// not from a deadline an hour away.
func TestCancelBackstop(t *testing.T) {
	r := startHandoverRun(t, "--log-level", "debug")
	defer r.cmd.Process.Kill()
	code := `const a = Array.from({ length: 3e5 }, (_, i) => (i * 7919) % 300007); while (true) a.sort()`
	r.execute(t, "c", code, `{"timeoutMs":3600000}`, `[]`)
	stdout := bufio.NewReader(r.stdout)
	if l := readLineWithin(t, stdout, hangTimeout, "started"); !strings.Contains(l, `"started"`) {
		t.Fatalf("first line %q", l)
	}
	io.WriteString(r.stdin, `{"type":"cancel","id":"c"}`+"\n")
	// The runner logs the abort once it has reported it; stop it then,
	// before its own 20 ms grace can write the done.
	deadline := time.Now().Add(hangTimeout)
	for !strings.Contains(r.stderr.String(), "execution aborted") {
		if time.Now().After(deadline) {
			t.Fatalf("no abort logged; stderr:\n%s", r.stderr.String())
		}
		time.Sleep(100 * time.Microsecond)
	}
	_ = syscall.Kill(r.cmd.Process.Pid, syscall.SIGSTOP)
	l := readLineWithin(t, stdout, hangTimeout, "done after the cancel")
	if !strings.Contains(l, `"type":"done"`) || !strings.Contains(l, `"timeout"`) {
		t.Errorf("done %q", l)
	}
	_ = syscall.Kill(r.cmd.Process.Pid, syscall.SIGCONT)
	r.stdin.Close()
	_ = r.cmd.Wait()
}
