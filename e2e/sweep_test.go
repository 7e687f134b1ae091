package e2e

// The builtin sweep through the real binary (issue 10): engine/testdata/
// sweep.js calls every function reachable from the guest's globals with
// hostile receivers and arguments. The engine's TestBuiltinSweep checks
// that no call meets a Go panic; this test checks what the host sees: each
// batch ends with one done, ok, from a runner that exits 0, never with the
// internal_error of a runner that died.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// sweepBatchesE2E is how many executions the sweep is split into here.
const sweepBatchesE2E = 4

func TestBuiltinSweepEndToEnd(t *testing.T) {
	src, err := os.ReadFile("../engine/testdata/sweep.js")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	slots := make(chan struct{}, 2) // two cores
	for b := 0; b < sweepBatchesE2E; b++ {
		wg.Add(1)
		go func(b int) {
			defer wg.Done()
			slots <- struct{}{}
			defer func() { <-slots }()
			if msg := runSweepBatch(string(src), b); msg != "" {
				t.Errorf("batch %d: %s", b, msg)
			}
		}(b)
	}
	wg.Wait()
}

// runSweepBatch runs one batch through the runner and returns what went
// wrong, or "".
func runSweepBatch(src string, b int) string {
	code := fmt.Sprintf("const SWEEP_BATCH = %d, SWEEP_BATCHES = %d;\n%s", b, sweepBatchesE2E, src)
	line, _ := json.Marshal(map[string]any{
		"type": "execute", "id": "sweep", "code": code,
		"options": map[string]any{"timeoutMs": 120000}, "providers": []any{},
	})
	cmd := exec.Command(runnerBin)
	cmd.Stdin = bytes.NewReader(append(line, '\n'))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	// A hang guard only: a batch takes seconds.
	timer := time.AfterFunc(3*time.Minute, func() { _ = cmd.Process.Kill() })
	err := cmd.Run()
	timer.Stop()
	if err != nil {
		return fmt.Sprintf("runner: %v\nstdout: %.2000s\nstderr: %.2000s", err, stdout.String(), stderr.String())
	}
	var dones []string
	var summary struct {
		Functions, Mine, Calls int
	}
	for _, l := range bytes.Split(bytes.TrimSpace(stdout.Bytes()), []byte("\n")) {
		var msg struct {
			Type   string          `json:"type"`
			OK     bool            `json:"ok"`
			Result json.RawMessage `json:"result"`
			Error  json.RawMessage `json:"error"`
		}
		if err := json.Unmarshal(l, &msg); err != nil {
			return fmt.Sprintf("a line that is not JSON: %.200s", l)
		}
		if msg.Type != "done" {
			continue
		}
		dones = append(dones, string(l))
		if !msg.OK {
			return fmt.Sprintf("done is not ok: %s", msg.Error)
		}
		if err := json.Unmarshal(msg.Result, &summary); err != nil || summary.Calls == 0 || summary.Mine == 0 {
			return fmt.Sprintf("the sweep did not run: %s", msg.Result)
		}
	}
	if len(dones) != 1 {
		return fmt.Sprintf("%d done lines", len(dones))
	}
	if s := stderr.String(); strings.Contains(s, "panic") || strings.Contains(s, "goroutine ") {
		return fmt.Sprintf("stderr: %.2000s", s)
	}
	return ""
}
