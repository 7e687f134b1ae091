package e2e

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"testing"
	"time"
)

// A cancel behind queued lines (issue 21): the guest makes calls tool
// calls, awaits the first and then computes, while the host answers every
// call, writes blank lines, and then cancels. The reader goroutine used to
// read one line per millisecond while guest code ran (it handed the turn
// to a loop goroutine that was busy, and the memory watch's tick handed it
// back a millisecond later), so the cancel was read after about one
// millisecond per line queued ahead of it.
type cancelBehind struct {
	name   string
	calls  int // tool calls the guest makes; the host answers them all
	blanks int // blank lines after the answers, before the cancel
	// paced: the guest awaits each result in turn and computes about
	// 0.9 ms after each, so that the loop goroutine never stays busy for
	// a whole tick interval while reading one line per result itself.
	paced bool
}

// cancelBehindShapes are the two shapes of the target: cancel →
// done p99 ≤ 50 ms behind 3,000 tool results and behind 50,000 blank lines.
var cancelBehindShapes = []cancelBehind{
	{name: "3000-results", calls: 3000},
	{name: "50000-blank-lines", calls: 1, blanks: 50000},
	{name: "3000-results-paced", calls: 3000, paced: true},
}

// cancelBehindBusy is how long the guest computes after its first result:
// far past any cancel → done the runner could be excused for.
const cancelBehindBusy = 20 * time.Second

// run runs the shape once through the binary and returns the time from
// the host's first write of its answers to the done, and from its write of
// the cancel to the done. It fails tb unless exactly one done, a timeout,
// follows.
func (c cancelBehind) run(tb testing.TB) (fromAnswers, fromCancel time.Duration) {
	tb.Helper()
	r := startHandoverRun(tb)
	defer r.cmd.Process.Kill()
	wait := "await calls[0];"
	if c.paced {
		// Calibrated in the guest: how many Date.now() calls fit in 50 ms.
		wait = `let n = 0; const t0 = Date.now(); while (Date.now() - t0 < 50) n++;
const per = Math.floor(n * 0.9 / 50);
for (const c of calls) { await c; for (let i = 0; i < per; i++) Date.now(); }`
	}
	code := fmt.Sprintf(`const calls = [];
for (let i = 0; i < %d; i++) calls.push(tools.echo(i));
%s
const end = Date.now() + %d;
while (Date.now() < end) {}
"computed"`, c.calls, wait, cancelBehindBusy.Milliseconds())
	r.execute(tb, "q", code, `{"timeoutMs":60000}`, `[{"name":"tools","tools":{"echo":{"safeName":"echo","originalName":"echo"}}}]`)

	// The host reads stdout on its own, as a real one does: the runner's
	// tool_call lines (300 KB for 3,000) must not block on a full pipe.
	calledAll := make(chan struct{})
	doneAt := make(chan time.Time, 1)
	var out bytes.Buffer
	go func() {
		br := bufio.NewReaderSize(r.stdout, 1<<20)
		calls := 0
		for {
			l, err := br.ReadBytes('\n')
			if bytes.Contains(l, []byte(`"type":"done"`)) {
				doneAt <- time.Now()
			}
			out.Write(l)
			if err != nil {
				close(doneAt)
				return
			}
			if bytes.Contains(l, []byte(`"type":"tool_call"`)) {
				if calls++; calls == c.calls {
					close(calledAll)
				}
			}
		}
	}()
	select {
	case <-calledAll:
	case <-time.After(hangTimeout):
		tb.Fatalf("%d tool calls not made within %v", c.calls, hangTimeout)
	}
	var batch []byte
	for i := 1; i <= c.calls; i++ {
		batch = append(batch, `{"type":"tool_result","callId":"call-`...)
		batch = strconv.AppendInt(batch, int64(i), 10)
		batch = append(batch, `","ok":true,"result":{"n":`...)
		batch = strconv.AppendInt(batch, int64(i), 10)
		batch = append(batch, "}}\n"...)
	}
	batch = append(batch, bytes.Repeat([]byte("\n"), c.blanks)...)
	answered := time.Now()
	// One write: it blocks until the runner has read all but the pipe's
	// last 64 KB, which before the fix took about a millisecond a line.
	if _, err := r.stdin.Write(batch); err != nil {
		tb.Fatal(err)
	}
	cancelled := time.Now()
	if _, err := io.WriteString(r.stdin, `{"type":"cancel","id":"q"}`+"\n"); err != nil {
		tb.Fatal(err)
	}
	var done time.Time
	select {
	case at, ok := <-doneAt:
		if !ok {
			tb.Fatalf("stdout ended with no done; stderr:\n%s", r.stderr.String())
		}
		done = at
	case <-time.After(cancelBehindBusy + hangTimeout):
		tb.Fatalf("no done within %v", cancelBehindBusy+hangTimeout)
	}
	r.stdin.Close()
	for range doneAt {
	}
	waitErr := r.cmd.Wait()
	got, problems := checkOneDone(out.Bytes(), "q")
	if got != "timeout" {
		problems = append(problems, fmt.Sprintf("done code %q, want timeout", got))
	}
	if pr := checkExit(waitErr, got); pr != "" {
		problems = append(problems, pr)
	}
	for _, p := range problems {
		tb.Error(p)
	}
	if tb.Failed() {
		tb.Logf("stderr:\n%s", r.stderr.String())
	}
	return done.Sub(answered), done.Sub(cancelled)
}

// TestCancelBehindQueuedLines: a cancel queued behind thousands of lines
// is read and answered while the guest computes, long before its 20 s
// loop would end. It used to take about a millisecond per line ahead of it
// (3 s behind 3,000 results; behind 50,000 blank lines the guest's loop
// ended first and the done was ok). The bound is generous: the runner
// answers in milliseconds, and only a loaded machine comes near it.
func TestCancelBehindQueuedLines(t *testing.T) {
	const bound = 2 * time.Second
	for _, c := range cancelBehindShapes {
		t.Run(c.name, func(t *testing.T) {
			fromAnswers, fromCancel := c.run(t)
			t.Logf("done %s after the host began its answers, %s after its cancel", hostileMs(fromAnswers), hostileMs(fromCancel))
			if fromAnswers > bound {
				t.Errorf("done %s after the host began its answers, want well under %v", hostileMs(fromAnswers), bound)
			}
		})
	}
}

// BenchmarkCancelBehindQueuedLines measures the target, cancel →
// done behind 3,000 results and behind 50,000 blank lines, timed from the
// host's first write of the lines ahead of the cancel (the cancel's own
// write waits for the runner to read most of them). Run it with
// -benchtime=20x for the p99 over 20 runs.
func BenchmarkCancelBehindQueuedLines(b *testing.B) {
	for _, c := range cancelBehindShapes {
		b.Run(c.name, func(b *testing.B) {
			var ds, cs []time.Duration
			for b.Loop() {
				d, fromCancel := c.run(b)
				ds = append(ds, d)
				cs = append(cs, fromCancel)
			}
			// From the cancel's own write: what is left once the runner
			// has read all but the pipe's last 64 KB.
			b.ReportMetric(float64(hostilePercentile(cs, 99).Microseconds())/1000, "p99-from-cancel-ms")
			b.ReportMetric(float64(hostilePercentile(ds, 50).Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(hostilePercentile(ds, 99).Microseconds())/1000, "p99-ms")
			b.ReportMetric(float64(slices.Max(ds).Microseconds())/1000, "max-ms")
		})
	}
}
