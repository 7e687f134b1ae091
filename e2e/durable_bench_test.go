package e2e

// The cost of resuming a durable execution (docs/performance.md, "Durable
// resume"): a program that makes N sequential tool calls and returns,
// paused at call N and resumed from its journal (the runner replays N-1
// calls, then writes tool_call N, whose result it holds), against a fresh
// runner given all N results up front (a fresh spawn plus the guest's own
// compute, and no journal). Besides the time per op (spawn to done), each
// reports the runner's own durationMs (execute read to done written).
//
//   go test -run '^$' -bench DurableResume -benchtime 20x .

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"
	"testing"
)

func BenchmarkDurableResume(b *testing.B) {
	result := map[string]any{"v": strings.Repeat("x", 100)}
	for _, n := range []int{1, 10, 100, 1000} {
		code := fmt.Sprintf(`let acc = 0;
for (let i = 0; i < %d; i++) {
  const r = await tools.get({ i });
  acc += r.v.length + Math.floor(Math.random() * 2) + (Date.now() > 0 ? 1 : 0);
}
return acc;`, n)
		last := fmt.Sprintf("call-%d", n)
		resultLine := func(id string) []byte {
			l, _ := json.Marshal(map[string]any{"type": "tool_result", "callId": id, "ok": true, "result": result})
			return append(l, '\n')
		}
		runBench := func(b *testing.B, lines [][]byte) {
			var inRunner float64
			for i := 0; i < b.N; i++ {
				cmd := exec.Command(runnerBin)
				stdin, _ := cmd.StdinPipe()
				stdout, _ := cmd.StdoutPipe()
				if err := cmd.Start(); err != nil {
					b.Fatal(err)
				}
				go func() {
					for _, l := range lines {
						_, _ = stdin.Write(l)
					}
				}()
				dec := json.NewDecoder(stdout)
				for {
					var m map[string]any
					if err := dec.Decode(&m); err != nil {
						b.Fatalf("no done: %v", err)
					}
					if m["type"] == "done" {
						if m["ok"] != true {
							b.Fatalf("done: %v", m)
						}
						inRunner += m["durationMs"].(float64)
						break
					}
				}
				_ = stdin.Close()
				_ = cmd.Wait()
			}
			b.ReportMetric(inRunner/float64(b.N), "runner-ms")
		}
		b.Run(fmt.Sprintf("calls=%d/resume", n), func(b *testing.B) {
			h := &durableHost{
				answer: func(map[string]any) map[string]any { return map[string]any{"ok": true, "result": result} },
				pause:  func(call map[string]any) bool { return call["callId"] == last },
			}
			h.run(&testing.T{}, durableExecute(code, map[string]any{}, "get"))
			line, _ := json.Marshal(durableExecute(code, map[string]any{"journal": h.journal}, "get"))
			b.ReportMetric(float64(len(line)), "execute-bytes")
			runBench(b, [][]byte{resultLine(last), append(line, '\n')})
		})
		b.Run(fmt.Sprintf("calls=%d/fresh", n), func(b *testing.B) {
			var lines [][]byte
			for k := 1; k <= n; k++ {
				lines = append(lines, resultLine(fmt.Sprintf("call-%d", k)))
			}
			l, _ := json.Marshal(durableExecute(code, nil, "get"))
			runBench(b, append(lines, append(l, '\n')))
		})
	}
}
