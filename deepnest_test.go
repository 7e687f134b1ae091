package main

import (
	"bufio"
	"strings"
	"testing"
)

// TestDeepNestingThroughTheBinary: an array nested far deeper than the
// call stack limit makes String, join, toLocaleString and flat(Infinity)
// throw V8's RangeError, which the guest catches, where each ended the
// execution as memory_limit (Go recursion, one level a nesting).
func TestDeepNestingThroughTheBinary(t *testing.T) {
	r := startHandoverRun(t)
	defer r.cmd.Process.Kill()
	code := `let a = [];
for (let i = 0; i < 1e5; i++) a = [a];
[() => String(a), () => a.join(), () => a.toLocaleString(), () => a.flat(Infinity)].map(f => {
	try { f(); return 'no error'; } catch (e) { return e instanceof RangeError ? e.message : String(e); }
})`
	r.execute(t, "d", code, `{"timeoutMs":10000}`, `[]`)
	out := bufio.NewReader(r.stdout)
	if l := readLineWithin(t, out, hangTimeout, "started"); !strings.Contains(l, `"started"`) {
		t.Fatalf("first line %q", l)
	}
	done := readLineWithin(t, out, hangTimeout, "done")
	const m = `"Maximum call stack size exceeded"`
	if want := `"ok":true,`; !strings.Contains(done, want) || !strings.Contains(done, `"result":[`+m+`,`+m+`,`+m+`,`+m+`]`) {
		t.Errorf("done %q, want four RangeErrors caught", done)
	}
	r.stdin.Close()
	if err := r.cmd.Wait(); err != nil {
		t.Errorf("exit: %v", err)
	}
}
