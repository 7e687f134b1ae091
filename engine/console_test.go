package engine

import (
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/protocol"
)

// TestConsoleFormat: how console arguments become one log line.
func TestConsoleFormat(t *testing.T) {
	tests := []struct {
		code string
		want []string
	}{
		{`console.log("a", 1, {b: 2}, [1], null, undefined, true, 1.5, -0)`, []string{`a 1 {"b":2} [1] null undefined true 1.5 0`}},
		{`console.log()`, []string{""}},
		{`console.log(undefined)`, []string{"undefined"}},
		{`console.log("")`, []string{""}},
		{`console.log("", "")`, []string{" "}},
		{`console.log("é😀\n<>&", "\u2028")`, []string{"é😀\n<>& \u2028"}},
		{`console.log({a: undefined, b: [undefined, () => 1]})`, []string{`{"b":[null,null]}`}},
		{`console.log(Object.create(null))`, []string{"{}"}},
		{`console.log(new Date(0))`, []string{`"1970-01-01T00:00:00.000Z"`}},
		{`console.log({toJSON() { return "custom" }})`, []string{`"custom"`}},
		{`console.log(new String("boxed"))`, []string{`"boxed"`}},
		{`console.log(new Map([[1, 2]]))`, []string{"{}"}},

		// Errors as Name: message.
		{`console.log(new Error("boom"), new TypeError("t"))`, []string{"Error: boom TypeError: t"}},
		{`console.log(new Error())`, []string{"Error"}},
		{`const e = new Error("m"); e.name = ""; console.log(e)`, []string{"m"}},
		{`class MyErr extends Error { constructor(m) { super(m); this.name = "MyErr" } }; console.log(new MyErr("x"))`, []string{"MyErr: x"}},
		{`try { null.x } catch (e) { console.log(e) }`, []string{"TypeError: Cannot read properties of null (reading 'x')"}},

		// Fallback to the string form where JSON cannot represent it.
		{`console.log(NaN, Infinity, -Infinity)`, []string{"NaN Infinity -Infinity"}},
		{`console.log(function f() { return 1 })`, []string{"function f() { return 1 }"}},
		{`console.log(() => 1)`, []string{"() => 1"}},
		{`console.log(Symbol("s"), Symbol())`, []string{"Symbol(s) Symbol()"}},
		{`console.log(10n)`, []string{"10"}},
		{`const a = {}; a.self = a; console.log(a)`, []string{"[object Object]"}},
		{`console.log({toJSON() { throw new Error("no") }})`, []string{"[object Object]"}},
		{`console.log({toString() { throw 1 }, toJSON() { throw 2 }})`, []string{"[object Object]"}},
		{`const e = new Error("x"); Object.defineProperty(e, "name", {get() { throw 1 }}); console.log(e, "after")`, []string{"{} after"}},

		// The guest's JSON.stringify is not the one used.
		{`JSON.stringify = () => "hijacked"; console.log({a: 1})`, []string{`{"a":1}`}},

		// Every method appends one line; replacing console breaks nothing.
		{`console.info("i"); console.warn("w"); console.error("e"); console.debug("d"); console.log("l")`, []string{"i", "w", "e", "d", "l"}},
		{`const log = console.log; log("detached")`, []string{"detached"}},
		{`console.log("kept"); console.log = null`, []string{"kept"}},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			r := start(t, tt.code, nil, defaultLimits)
			if o := r.outcome(); o.Err != nil {
				t.Fatalf("execution failed: %s", describeOutcome(o))
			}
			if got := r.logs(); !slices.Equal(got, tt.want) {
				t.Errorf("logs %q, want %q", got, tt.want)
			}
		})
	}
}

func TestConsoleShape(t *testing.T) {
	o := eval(t, `[Object.keys(console), typeof console.trace, console.log("x")]`)
	okResult(t, o, `[["log","info","warn","error","debug"],"undefined",null]`)
}

// TestLogsAfterFailure: lines logged before a failure are kept.
func TestLogsAfterFailure(t *testing.T) {
	r := start(t, `console.log("before"); throw new Error("x")`, nil, defaultLimits)
	errResult(t, r.outcome(), protocol.CodeRuntime, "x")
	if got := r.logs(); !slices.Equal(got, []string{"before"}) {
		t.Errorf("logs %q", got)
	}
}

// TestConsoleTruncation: the limits of execute.options, through the engine.
func TestConsoleTruncation(t *testing.T) {
	tests := []struct {
		name   string
		code   string
		limits Limits
		want   []string
	}{
		{"lines", `for (let i = 0; i < 10; i++) console.log(i)`, Limits{MaxLogLines: 3, MaxLogChars: 1000}, []string{"0", "1", "2"}},
		{"chars clip the crossing line", `console.log("abc"); console.log("defg"); console.log("h")`, Limits{MaxLogLines: 10, MaxLogChars: 5}, []string{"abc", "de"}},
		{"lines first, then chars", `console.log("aaaa"); console.log("bbbb"); console.log("c")`, Limits{MaxLogLines: 2, MaxLogChars: 6}, []string{"aaaa", "bb"}},
		{"astral counts two", `console.log("😀😀😀")`, Limits{MaxLogLines: 10, MaxLogChars: 4}, []string{"😀😀"}},
		{"a pair is never split", `console.log("a😀")`, Limits{MaxLogLines: 10, MaxLogChars: 2}, []string{"a"}},
		{"BMP counts one", `console.log("éééé")`, Limits{MaxLogLines: 10, MaxLogChars: 3}, []string{"ééé"}},
		{"zero lines", `console.log("x")`, Limits{MaxLogLines: 0, MaxLogChars: 100}, []string{}},
		{"zero chars", `console.log("x")`, Limits{MaxLogLines: 100, MaxLogChars: 0}, []string{}},
		{"exact fit", `console.log("ab"); console.log("cd"); console.log("e")`, Limits{MaxLogLines: 10, MaxLogChars: 4}, []string{"ab", "cd"}},
		{"joined arguments count", `console.log("ab", "cd")`, Limits{MaxLogLines: 10, MaxLogChars: 4}, []string{"ab c"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := start(t, tt.code, nil, tt.limits)
			if o := r.outcome(); o.Err != nil {
				t.Fatalf("execution failed: %s", describeOutcome(o))
			}
			got := r.logs()
			if got == nil || !slices.Equal(got, tt.want) {
				t.Errorf("logs %q, want %q", got, tt.want)
			}
		})
	}
}

// TestConsoleFloodStopsFormatting: once the buffer is full, console calls
// cost no formatting: the guest's toJSON is not even called.
func TestConsoleFloodStopsFormatting(t *testing.T) {
	code := `
		let formatted = 0;
		const o = { toJSON() { formatted++; return "o" } };
		console.log(o);
		for (let i = 0; i < 100000; i++) console.log(o);
		formatted`
	r := start(t, code, nil, Limits{MaxLogLines: 1, MaxLogChars: 100})
	okResult(t, r.outcome(), "1")
	if got := r.logs(); !slices.Equal(got, []string{`"o"`}) {
		t.Errorf("logs %q", got)
	}
	r.e.logs.mu.Lock()
	dropped := r.e.logs.dropped
	r.e.logs.mu.Unlock()
	if dropped != 100000 {
		t.Errorf("dropped %d console calls, want 100000", dropped)
	}
}

func TestLogBuffer(t *testing.T) {
	tests := []struct {
		name               string
		maxLines, maxChars int
		add                []string
		want               []string
	}{
		{"under both limits", 10, 100, []string{"a", "b"}, []string{"a", "b"}},
		{"line limit keeps the earliest", 2, 100, []string{"a", "b", "c"}, []string{"a", "b"}},
		{"empty lines count as lines", 2, 100, []string{"", "", "x"}, []string{"", ""}},
		{"char limit clips", 10, 5, []string{"abc", "defg", "x"}, []string{"abc", "de"}},
		{"char limit exact", 10, 6, []string{"abc", "def", "g"}, []string{"abc", "def"}},
		{"one long line", 10, 3, []string{"abcdef"}, []string{"abc"}},
		{"astral", 10, 3, []string{"a😀b"}, []string{"a😀"}},
		{"astral cut", 10, 2, []string{"a😀"}, []string{"a"}},
		{"astral cut to nothing", 10, 1, []string{"😀"}, []string{""}},
		{"zero lines", 0, 100, []string{"a"}, []string{}},
		{"zero chars", 10, 0, []string{"a"}, []string{}},
		{"negative", -1, -1, []string{"a"}, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newLogBuffer(tt.maxLines, tt.maxChars)
			for _, l := range tt.add {
				if b.accepting() {
					b.add(l)
				}
			}
			got := b.snapshot()
			if got == nil || !slices.Equal(got, tt.want) {
				t.Errorf("lines %q, want %q", got, tt.want)
			}
			if b.accepting() && (len(got) == max(tt.maxLines, 0) || b.chars >= tt.maxChars) {
				t.Error("still accepting when full")
			}
			if b.chars > max(tt.maxChars, 0) {
				t.Errorf("holds %d chars, over the %d limit", b.chars, tt.maxChars)
			}
		})
	}
	t.Run("add without accepting", func(t *testing.T) {
		b := newLogBuffer(1, 100)
		b.add("a")
		b.add("b")
		if got := b.snapshot(); !slices.Equal(got, []string{"a"}) {
			t.Errorf("lines %q", got)
		}
	})
	t.Run("snapshot is a copy", func(t *testing.T) {
		b := newLogBuffer(10, 100)
		b.add("a")
		s := b.snapshot()
		s[0] = "changed"
		if b.snapshot()[0] != "a" {
			t.Error("snapshot aliases the buffer")
		}
	})
	t.Run("concurrent snapshot", func(t *testing.T) {
		b := newLogBuffer(1000, 100000)
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 1000; i++ {
				if b.accepting() {
					b.add("line")
				}
			}
		}()
		for i := 0; i < 100; i++ {
			for _, l := range b.snapshot() {
				if l != "line" {
					t.Fatalf("torn line %q", l)
				}
			}
		}
		wg.Wait()
		if n := len(b.snapshot()); n != 1000 {
			t.Errorf("%d lines, want 1000", n)
		}
	})
}

func TestUTF16(t *testing.T) {
	tests := []struct {
		s string
		n int
	}{
		{"", 0},
		{"abc", 3},
		{"é", 1},
		{"€", 1},
		{"😀", 2},
		{"a😀é", 4},
		{"\xff", 1},
	}
	for _, tt := range tests {
		if got := utf16Len(tt.s); got != tt.n {
			t.Errorf("utf16Len(%q) = %d, want %d", tt.s, got, tt.n)
		}
		if got := clipUTF16(tt.s, tt.n); got != tt.s {
			t.Errorf("clipUTF16(%q, %d) = %q, want it whole", tt.s, tt.n, got)
		}
	}
	clips := []struct {
		s    string
		max  int
		want string
	}{
		{"abc", 0, ""},
		{"abc", 2, "ab"},
		{"a😀b", 1, "a"},
		{"a😀b", 2, "a"},
		{"a😀b", 3, "a😀"},
		{"😀😀", 3, "😀"},
		{"ééé", 2, "éé"},
	}
	for _, tt := range clips {
		if got := clipUTF16(tt.s, tt.max); got != tt.want {
			t.Errorf("clipUTF16(%q, %d) = %q, want %q", tt.s, tt.max, got, tt.want)
		}
	}
	if strings.Contains(clipUTF16("😀", 1), "\ufffd") {
		t.Error("clipping produced a replacement character")
	}
}

// TestLogsFromAnotherGoroutine: Logs is documented as safe from any
// goroutine, so that a watchdog can collect the logs while the guest runs
// (the session's grace timer does exactly that when the loop is stuck).
// Under -race this reports the unsynchronized e.logs field.
func TestLogsFromAnotherGoroutine(t *testing.T) {
	e := newEngine(t)
	h := newFakeHost()
	// Hold the loop busy without synchronizing with this goroutine, so
	// that the reads below come before Execute's write.
	e.Do(func() { time.Sleep(50 * time.Millisecond) })
	e.Do(func() { e.Execute(`for (;;) {}`, nil, defaultLimits, h) })
	for range 200000 {
		if got := e.Logs(); len(got) != 0 {
			t.Fatalf("logs %q", got)
		}
	}
	e.Interrupt(protocol.ErrTimeout)
	e.Do(func() { e.Abort(protocol.ErrTimeout) })
	r := &run{t: t, e: e, host: h}
	errResult(t, r.outcome(), protocol.CodeTimeout, protocol.TimeoutMessage)
}
