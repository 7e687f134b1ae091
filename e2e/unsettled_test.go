package e2e

import (
	"bufio"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

// TestUnsettledTopLevel: a program whose top-level promise nothing can
// settle any more (no tool call, timer or microtask pending) ends at once
// with a runtime_error, as Node ends with "Detected unsettled top-level
// await", not when its timeout runs out. Anything still pending keeps it
// going.
func TestUnsettledTopLevel(t *testing.T) {
	const unsettled = "top-level await can never settle"
	for _, c := range []struct {
		name, code string
		tool       bool   // answer one tool_call with 7
		want       string // the result's JSON, or "" for the unsettled error
	}{
		{name: "never-resolved", code: `await new Promise(() => {})`},
		{name: "timer-cleared", code: `let r; const p = new Promise((x) => (r = x)); clearTimeout(setTimeout(() => r(2), 20)); await p`},
		{name: "after-a-timer", code: `await new Promise((r) => setTimeout(r, 10)); await new Promise(() => {})`},
		{name: "after-a-tool", code: `await t.x(); await new Promise(() => {})`, tool: true},
		{name: "timer-settles", code: `await new Promise((r) => setTimeout(() => r(1), 30))`, want: "1"},
		{name: "tool-settles", code: `await t.x()`, tool: true, want: "7"},
		{name: "interval", code: `let n = 0; await new Promise((r) => { const i = setInterval(() => { if (++n === 3) { clearInterval(i); r(n); } }, 5); })`, want: "3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cmd := exec.Command(runnerBin)
			stdin, stdout := startPiped(t, cmd)
			defer cmd.Wait()
			defer stdin.Close()
			code, _ := json.Marshal(c.code)
			providers := `[]`
			if c.tool {
				providers = `[{"name":"t","tools":{"x":{"safeName":"x"}}}]`
			}
			// A timeout far beyond the test's own: only the new rule can end it early.
			if _, err := stdin.Write([]byte(`{"type":"execute","id":"u","code":` + string(code) + `,"options":{"timeoutMs":600000},"providers":` + providers + "}\n")); err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(stdout)
			for sc.Scan() {
				var m struct {
					Type   string          `json:"type"`
					CallID string          `json:"callId"`
					OK     bool            `json:"ok"`
					Result json.RawMessage `json:"result"`
					Error  *struct{ Code, Message string }
				}
				if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
					t.Fatalf("%s: %v", sc.Text(), err)
				}
				switch m.Type {
				case "tool_call":
					if _, err := stdin.Write([]byte(`{"type":"tool_result","callId":"` + m.CallID + `","ok":true,"result":7}` + "\n")); err != nil {
						t.Fatal(err)
					}
				case "done":
					if c.want != "" {
						if !m.OK || string(m.Result) != c.want {
							t.Fatalf("done %s, want result %s", sc.Text(), c.want)
						}
						return
					}
					if m.OK || m.Error == nil || m.Error.Code != "runtime_error" || !strings.Contains(m.Error.Message, unsettled) {
						t.Fatalf("done %s, want a runtime_error saying %q", sc.Text(), unsettled)
					}
					return
				}
			}
			t.Fatalf("no done: %v", sc.Err())
		})
	}
}
