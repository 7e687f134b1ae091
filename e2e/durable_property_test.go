package e2e

// The property of durable executions (docs/protocol.md, "Durable
// executions"): under --seed, a program paused at any of its tool calls and
// resumed from the journal gives the done of the uninterrupted run, byte
// for byte but durationMs. Without --seed, a resumed run never diverges on
// its own journal.
//
// The programs: every transcript in testdata/transcripts that makes tool
// calls (its execute, and its tool_results sent before it, so that each is
// held and delivered within its call: a run that does not depend on when
// lines happen to be read), and the programs of testdata/durable, which
// mix tools with timers, Promise.all / race / allSettled / any, clock
// readings, Math.random and async generators; their call-N gets {"n":N},
// and every fourth call fails.
//
// For each program and each k: the uninterrupted run (twice: a program
// that does not repeat itself is left out, and counted), a durable run
// killed when it writes tool_call k, whose result is withheld, and a
// resume from the journal it handed out, sent every result the journal
// does not hold.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/transcript"
)

// propertyProgram is one program of the property test.
type propertyProgram struct {
	name    string
	args    []string
	execute map[string]any
	results []map[string]any // tool_results, by callId in order of sending
}

func propertyPrograms(t *testing.T) []propertyProgram {
	t.Helper()
	var out []propertyProgram
	files, _ := filepath.Glob(filepath.Join(transcriptDir, "*.ndjson"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := transcript.Parse(data)
		if err != nil || tr.Skip != "" {
			continue
		}
		p := propertyProgram{name: strings.TrimSuffix(filepath.Base(f), ".ndjson"), args: tr.Args}
		calls, usable := 0, true
		for _, it := range tr.Items {
			var m map[string]any
			if json.Unmarshal([]byte(it.Text), &m) != nil {
				continue
			}
			switch {
			case it.Kind == transcript.Expect && m["type"] == "tool_call":
				calls++
			case it.Kind != transcript.Send:
			case m["type"] == "execute":
				if p.execute != nil {
					usable = false // a second execute: not one program
				}
				p.execute = m
			case m["type"] == "tool_result":
				p.results = append(p.results, m)
			case m["type"] == "cancel":
				usable = false // ends by the host's timing
			}
		}
		// --max-line-bytes is set for lines that a journal makes longer;
		// --usage reports CPU time, which no two runs share.
		if usable && calls > 0 && p.execute != nil && !slicesContain(tr.Args, "--seed") &&
			!slicesContain(tr.Args, "--max-line-bytes") && !slicesContain(tr.Args, "--usage") {
			out = append(out, p)
		}
	}
	progs, _ := filepath.Glob(filepath.Join("..", "testdata", "durable", "*.js"))
	for _, f := range progs {
		code, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p := propertyProgram{
			name: "durable/" + strings.TrimSuffix(filepath.Base(f), ".js"),
			execute: map[string]any{
				"type": "execute", "id": "prop", "code": string(code), "options": map[string]any{"timeoutMs": 10000},
				"providers": []any{map[string]any{"name": "tools", "tools": map[string]any{"fetch": map[string]any{"safeName": "fetch"}}}},
			},
		}
		for n := 1; n <= 60; n++ {
			r := map[string]any{"type": "tool_result", "callId": fmt.Sprintf("call-%d", n)}
			if n%4 == 0 {
				r["ok"], r["error"] = false, map[string]any{"code": "tool_error", "message": fmt.Sprintf("failed %d", n)}
			} else {
				r["ok"], r["result"] = true, map[string]any{"n": n}
			}
			p.results = append(p.results, r)
		}
		out = append(out, p)
	}
	return out
}

func slicesContain(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// propertyRun is what one run of a program wrote.
type propertyRun struct {
	done    []byte   // the done line; nil if the run was stopped
	calls   []string // the callIds of its tool_call lines
	journal []any
}

// runProgram runs exec after sending results (those withhold does not
// name), on a fresh runner, and stops it when it writes tool_call stopAt.
func runProgram(t *testing.T, args []string, exec map[string]any, results []map[string]any, withhold map[string]bool, stopAt string) propertyRun {
	t.Helper()
	r := startRunner(t, args...)
	for _, res := range results {
		if id, _ := res["callId"].(string); !withhold[id] {
			r.send(res)
		}
	}
	r.send(exec)
	var run propertyRun
	for {
		var line []byte
		select {
		case l, ok := <-r.lines:
			if !ok {
				t.Fatalf("the runner ended without done; stderr: %s", r.stderr.String())
			}
			line = l
		case <-time.After(hangTimeout):
			t.Fatalf("no line from the runner; stderr: %s", r.stderr.String())
		}
		var m map[string]any
		if err := json.Unmarshal(line, &m); err != nil {
			t.Fatalf("not JSON: %s", line)
		}
		if j, ok := m["journal"].([]any); ok {
			run.journal = append(run.journal, j...)
		}
		switch m["type"] {
		case "tool_call":
			id := m["callId"].(string)
			run.calls = append(run.calls, id)
			if id == stopAt {
				_ = r.cmd.Process.Kill()
				return run
			}
		case "done":
			run.done = line
			return run
		}
	}
}

var (
	durationMember = regexp.MustCompile(`,"durationMs":\d+`)
	journalMember  = regexp.MustCompile(`,"journal":\[.*\]}$`)
)

// comparable is a done line without durationMs and the journal it hands out.
func comparable(done []byte) []byte {
	done = durationMember.ReplaceAll(done, nil)
	return journalMember.ReplaceAll(done, []byte("}"))
}

// withDurable is exec with a durable member.
func withDurable(exec map[string]any, durable map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range exec {
		out[k] = v
	}
	out["durable"] = durable
	return out
}

// notJournaled is results without those the journal holds.
func notJournaled(results []map[string]any, journal []any) []map[string]any {
	have := map[string]bool{}
	for _, en := range journal {
		if e := en.(map[string]any); e["kind"] == "result" {
			have[e["callId"].(string)] = true
		}
	}
	var out []map[string]any
	for _, r := range results {
		if id, _ := r["callId"].(string); !have[id] {
			out = append(out, r)
		}
	}
	return out
}

func TestDurableProperty(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the runner about a thousand times")
	}
	programs := propertyPrograms(t)
	var mu sync.Mutex
	var checked, pauses int
	var unrepeatable []string
	// The programs run two at a time: each run is mostly a wait for a
	// process.
	t.Run("programs", func(t *testing.T) {
		for _, p := range programs {
			t.Run(p.name, func(t *testing.T) {
				t.Parallel()
				checkProperty(t, p, &mu, &checked, &pauses, &unrepeatable)
			})
		}
	})
	t.Logf("%d programs, %d paused and resumed at each of their %d tool calls; left out as not repeating themselves: %v", len(programs), checked, pauses, unrepeatable)
	if checked < len(programs)*3/4 {
		t.Fatalf("only %d of %d programs repeat themselves under --seed", checked, len(programs))
	}
}

// checkProperty pauses p at each of its tool calls and resumes it.
func checkProperty(t *testing.T, p propertyProgram, mu *sync.Mutex, checked, pauses *int, unrepeatable *[]string) {
	seeded := append([]string{"--seed", "11"}, p.args...)
	full := runProgram(t, seeded, p.execute, p.results, nil, "")
	again := runProgram(t, seeded, p.execute, p.results, nil, "")
	if !bytes.Equal(comparable(full.done), comparable(again.done)) {
		mu.Lock()
		*unrepeatable = append(*unrepeatable, p.name)
		mu.Unlock()
		t.Logf("left out: two uninterrupted runs differ:\n%s\n%s", full.done, again.done)
		return
	}
	mu.Lock()
	*checked++
	*pauses += len(full.calls)
	mu.Unlock()
	for _, k := range full.calls {
		withhold := map[string]bool{k: true}
		paused := runProgram(t, seeded, withDurable(p.execute, map[string]any{}), p.results, withhold, k)
		if paused.done != nil {
			t.Fatalf("paused at %s: the run ended first: %s", k, paused.done)
		}
		resumed := runProgram(t, seeded, withDurable(p.execute, map[string]any{"journal": paused.journal}), notJournaled(p.results, paused.journal), nil, "")
		if got, want := comparable(resumed.done), comparable(full.done); !bytes.Equal(got, want) {
			t.Errorf("paused at %s and resumed:\n got %s\nwant %s", k, got, want)
		}

		// Without --seed, a resume never diverges on its own journal.
		paused = runProgram(t, p.args, withDurable(p.execute, map[string]any{}), p.results, withhold, k)
		if paused.done != nil {
			continue // the wall clock took it elsewhere: nothing to resume
		}
		resumed = runProgram(t, p.args, withDurable(p.execute, map[string]any{"journal": paused.journal}), notJournaled(p.results, paused.journal), nil, "")
		if bytes.Contains(resumed.done, []byte("durable replay diverged")) {
			t.Errorf("without --seed, paused at %s: the resume diverged from its own journal: %s", k, resumed.done)
		}
	}
}

// Every program of testdata/language (timers, intervals, microtask order,
// clock readings, Math.random, async generators), run durable without
// --seed and resumed from its whole journal (its done's included), gives
// the same done: the replay reproduces the run, wall clock and all, and
// never diverges on its own journal.
func TestDurableReplaysLanguagePrograms(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the runner twice per language program")
	}
	files, _ := filepath.Glob(filepath.Join(languageDir, "*.js"))
	for _, f := range files {
		code, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".js")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			exec := map[string]any{"type": "execute", "id": "lang", "code": string(code), "options": map[string]any{"timeoutMs": 10000}, "providers": []any{}}
			first := runProgram(t, nil, withDurable(exec, map[string]any{}), nil, nil, "")
			again := runProgram(t, nil, withDurable(exec, map[string]any{"journal": first.journal}), nil, nil, "")
			if got, want := comparable(again.done), comparable(first.done); !bytes.Equal(got, want) {
				t.Errorf("replayed from its whole journal:\n got %s\nwant %s", got, want)
			}
		})
	}
	if len(files) == 0 {
		t.Fatal("no programs in " + languageDir)
	}
}
