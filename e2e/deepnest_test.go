package e2e

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

// TestDeepNestingInTheParser: code nested 25,000 deep, JavaScript or
// TypeScript, at a 1 MiB memory limit, used to grow
// the goroutine stack to about 90 MB in goja's parser and compiler (or
// esbuild's), end ok: true, and, at the deadline, need the watchdog's
// SIGKILL: nothing could interrupt the compile. The parsers and the
// compiler now stop at parser.MaxNestingDepth levels with V8's RangeError;
// so do eval and new Function. The deadline here is far above the few
// milliseconds the refusal takes, so that a loaded machine does not turn
// the RangeError into a timeout; how fast it is belongs to benchmarks.
func TestDeepNestingInTheParser(t *testing.T) {
	const n = 25000
	parens := strings.Repeat("(", n) + "1" + strings.Repeat(")", n)
	for _, c := range []struct{ name, code, want string }{
		{"JavaScript", parens, `"code":"runtime_error","message":"RangeError: Maximum call stack size exceeded"`},
		{"TypeScript", "const x: number = 1;\n" + parens, `"code":"runtime_error","message":"RangeError: Maximum call stack size exceeded"`},
		{"arrays", strings.Repeat("[", n) + strings.Repeat("]", n), `"code":"runtime_error","message":"RangeError: Maximum call stack size exceeded"`},
		{"member chain", "globalThis" + strings.Repeat(".a", n), `"code":"runtime_error","message":"RangeError: Maximum call stack size exceeded"`},
		{"eval", "let r = 'no error';\ntry { eval('('.repeat(25000) + '1' + ')'.repeat(25000)) } catch (e) { r = String(e) }\nr",
			`"result":"RangeError: Maximum call stack size exceeded"`},
		{"new Function", "let r = 'no error';\ntry { new Function('['.repeat(25000) + ']'.repeat(25000)) } catch (e) { r = String(e) }\nr",
			`"result":"RangeError: Maximum call stack size exceeded"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := startHandoverRun(t)
			defer r.cmd.Process.Kill()
			r.execute(t, "d", c.code, `{"timeoutMs":10000,"memoryLimitBytes":1048576}`, `[]`)
			out := bufio.NewReader(r.stdout)
			if l := readLineWithin(t, out, hangTimeout, "started"); !strings.Contains(l, `"started"`) {
				t.Fatalf("first line %q", l)
			}
			done := readLineWithin(t, out, hangTimeout, "done")
			// memory_limit is a proper answer too: the limit is tiny.
			if !strings.Contains(done, c.want) && !strings.Contains(done, `"code":"memory_limit"`) {
				t.Errorf("done %q, want %s", done, c.want)
			}
			r.stdin.Close()
			if err := r.cmd.Wait(); err != nil {
				t.Errorf("exit: %v (stderr %q)", err, r.stderr.String())
			}
		})
	}
}

// TestCatchableOverflowThroughTheBinary: the guest catches a stack
// overflow, as in V8, and goes on to its result; an overflow nobody
// catches ends the execution with the done it always had.
func TestCatchableOverflowThroughTheBinary(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{`function r() { r() }
try { r() } catch (e) { console.log(e instanceof RangeError, e.message) }
const f = async () => f();
try { await f() } catch (e) { console.log("async", e.name) }
"went on"`, `"ok":true,"durationMs":`},
		{`const f = async () => f(); await f(); "unreachable"`,
			`"error":{"code":"runtime_error","message":"RangeError: Maximum call stack size exceeded"}`},
	} {
		r := startHandoverRun(t)
		r.execute(t, "o", c.code, `{"timeoutMs":10000}`, `[]`)
		out := bufio.NewReader(r.stdout)
		if l := readLineWithin(t, out, hangTimeout, "started"); !strings.Contains(l, `"started"`) {
			t.Fatalf("first line %q", l)
		}
		done := readLineWithin(t, out, hangTimeout, "done")
		if !strings.Contains(done, c.want) {
			t.Errorf("done %q, want %s", done, c.want)
		}
		if strings.Contains(c.want, `"ok":true`) &&
			!strings.Contains(done, `"logs":["true Maximum call stack size exceeded","async RangeError"],"result":"went on"`) {
			t.Errorf("done %q, want the overflows caught and the result", done)
		}
		r.stdin.Close()
		if err := r.cmd.Wait(); err != nil {
			t.Errorf("exit: %v", err)
		}
		_ = r.cmd.Process.Kill()
	}
}
