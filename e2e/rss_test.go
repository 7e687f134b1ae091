//go:build linux

package e2e

// The memory limit is a limit on what the process holds: a run whose peak
// resident memory (VmHWM) passes memoryLimitBytes plus the documented
// allowance ends with memory_limit, whatever the heap accounting says.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/execbox/execbox-runner/engine"
)

// fragmentingGuest keeps one small string per 8 KiB span, in one size class
// after another: each class's spans stay mapped for the one string each
// holds, so the process's resident memory grows by about budget per class
// while the live heap grows by a few percent of that. It held 58 MiB at a
// 16 MiB limit (3.6 times) and ended ok before the resident check.
const fragmentingGuest = `
const sizes = [64,80,96,112,128,144,160,176,192,208,224,240,256,288,320,352,384,416,448,480,512];
const keep = [];
const budget = LIMIT / 2;
for (const s of sizes) {
  const per = Math.floor(8192 / s);
  for (let used = 0, i = 0; used < budget; used += s, i++) {
    const x = 'ab'.repeat(s / 2);
    if (i % per === 0) keep.push(x);
  }
}
keep.length`

// runPeak runs one execution through the binary and returns its done's
// error code ("ok" for success) and the runner's peak resident memory, as
// GNU time reports it (the larger of the runner's and its watchdog's).
// Not wait4 from here: os/exec starts the child with vfork, and Linux
// carries the parent's peak through the exec, so every run would show the
// test binary's own peak.
func runPeak(t *testing.T, code string, limit int64, args ...string) (string, int64) {
	t.Helper()
	line, _ := json.Marshal(map[string]any{
		"type": "execute", "id": "m", "code": code, "providers": []any{},
		"options": map[string]any{"timeoutMs": 60000, "memoryLimitBytes": limit},
	})
	const gnuTime = "/usr/bin/time"
	if _, err := os.Stat(gnuTime); err != nil {
		if os.Getenv("EXECBOX_REQUIRE_GNU_TIME") != "" {
			t.Fatal("GNU time (/usr/bin/time) is not installed, and EXECBOX_REQUIRE_GNU_TIME is set")
		}
		t.Skip("needs GNU time (/usr/bin/time) to measure the runner's peak")
	}
	cmd := exec.Command(gnuTime, append([]string{"-f", "peak-kib %M", runnerBin}, args...)...)
	cmd.Stdin = bytes.NewReader(append(line, '\n'))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	_ = cmd.Run() // a watchdog-written done exits non-zero; the done decides
	var done struct {
		Type  string
		OK    bool
		Error struct{ Code string }
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &done); err != nil || done.Type != "done" {
		t.Fatalf("no done: stdout %.500s\nstderr %.1000s", stdout.String(), stderr.String())
	}
	_, kib, ok := strings.Cut(stderr.String(), "peak-kib ")
	peak, err := strconv.ParseInt(strings.TrimSpace(kib), 10, 64)
	if !ok || err != nil {
		t.Fatalf("no peak from GNU time; stderr %.1000s", stderr.String())
	}
	peak <<= 10
	if done.OK {
		return "ok", peak
	}
	return done.Error.Code, peak
}

// checkPeak asserts the target: the run's peak resident memory is within
// the limit plus the allowance, or the run ended with memory_limit.
func checkPeak(t *testing.T, what, code string, limit int64) string {
	t.Helper()
	got, peak := runPeak(t, code, limit)
	bound := engine.ResidentLimit(limit)
	t.Logf("%s at a %d MiB limit: %s, peak resident %.1f MiB (bound %d MiB)", what, limit>>20, got, float64(peak)/(1<<20), bound>>20)
	if got != "memory_limit" && peak > bound {
		t.Errorf("%s: ended %s holding %.1f MiB resident, past the %d MiB limit plus the %d MiB allowance",
			what, got, float64(peak)/(1<<20), limit>>20, engine.ResidentAllowance>>20)
	}
	return got
}

// TestResidentFragmentation: a guest whose live heap stays under its limit
// while the spans it pins hold several times the limit ends memory_limit.
func TestResidentFragmentation(t *testing.T) {
	const limit = 16 << 20
	code := strings.ReplaceAll(fragmentingGuest, "LIMIT", fmt.Sprint(limit))
	checkPeak(t, "one string per span", code, limit)
}

// TestResidentFragmentationWithin: the same guest with room to spare ends
// ok: the resident check does not take a run that fits for one that does
// not. Its garbage may pass the line for a moment on a loaded machine,
// where the collector is starved (it peaked at 84 MiB once, at a load
// average of 14, and ended memory_limit before a full collection was
// made to tell garbage from what the guest holds): only the outcome is
// checked.
func TestResidentFragmentationWithin(t *testing.T) {
	const limit = 16 << 20
	code := strings.ReplaceAll(fragmentingGuest, "LIMIT", fmt.Sprint(limit/8))
	got, peak := runPeak(t, code, limit)
	t.Logf("an eighth of the budget at a 16 MiB limit: %s, peak resident %.1f MiB", got, float64(peak)/(1<<20))
	if got != "ok" {
		t.Errorf("ended %s, want ok", got)
	}
}

// TestResidentStackGrowth: code nested just under the nesting limit, in
// JavaScript and TypeScript, grows the parser's and the compiler's
// goroutine stacks, memory no heap sample sees; at a 1 MiB limit the run
// stays within the allowance or ends memory_limit.
func TestResidentStackGrowth(t *testing.T) {
	const depth = 1400
	for _, c := range []struct{ what, code string }{
		{"parentheses", strings.Repeat("(", depth) + "1" + strings.Repeat(")", depth)},
		{"arrays", strings.Repeat("[", depth) + strings.Repeat("]", depth) + ".length"},
		{"TypeScript", "const x: number = " + strings.Repeat("(", depth) + "1" + strings.Repeat(")", depth) + "; x"},
		{"eval of blocks", "eval(" + quote(strings.Repeat("{", depth)+strings.Repeat("}", depth)) + ")"},
		{"recursion through native frames", "function f() { return [1].map(f) } try { f() } catch (e) { String(e) }"},
	} {
		checkPeak(t, c.what, c.code, 1<<20)
	}
}
