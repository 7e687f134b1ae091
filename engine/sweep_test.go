package engine

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/protocol"
)

// sweepBatches is how many executions the builtin sweep is split into, so
// that one batch stays well inside any deadline.
const sweepBatches = 6

// sweepHang is how long a batch may run before the test calls it a hang.
const sweepHang = 30 * time.Second

// sweepSummary is what testdata/sweep.js returns for one batch.
type sweepSummary struct {
	Batch     int `json:"batch"`
	Functions int `json:"functions"`
	Mine      int `json:"mine"`
	Calls     int `json:"calls"`
	Threw     int `json:"threw"`
}

// sweepProgram returns the sweep's code for one batch. With
// EXECBOX_SWEEP_ROUNDS set, each function also gets that many random
// combinations, drawn from EXECBOX_SWEEP_SEED (default 1): a longer hunt
// for the next bug, e.g. EXECBOX_SWEEP_ROUNDS=1000 (about 750,000 calls,
// a minute or two; a hang is then only caught by the hang guard).
func sweepProgram(t testing.TB, batch, batches int) string {
	t.Helper()
	src, err := os.ReadFile("testdata/sweep.js")
	if err != nil {
		t.Fatal(err)
	}
	rounds, _ := strconv.Atoi(os.Getenv("EXECBOX_SWEEP_ROUNDS"))
	seed, err := strconv.ParseUint(os.Getenv("EXECBOX_SWEEP_SEED"), 10, 32)
	if err != nil {
		seed = 1
	}
	return fmt.Sprintf("const SWEEP_BATCH = %d, SWEEP_BATCHES = %d, SWEEP_ROUNDS = %d, SWEEP_SEED = %d;\n%s",
		batch, batches, rounds, seed, src)
}

// TestBuiltinSweep calls every reachable built-in with hostile receivers
// and arguments (testdata/sweep.js) and asserts that each batch runs to its
// end and that no call met a Go panic inside a built-in: the engine would
// survive one (the goja net turns it into a TypeError), but each is a bug
// to fix at its cause, and the recorded stack says where.
func TestBuiltinSweep(t *testing.T) {
	var mu sync.Mutex
	var panics []string
	functions, covered := -1, 0
	hangBound := sweepHang
	if os.Getenv("EXECBOX_SWEEP_ROUNDS") != "" {
		hangBound = 20 * time.Minute
	}
	for b := 0; b < sweepBatches; b++ {
		e, err := New(Config{OnGoPanic: func(v any, stack []byte) {
			mu.Lock()
			defer mu.Unlock()
			if len(panics) < 5 {
				panics = append(panics, fmt.Sprintf("%v\n%s", v, stack))
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		e.Start()
		h := newFakeHost()
		code := sweepProgram(t, b, sweepBatches)
		var last atomic.Value
		last.Store("")
		limits := Limits{MaxLogLines: 1 << 30, MaxLogChars: 1 << 30, LogSink: func(line string) {
			if strings.HasPrefix(line, "sweep: ") {
				last.Store(line)
			}
		}}
		e.Do(func() { e.Execute(code, nil, limits, h) })
		var o Outcome
		select {
		case o = <-h.done:
		case <-time.After(hangBound): // a hang guard only
			e.Interrupt(protocol.ErrTimeout)
			t.Fatalf("batch %d did not finish; last %s", b, last.Load())
		}
		e.terminate()
		if o.Err != nil {
			t.Fatalf("batch %d: %s: %s", b, o.Err.Code, o.Err.Message)
		}
		var s sweepSummary
		if err := json.Unmarshal(o.Result, &s); err != nil {
			t.Fatalf("batch %d: result %s: %v", b, o.Result, err)
		}
		t.Logf("batch %d: %d of %d functions, %d calls, %d threw", b, s.Mine, s.Functions, s.Calls, s.Threw)
		if functions >= 0 && s.Functions != functions {
			t.Fatalf("batch %d saw %d functions, an earlier one %d: the walk is not deterministic", b, s.Functions, functions)
		}
		functions = s.Functions
		covered += s.Mine
		if n := e.GoPanics(); n != 0 {
			t.Errorf("batch %d: %d Go panics inside built-ins; the first:\n%s", b, n, strings.Join(panics, "\n---\n"))
		}
	}
	// Everything reachable is called, bar the few skipped by name.
	if functions < 500 || covered < functions-40 {
		t.Fatalf("the sweep called %d of %d functions", covered, functions)
	}
}
