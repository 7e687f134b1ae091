package e2e

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// cancelAfter is how long after started each hostile program is cancelled:
// long enough for most to be deep in whatever they do.
const cancelAfter = 30 * time.Millisecond

// TestHostileCancel cancels every program of the hostile corpus shortly
// after it started, and checks that exactly one done follows, last, with
// timeout (or the program's own code, when it ended before the cancel was
// read). It logs cancel → done over the corpus: the watchdog's backstop
// holds that under about 50 ms even for a guest inside one long built-in.
// No assertion is about time.
func TestHostileCancel(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the whole hostile corpus")
	}
	entries, err := os.ReadDir(hostileDir)
	if err != nil {
		t.Fatal(err)
	}
	var (
		mu        sync.Mutex
		latencies []time.Duration
		slowest   []string
	)
	var programs []*hostileProgram
	for _, ent := range entries {
		data, err := os.ReadFile(filepath.Join(hostileDir, ent.Name()))
		if err != nil {
			t.Fatal(err)
		}
		p, err := parseHostileProgram(strings.TrimSuffix(ent.Name(), ".js"), data)
		if err != nil || p.skip != "" {
			continue
		}
		programs = append(programs, p)
	}
	parallelRuns(t, len(programs), hostileParallel, func(t *testing.T, i int) {
		p := programs[i]
		id := "cancel-" + p.name
		line, err := p.executeLine(id)
		if err != nil {
			t.Fatal(err)
		}
		r := startHandoverRun(t)
		hang := time.AfterFunc(p.opts.timeout()+hostileHangBound, func() { _ = r.cmd.Process.Kill() })
		defer hang.Stop()
		var wmu sync.Mutex
		write := func(b []byte) {
			wmu.Lock()
			defer wmu.Unlock()
			_, _ = r.stdin.Write(b)
		}
		write(append(line, '\n'))
		var out bytes.Buffer
		var cancelled, doneAt time.Time
		br := bufio.NewReaderSize(r.stdout, 1<<20)
		for {
			text, err := br.ReadBytes('\n')
			out.Write(text)
			if err != nil {
				break
			}
			msg, err := hostileDecodeLine(bytes.TrimSuffix(text, []byte("\n")))
			if err != nil {
				continue // checkOneDone reports it
			}
			switch hostileString(msg["type"]) {
			case "started":
				go func() {
					time.Sleep(cancelAfter)
					mu.Lock()
					cancelled = time.Now()
					mu.Unlock()
					write([]byte(fmt.Sprintf(`{"type":"cancel","id":%q}`+"\n", id)))
				}()
			case "tool_call":
				if p.answer {
					b := []byte(`{"type":"tool_result","callId":`)
					b = append(b, msg["callId"]...)
					b = append(b, `,"ok":true,"result":{}}`+"\n"...)
					go write(b)
				}
			case "done":
				doneAt = time.Now()
				go func() {
					wmu.Lock()
					defer wmu.Unlock()
					r.stdin.Close()
				}()
			}
		}
		_, _ = io.Copy(io.Discard, br)
		waitErr := r.cmd.Wait()
		code, problems := checkOneDone(out.Bytes(), id)
		if code != "timeout" && !slices.Contains(p.expect, code) {
			problems = append(problems, fmt.Sprintf("done code %q, want timeout or %v", code, p.expect))
		}
		// Exit 2 after a done is a runtime that died after its done was
		// out: a memory bomb cancelled inside one built-in goes on
		// allocating until RLIMIT_DATA stops it, after the watchdog wrote
		// the done handed to it. The done is the host's answer.
		if waitErr != nil && !(code != "" && strings.Contains(waitErr.Error(), "exit status 2")) {
			if pr := checkExit(waitErr, code); pr != "" {
				problems = append(problems, pr)
			}
		}
		for _, pr := range problems {
			t.Error(pr)
		}
		mu.Lock()
		if !cancelled.IsZero() && doneAt.After(cancelled) {
			d := doneAt.Sub(cancelled)
			latencies = append(latencies, d)
			slowest = append(slowest, fmt.Sprintf("%s %s", hostileMs(d), p.name))
		}
		mu.Unlock()
		if t.Failed() {
			t.Logf("stderr:\n%s", r.stderr.String())
		}
	})
	if len(latencies) > 0 {
		slices.SortFunc(slowest, func(a, b string) int {
			var x, y float64
			fmt.Sscan(a, &x)
			fmt.Sscan(b, &y)
			return int(y*1000 - x*1000)
		})
		t.Logf("cancel → done over %d programs cancelled %v after started (%d at a time): p50 %s, p99 %s, max %s; slowest: %s",
			len(latencies), cancelAfter, hostileParallel, hostileMs(hostilePercentile(latencies, 50)),
			hostileMs(hostilePercentile(latencies, 99)), hostileMs(slices.Max(latencies)), strings.Join(slowest[:min(5, len(slowest))], ", "))
	}
}

// TestCancelDoneWithoutTheWatchdog: a guest stuck inside one long built-in
// that never checks the interrupt (regex backtracking) gets its done from
// the runner's grace timer even while the watchdog can do nothing: the
// runner writes it itself when stdout is free, instead of handing it over
// and waiting for a watchdog that may still be starting up or be starved
// of the processor (here: stopped). It used to wait for the watchdog, so
// no done came until the watchdog was resumed.
func TestCancelDoneWithoutTheWatchdog(t *testing.T) {
	r := startHandoverRun(t)
	defer r.cmd.Process.Kill()
	code := `/(a|aa)+(?=b)c/.test('a'.repeat(60))`
	r.execute(t, "c", code, `{"timeoutMs":3600000}`, `[]`)
	stdout := bufio.NewReader(r.stdout)
	if l := readLineWithin(t, stdout, hangTimeout, "started"); !strings.Contains(l, `"started"`) {
		t.Fatalf("first line %q", l)
	}
	wd := hostileFindChild(r.cmd.Process.Pid, hangTimeout)
	if wd == 0 {
		t.Fatal("no watchdog")
	}
	if err := syscall.Kill(wd, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	defer syscall.Kill(wd, syscall.SIGCONT)
	io.WriteString(r.stdin, `{"type":"cancel","id":"c"}`+"\n")
	l := readLineWithin(t, stdout, hangTimeout, "done while the watchdog is stopped")
	if !strings.Contains(l, `"type":"done"`) || !strings.Contains(l, `"timeout"`) {
		t.Errorf("done %q", l)
	}
	_ = syscall.Kill(wd, syscall.SIGCONT)
	r.stdin.Close()
	rest, _ := io.ReadAll(stdout)
	if len(rest) != 0 {
		t.Errorf("after the done: %q", rest)
	}
	_ = r.cmd.Wait()
}
