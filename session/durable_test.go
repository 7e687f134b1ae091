package session

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
)

// durableSession runs one in-process session: it writes input, answers
// each tool_call with answer's line (if any), and returns the journal the
// lines carried and the done.
func durableSession(t *testing.T, cfg Config, input string, answer func(callID string) string) ([]json.RawMessage, map[string]any) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		Run(context.Background(), cfg, inR, outW)
		outW.Close()
	}()
	go io.WriteString(inW, input)
	defer inW.Close()
	r := ndjson.NewReader(outR, 0)
	var journal []json.RawMessage
	for {
		line, err := r.ReadLine()
		if err != nil {
			t.Fatalf("no done: %v", err)
		}
		var m struct {
			Type    string            `json:"type"`
			CallID  string            `json:"callId"`
			Journal []json.RawMessage `json:"journal"`
		}
		if err := json.Unmarshal(line, &m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		journal = append(journal, m.Journal...)
		switch m.Type {
		case "tool_call":
			if a := answer(m.CallID); a != "" {
				io.WriteString(inW, a+"\n")
			}
		case "done":
			var done map[string]any
			_ = json.Unmarshal(line, &done)
			go io.Copy(io.Discard, outR)
			return journal, done
		}
	}
}

// A durable session in-process (run with -race: the journal is recorded on
// the loop and taken by the goroutine writing done): clock readings in a
// loop come out as a few runs, and replaying the whole journal gives the
// same result.
func TestDurableSessionReplaysItsJournal(t *testing.T) {
	code := `const t0 = Date.now(); let n = 0; while (Date.now() - t0 < 3) n++;
const a = await tools.get(); await new Promise(r => setTimeout(r, 1)); const b = await tools.get();
return { a, b, reads: n > 0, r: Math.random() }`
	execute := func(durable string) string {
		return `{"type":"execute","id":"s","code":` + string(ndjson.AppendString(nil, code)) + `,"options":{},"providers":[{"name":"tools","tools":{"get":{"safeName":"get"}}}],"durable":` + durable + "}\n"
	}
	answer := func(id string) string {
		return `{"type":"tool_result","callId":"` + id + `","ok":true,"result":"` + id + `"}`
	}
	journal, done := durableSession(t, Config{}, execute(`{}`), answer)
	if done["ok"] != true {
		t.Fatalf("done: %v", done)
	}
	clocks := 0
	for _, en := range journal {
		if strings.Contains(string(en), `"kind":"clock"`) {
			clocks++
		}
	}
	// A 3 ms loop reads the clock thousands of times: one entry per
	// millisecond or so, not one per reading.
	if clocks == 0 || clocks > 50 {
		t.Fatalf("%d clock entries: %s", clocks, journal)
	}
	raw, _ := json.Marshal(journal)
	_, again := durableSession(t, Config{}, execute(`{"journal":`+string(raw)+`}`), func(string) string {
		t.Error("a replay of a whole journal called the host")
		return ""
	})
	if got, want := again["result"], done["result"]; !jsonSame(got, want) {
		t.Fatalf("replay: %v, first run: %v", again, done)
	}
}

func jsonSame(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// Each kind of entry reads back as it was written.
func TestJournalEntryRoundTrip(t *testing.T) {
	entries := []engine.Entry{
		{Kind: engine.EntryBegin, Version: 1, Seed: 1<<64 - 1, Program: "sha256:ab"},
		{Kind: engine.EntryCall, Call: engine.ToolCall{CallID: "call-1", Tool: engine.Tool{Provider: "p", Name: "t"}, Input: json.RawMessage(`{"a":"\ud800"}`)}},
		{Kind: engine.EntryCall, Call: engine.ToolCall{CallID: "call-2", Tool: engine.Tool{Provider: "p", Name: "t"}}},
		{Kind: engine.EntryResult, CallID: "call-1", Result: engine.ToolResult{Result: json.RawMessage(`[1,2]`)}, InTurn: true},
		{Kind: engine.EntryResult, CallID: "call-2", Result: engine.ToolResult{Err: &protocol.Error{Code: protocol.CodeTool, Message: "no \xed\xa0\x80"}}},
		{Kind: engine.EntryResult, CallID: "call-3"},
		{Kind: engine.EntryTimer, Timer: -2},
		{Kind: engine.EntryClock, Ms: 1700000000000, N: 1},
		{Kind: engine.EntryClock, Ms: 5, N: 4, Step: -1},
	}
	for _, want := range entries {
		line := appendEntry(nil, want)
		var m inbound
		var p problems
		got, ok := decodeEntry(line, "e", &m, &p)
		if !ok || p.n != 0 || len(m.Unknown) != 0 {
			t.Errorf("%s: %v %v", line, p.list, m.Unknown)
			continue
		}
		if again := appendEntry(nil, got); string(again) != string(line) {
			t.Errorf("round trip:\n got %s\nwant %s", again, line)
		}
	}
}
