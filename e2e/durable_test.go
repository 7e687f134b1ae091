package e2e

// Durable executions through the built binary (docs/protocol.md, "Durable
// executions"): the journal a durable execution hands out, resuming from
// it in a fresh runner, and divergence.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"reflect"
	"strings"
	"testing"
	"time"
)

// liveRunner is a runner process driven line by line.
type liveRunner struct {
	t      *testing.T
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan []byte
	stderr bytes.Buffer
}

func startRunner(t *testing.T, args ...string) *liveRunner {
	t.Helper()
	r := &liveRunner{t: t, cmd: exec.Command(runnerBin, args...), lines: make(chan []byte, 1024)}
	r.cmd.Env = append(r.cmd.Environ(), "TZ=UTC")
	r.cmd.Stderr = &r.stderr
	var stdout io.ReadCloser
	r.stdin, stdout = startPiped(t, r.cmd)
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(nil, 64<<20)
		for sc.Scan() {
			r.lines <- bytes.Clone(sc.Bytes())
		}
		close(r.lines)
	}()
	t.Cleanup(func() {
		_ = r.cmd.Process.Kill()
		_ = r.cmd.Wait()
	})
	return r
}

func (r *liveRunner) send(v any) {
	r.t.Helper()
	line, err := json.Marshal(v)
	if err != nil {
		r.t.Fatal(err)
	}
	if _, err := r.stdin.Write(append(line, '\n')); err != nil {
		r.t.Fatalf("writing to the runner: %v", err)
	}
}

// next reads the next line, or fails the test when the runner ends first.
func (r *liveRunner) next() map[string]any {
	r.t.Helper()
	select {
	case line, ok := <-r.lines:
		if !ok {
			r.t.Fatalf("the runner ended early; stderr: %s", r.stderr.String())
		}
		var m map[string]any
		if err := json.Unmarshal(line, &m); err != nil {
			r.t.Fatalf("not JSON: %s", line)
		}
		return m
	case <-time.After(hangTimeout):
		r.t.Fatalf("no line from the runner; stderr: %s", r.stderr.String())
	}
	return nil
}

// durableHost drives one durable execution: it answers each tool_call
// with answer(call) unless pause(call) says to stop there, and gathers
// the journal from every line.
type durableHost struct {
	answer  func(call map[string]any) map[string]any
	pause   func(call map[string]any) bool
	journal []any
	calls   []string // the callIds the host ran a tool for
	done    map[string]any
	// answered holds the results this host sent; known, those an earlier
	// run's host sent, which it sends again before any call: a resumed
	// run announces each call its journal left without a result, and
	// these are settled from them, without running the tool again.
	answered map[string]map[string]any
	known    map[string]map[string]any
}

// run executes exec on a fresh runner; it returns when done comes, or
// when pause stops it (done is then nil and the runner killed).
func (h *durableHost) run(t *testing.T, exec map[string]any, args ...string) {
	t.Helper()
	r := startRunner(t, args...)
	r.send(exec)
	h.answered = map[string]map[string]any{}
	for _, res := range h.known {
		r.send(res)
	}
	for {
		m := r.next()
		j, ok := m["journal"].([]any)
		if !ok {
			t.Fatalf("a durable execution's %v line has no journal: %v", m["type"], m)
		}
		h.journal = append(h.journal, j...)
		switch m["type"] {
		case "done":
			h.done = m
			return
		case "tool_call":
			id := m["callId"].(string)
			if _, ok := h.known[id]; ok {
				continue
			}
			h.calls = append(h.calls, id)
			if h.pause != nil && h.pause(m) {
				_ = r.cmd.Process.Kill()
				return
			}
			res := h.answer(m)
			res["type"], res["callId"] = "tool_result", id
			h.answered[id] = res
			r.send(res)
		}
	}
}

// durableExecute is an execute for code with one provider, tools, whose
// tools are named.
func durableExecute(code string, durable map[string]any, tools ...string) map[string]any {
	ts := map[string]any{}
	for _, name := range tools {
		ts[name] = map[string]any{"safeName": name}
	}
	m := map[string]any{
		"type": "execute", "id": "d", "code": code, "options": map[string]any{"timeoutMs": 10000},
		"providers": []any{map[string]any{"name": "tools", "tools": ts}},
	}
	if durable != nil {
		m["durable"] = durable
	}
	return m
}

// withoutVolatile is a done without what differs between runs of one
// execution: its duration, and the journal it hands out.
func withoutVolatile(done map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range done {
		if k != "durationMs" && k != "journal" {
			out[k] = v
		}
	}
	return out
}

// durableProgram reads the clock, draws random numbers, races a timer
// against a tool, and makes parallel and sequential calls.
const durableProgram = `
const t0 = Date.now();
const r0 = Math.random();
const items = await tools.list({ page: 1 });
console.log('listed', items.length, Math.random() < 1);
const slow = new Promise((res) => setTimeout(() => res('timer'), 2));
const never = new Promise((res) => setTimeout(() => res('timer'), 60000));
const first = await Promise.race([never, tools.lookup({ id: items[0] })]);
const all = await Promise.all(items.map((id) => tools.remove({ id })));
await slow;
const t1 = Date.now();
console.log('removed', all.join(','), first);
return { first, all, elapsed: t1 >= t0, r0: typeof r0 };
`

func answerDurable(call map[string]any) map[string]any {
	in, _ := call["input"].(map[string]any)
	switch call["safeToolName"] {
	case "list":
		return map[string]any{"ok": true, "result": []any{"a", "b", "c"}}
	case "lookup":
		return map[string]any{"ok": true, "result": "found " + fmt.Sprint(in["id"])}
	case "remove":
		if in["id"] == "b" {
			return map[string]any{"ok": true, "result": "kept b"}
		}
		return map[string]any{"ok": true, "result": "removed " + fmt.Sprint(in["id"])}
	}
	return map[string]any{"ok": false, "error": map[string]any{"code": "tool_error", "message": "no such tool"}}
}

// A host that does not ask for durability sees the protocol unchanged.
func TestDurableOffByDefault(t *testing.T) {
	h := &durableHost{answer: answerDurable}
	r := startRunner(t)
	r.send(durableExecute(durableProgram, nil, "list", "lookup", "remove"))
	for {
		m := r.next()
		if _, ok := m["journal"]; ok {
			t.Fatalf("a %v line carries a journal without durable: %v", m["type"], m)
		}
		if m["type"] == "done" {
			if m["ok"] != true {
				t.Fatalf("done: %v", m)
			}
			return
		}
		if m["type"] == "tool_call" {
			res := h.answer(m)
			res["type"], res["callId"] = "tool_result", m["callId"]
			r.send(res)
		}
	}
}

// Paused at each of its tool calls (the runner killed there) and resumed
// in a fresh runner from the journal handed out so far, the execution ends
// as the uninterrupted one does; the tools run once per call, counting the
// calls pending at the pause once, after it.
func TestDurablePauseAtEachCallAndResume(t *testing.T) {
	for _, args := range [][]string{{"--seed", "7"}, nil} {
		t.Run(fmt.Sprintf("args=%v", args), func(t *testing.T) {
			full := &durableHost{answer: answerDurable}
			full.run(t, durableExecute(durableProgram, map[string]any{}, "list", "lookup", "remove"), args...)
			if full.done == nil || full.done["ok"] != true {
				t.Fatalf("uninterrupted: %v", full.done)
			}
			for k := 1; k <= len(full.calls); k++ {
				paused := &durableHost{answer: answerDurable, pause: func(call map[string]any) bool { return call["callId"] == fmt.Sprintf("call-%d", k) }}
				paused.run(t, durableExecute(durableProgram, map[string]any{}, "list", "lookup", "remove"), args...)
				if paused.done != nil {
					t.Fatalf("pause at call-%d: the execution ended first: %v", k, paused.done)
				}
				resumed := &durableHost{answer: answerDurable, known: unjournaled(paused)}
				resumed.run(t, durableExecute(durableProgram, map[string]any{"journal": paused.journal}, "list", "lookup", "remove"), args...)
				if resumed.done == nil {
					t.Fatalf("resume at call-%d: no done", k)
				}
				if got, want := withoutVolatile(resumed.done), withoutVolatile(full.done); !reflect.DeepEqual(got, want) {
					t.Errorf("resumed at call-%d:\n got %v\nwant %v", k, got, want)
				}
				// Each tool ran once for each call: the call paused at once
				// before the pause and once after it.
				ran := map[string]bool{}
				for _, id := range append(paused.calls, resumed.calls...) {
					if ran[id] && id != fmt.Sprintf("call-%d", k) {
						t.Errorf("resume at call-%d: the tool of %s ran twice", k, id)
					}
					ran[id] = true
				}
				if len(resumed.calls) == 0 || !contains(resumed.calls, fmt.Sprintf("call-%d", k)) {
					t.Errorf("resume at call-%d: the paused call did not go to the host again: %v", k, resumed.calls)
				}
			}
		})
	}
}

// unjournaled returns the results h sent that its journal does not hold:
// answered after the last line the runner wrote.
func unjournaled(h *durableHost) map[string]map[string]any {
	out := map[string]map[string]any{}
	for id, res := range h.answered {
		out[id] = res
	}
	for _, en := range h.journal {
		if e := en.(map[string]any); e["kind"] == "result" {
			delete(out, e["callId"].(string))
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// A resumed run hands back the clock readings and random numbers of the
// first run, without --seed too: the journal holds the readings and the
// seed.
func TestDurableReplaysClockAndRandom(t *testing.T) {
	code := `const a = [Date.now(), new Date().toISOString(), Math.random()]; await tools.wait(); const b = [Date.now() >= a[0], Math.random()]; return [a, b]`
	paused := &durableHost{pause: func(map[string]any) bool { return true }}
	paused.run(t, durableExecute(code, map[string]any{}, "wait"))
	var results []any
	for i := 0; i < 2; i++ {
		time.Sleep(5 * time.Millisecond) // a later wall clock, which must not show
		resumed := &durableHost{answer: func(map[string]any) map[string]any { return map[string]any{"ok": true} }}
		resumed.run(t, durableExecute(code, map[string]any{"journal": paused.journal}, "wait"))
		if resumed.done["ok"] != true {
			t.Fatalf("resume: %v", resumed.done)
		}
		results = append(results, resumed.done["result"])
	}
	if !reflect.DeepEqual(results[0], results[1]) {
		t.Fatalf("two resumes from one journal differ:\n%v\n%v", results[0], results[1])
	}
	var clock float64
	for _, en := range paused.journal {
		if e := en.(map[string]any); e["kind"] == "clock" {
			clock = e["ms"].(float64)
			break
		}
	}
	if got := results[0].([]any)[0].([]any)[0]; got != clock {
		t.Fatalf("resumed Date.now() = %v, journal's clock reading %v", got, clock)
	}
}

// A replay that leaves the journal stops with a validation_error naming the
// first difference.
func TestDurableDivergence(t *testing.T) {
	code := `const a = await tools.get({ n: 1 }); const b = await tools.get({ n: a }); return b`
	answer := func(call map[string]any) map[string]any {
		return map[string]any{"ok": true, "result": call["input"].(map[string]any)["n"].(float64) + 1}
	}
	paused := &durableHost{answer: answer, pause: func(call map[string]any) bool { return call["callId"] == "call-2" }}
	paused.run(t, durableExecute(code, map[string]any{}, "get"))
	find := func(journal []any, kind, callID string) map[string]any {
		for _, en := range journal {
			if e := en.(map[string]any); e["kind"] == kind && e["callId"] == callID {
				return e
			}
		}
		t.Fatalf("no %s entry for %s in %v", kind, callID, journal)
		return nil
	}
	clone := func() []any {
		var j []any
		raw, _ := json.Marshal(paused.journal)
		_ = json.Unmarshal(raw, &j)
		return j
	}
	cases := []struct {
		name    string
		journal func() []any
		code    string
		want    string
	}{
		{"different result", func() []any {
			j := clone()
			find(j, "result", "call-1")["result"] = 5
			return j
		}, code, `the program called tools.get({"n":5}) as call-2 where the journal has a call of tools.get({"n":2}) as call-2`},
		{"a call where the journal has none", func() []any {
			j := clone()
			var out []any
			for _, en := range j {
				if e := en.(map[string]any); e["kind"] == "call" && e["callId"] == "call-2" {
					out = append(out, map[string]any{"kind": "timer", "id": 9})
				}
				out = append(out, en)
			}
			return out
		}, code, `the program called tools.get({"n":2}) as call-2 where the journal has timer 9 firing`},
		{"finished early", func() []any {
			j := clone()
			return append(j, map[string]any{"kind": "result", "callId": "call-2", "ok": true, "result": 1}, map[string]any{"kind": "clock", "ms": 1})
		}, code, `the program finished where the journal has a clock reading`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := &durableHost{answer: answer}
			h.run(t, durableExecute(c.code, map[string]any{"journal": c.journal()}, "get"))
			e, _ := h.done["error"].(map[string]any)
			if h.done["ok"] != false || e["code"] != "validation_error" || !strings.Contains(e["message"].(string), c.want) {
				t.Fatalf("done %v; want a validation_error with %q", h.done, c.want)
			}
			if len(h.calls) != 0 {
				t.Fatalf("a diverged replay told the host of calls: %v", h.calls)
			}
		})
	}
}

// A journal is checked before anything runs: its version, its begin entry,
// its entries' shapes, and that it was written for this code.
func TestDurableJournalValidation(t *testing.T) {
	paused := &durableHost{pause: func(map[string]any) bool { return true }}
	code := `return await tools.get()`
	paused.run(t, durableExecute(code, map[string]any{}, "get"))
	begin := paused.journal[0].(map[string]any)
	other := map[string]any{}
	for k, v := range begin {
		other[k] = v
	}
	other["version"] = 2
	cases := []struct {
		code    string
		durable any
		want    string
	}{
		{code, true, "execute.durable must be an object, not boolean"},
		{code, map[string]any{"journal": []any{}}, "execute.durable.journal is empty"},
		{code, map[string]any{"journal": []any{map[string]any{"kind": "clock", "ms": 1}}}, "execute.durable.journal[0] must be the begin entry, not clock"},
		{code, map[string]any{"journal": []any{other}}, "execute.durable.journal[0].version 2 is not a journal version this runner reads (it reads 1)"},
		{code, map[string]any{"journal": []any{begin, map[string]any{"kind": "clock"}}}, "execute.durable.journal[1].ms is missing"},
		{code, map[string]any{"journal": []any{begin, map[string]any{"kind": "nap"}}}, `execute.durable.journal[1].kind "nap" is not a kind of journal entry`},
		{code + ";", map[string]any{"journal": paused.journal}, "execute.durable.journal[0].program: the journal was written for other code or providers"},
	}
	for _, c := range cases {
		r := startRunner(t)
		ex := durableExecute(c.code, nil, "get")
		ex["durable"] = c.durable
		r.send(ex)
		m := r.next()
		e, _ := m["error"].(map[string]any)
		if m["type"] != "done" || e["code"] != "validation_error" || !strings.Contains(e["message"].(string), c.want) {
			t.Errorf("durable %v: got %v; want a validation_error with %q", c.durable, m, c.want)
		}
	}
}

// A cancel ends a durable run with a done whose journal holds everything
// up to the cancel, and a resume from it carries on from there.
func TestDurableCancelHandsOutTheRest(t *testing.T) {
	code := `const a = await tools.get(); let n = 0; for (const x of [1, 2, 3]) n += (await new Promise(r => setTimeout(() => r(x), 1))); const b = await tools.get(); return [a, n, b]`
	r := startRunner(t, "--seed", "3")
	r.send(durableExecute(code, map[string]any{}, "get"))
	var journal []any
	for {
		m := r.next()
		journal = append(journal, m["journal"].([]any)...)
		if m["type"] == "tool_call" && m["callId"] == "call-1" {
			r.send(map[string]any{"type": "tool_result", "callId": "call-1", "ok": true, "result": "x"})
		}
		if m["type"] == "tool_call" && m["callId"] == "call-2" {
			r.send(map[string]any{"type": "cancel", "id": "d"})
		}
		if m["type"] == "done" {
			if e, _ := m["error"].(map[string]any); e["code"] != "timeout" {
				t.Fatalf("cancelled: %v", m)
			}
			break
		}
	}
	timers := 0
	for _, en := range journal {
		if en.(map[string]any)["kind"] == "timer" {
			timers++
		}
	}
	if timers != 3 {
		t.Fatalf("journal has %d timer firings, want 3: %v", timers, journal)
	}
	h := &durableHost{answer: func(map[string]any) map[string]any { return map[string]any{"ok": true, "result": "y"} }}
	h.run(t, durableExecute(code, map[string]any{"journal": journal}, "get"), "--seed", "3")
	if got, _ := json.Marshal(h.done["result"]); string(got) != `["x",6,"y"]` || !reflect.DeepEqual(h.calls, []string{"call-2"}) {
		t.Fatalf("resumed: %v, host told of %v", h.done, h.calls)
	}
}

// A journal that ends with a result delivered as a turn of its own: what the
// guest does in that turn (call again, finish) is live, not a divergence.
func TestDurableJournalEndingWithAResult(t *testing.T) {
	code := `const a = await tools.get(); const b = await tools.get(); return [a, b]`
	answer := func(call map[string]any) map[string]any {
		return map[string]any{"ok": true, "result": call["callId"]}
	}
	full := &durableHost{answer: answer}
	full.run(t, durableExecute(code, map[string]any{}, "get"))
	if full.done["ok"] != true {
		t.Fatalf("uninterrupted: %v", full.done)
	}
	// Everything but the second call: the journal ends with call-1's result.
	var upToResult []any
	for _, en := range full.journal {
		if e := en.(map[string]any); e["kind"] == "call" && e["callId"] == "call-2" {
			break
		}
		upToResult = append(upToResult, en)
	}
	if last := upToResult[len(upToResult)-1].(map[string]any); last["kind"] != "result" || last["inTurn"] == true {
		t.Fatalf("the journal does not end with a result of a turn of its own: %v", upToResult)
	}
	for name, journal := range map[string][]any{"ends with call-1's result": upToResult, "the whole run": full.journal} {
		h := &durableHost{answer: answer}
		h.run(t, durableExecute(code, map[string]any{"journal": journal}, "get"))
		if got, _ := json.Marshal(h.done["result"]); string(got) != `["call-1","call-2"]` {
			t.Errorf("%s: %v", name, h.done)
		}
	}
}
