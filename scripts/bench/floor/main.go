// Command floor is the benchmark baseline: the least a process can do to
// speak the runner protocol, with no JavaScript engine. It reads execute,
// writes started, makes ten sequential tool calls (FLOOR_CALLS of them, if
// set) when the execute names a provider, and writes done. Every process-level scenario runs it in the
// same harness as the runner, so ratios against it cancel out the machine.
package main

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"time"
)

type message struct {
	Type      string            `json:"type"`
	ID        string            `json:"id"`
	Providers []json.RawMessage `json:"providers"`
}

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	enc := json.NewEncoder(out)
	line, err := in.ReadBytes('\n')
	if err != nil && len(line) == 0 {
		os.Exit(1)
	}
	start := time.Now()
	var exec message
	if err := json.Unmarshal(line, &exec); err != nil || exec.Type != "execute" {
		os.Exit(1)
	}
	write := func(v any) {
		_ = enc.Encode(v)
		_ = out.Flush()
	}
	write(map[string]string{"type": "started", "id": exec.ID})
	calls := 0
	if len(exec.Providers) > 0 {
		calls = 10
		if n, err := strconv.Atoi(os.Getenv("FLOOR_CALLS")); err == nil {
			calls = n
		}
	}
	for i := 1; i <= calls; i++ {
		{
			write(map[string]any{"type": "tool_call", "callId": "call-" + strconv.Itoa(i),
				"providerName": "tools", "safeToolName": "echo", "input": map[string]int{"i": i}})
			if _, err := in.ReadBytes('\n'); err != nil {
				os.Exit(1)
			}
		}
	}
	write(map[string]any{"type": "done", "id": exec.ID, "ok": true,
		"durationMs": time.Since(start).Milliseconds(), "logs": []string{}, "result": 2})
}
