package session

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
)

// BenchmarkDurableReplay is one in-process session of a program that makes
// 1,000 sequential tool calls: replayed from a journal that holds them all
// (replay), or run fresh with every result held (fresh). The difference is
// the replay's own cost: decoding the journal and matching each call.
func BenchmarkDurableReplay(b *testing.B) {
	const n = 1000
	code := fmt.Sprintf(`let acc = 0; for (let i = 0; i < %d; i++) acc += (await tools.get({ i })).v.length; return acc`, n)
	providers := `[{"name":"tools","tools":{"get":{"safeName":"get"}}}]`
	result := `{"v":"` + strings.Repeat("x", 100) + `"}`
	var journal strings.Builder
	journal.WriteString(`[{"kind":"begin","version":1,"seed":"1","program":"` + engine.ProgramHash(code, []engine.Provider{{Name: "tools", Tools: []string{"get"}}}) + `"}`)
	var held strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&journal, `,{"kind":"call","callId":"call-%d","providerName":"tools","safeToolName":"get","input":{"i":%d}},{"kind":"result","callId":"call-%d","ok":true,"result":%s}`, i, i-1, i, result)
		fmt.Fprintf(&held, `{"type":"tool_result","callId":"call-%d","ok":true,"result":%s}`+"\n", i, result)
	}
	journal.WriteString("]")
	execute := func(durable string) string {
		return `{"type":"execute","id":"b","code":` + string(ndjson.AppendString(nil, code)) + `,"options":{"timeoutMs":600000},"providers":` + providers + durable + "}\n"
	}
	run := func(b *testing.B, input string) {
		for i := 0; i < b.N; i++ {
			outR, outW := io.Pipe()
			done := make(chan string, 1)
			go func() {
				r := ndjson.NewReader(outR, 0)
				for {
					line, err := r.ReadLine()
					if err != nil {
						done <- ""
						return
					}
					if strings.Contains(string(line), `"type":"done"`) {
						done <- string(line)
						io.Copy(io.Discard, outR)
						return
					}
				}
			}()
			inR, inW := io.Pipe()
			go func() { io.WriteString(inW, input) }()
			Run(context.Background(), Config{}, inR, outW)
			outW.Close()
			if d := <-done; !strings.Contains(d, `"result":100000`) {
				b.Fatal(d)
			}
			inW.Close()
		}
	}
	b.Run("replay", func(b *testing.B) { run(b, execute(`,"durable":{"journal":`+journal.String()+`}`)) })
	b.Run("fresh", func(b *testing.B) { run(b, held.String()+execute("")) })
}
