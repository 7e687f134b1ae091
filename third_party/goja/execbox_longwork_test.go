package goja

import (
	"strings"
	"testing"
)

// TestLongBuiltinsStopOnInterrupt: a built-in that runs long in Go stops
// at its next poll once the runtime is interrupted, instead of running to
// its end. Each script interrupts from a native function the built-in
// itself calls before its long loop (a count's valueOf, a separator's
// toString, a comparator, a replacer), so no JavaScript instruction runs
// between the interrupt and the loop. The interrupt raised by a poll
// carries the built-in's own frame; one raised by the VM after the
// built-in returned does not.
func TestLongBuiltinsStopOnInterrupt(t *testing.T) {
	for _, c := range []struct{ name, setup, script string }{
		{"repeat", ``, `'x'.repeat({ valueOf: stopAnd(64 << 20) })`},
		{"repeat", ``, `'\u00e9'.repeat({ valueOf: stopAnd(16 << 20) })`},
		{"padStart", ``, `'x'.padStart({ valueOf: stopAnd(64 << 20) }, 'ab')`},
		{"padEnd", ``, `'\u00e9'.padEnd({ valueOf: stopAnd(16 << 20) }, '\u00e8')`},
		{"split", `var s = 'ab,'.repeat(1e6)`, `s.split({ toString: stopAnd(',') })`},
		{"split", `var s = 'abc'.repeat(1e6)`, `s.split({ toString: stopAnd('') })`},
		{"split", `var s = '\u00e9,'.repeat(1e6)`, `s.split({ toString: stopAnd(',') })`},
		{"split", `var s = '\u00e9'.repeat(1e6)`, `s.split({ toString: stopAnd('') })`},
		{"join", `var a = new Array(1e6).fill('ab')`, `a.join({ toString: stopAnd(',') })`},
		{"fill", `var a = new Array(4e6)`, `a.fill(0, { valueOf: stopAnd(0) })`},
		{"sort", `var a = Array.from({ length: 2e5 }, (_, i) => (i * 7919) % 200003)`, `a.sort(stopAnd(0))`},
		{"toSorted", `var a = Array.from({ length: 2e5 }, (_, i) => (i * 7919) % 200003)`, `a.toSorted(stopAnd(0))`},
		{"parse", `var text = '[' + '{"a":1,"b":"xy"},'.repeat(2e5) + '{}]'`, `JSON.parse({ toString: stopAnd(text) })`},
		{"stringify", `var a = new Array(1e6).fill(1)`, `JSON.stringify(a, stopKeep)`},
		{"stringify", `var s = 'x'.repeat(8 << 20)`, `JSON.stringify(s, stopKeep)`},
	} {
		vm := New()
		if _, err := vm.RunString(c.setup); err != nil {
			t.Fatalf("%s: %v", c.setup, err)
		}
		// stopAnd(v) is a native function that interrupts the runtime and
		// returns v.
		vm.Set("stopAnd", func(call FunctionCall) Value {
			v := call.Argument(0)
			return vm.ToValue(func(FunctionCall) Value {
				vm.Interrupt("stop")
				return v
			})
		})
		// stopKeep is a replacer that interrupts the runtime and keeps
		// the value.
		vm.Set("stopKeep", func(call FunctionCall) Value {
			vm.Interrupt("stop")
			return call.Argument(1)
		})
		_, err := vm.RunString(c.script)
		ie, ok := err.(*InterruptedError)
		if !ok {
			t.Errorf("%s: got %v, want an interrupt", c.script, err)
			continue
		}
		if want := "at " + c.name + " (native)"; !strings.Contains(ie.String(), want) {
			t.Errorf("%s: the interrupt came after the built-in returned (stack %q, want %q in it)", c.script, ie.String(), want)
		}
	}
}

// TestSplitASCIIMatchesSplitN: splitASCII, which replaced strings.SplitN in
// String.prototype.split, gives the same pieces for every limit.
func TestSplitASCIIMatchesSplitN(t *testing.T) {
	r := New()
	for _, s := range []string{"", "a", "abc", "a,b,,c,", ",", ",,", "a--b--c", "--a--"} {
		for _, sep := range []string{"", ",", "--", "x", "abc"} {
			for _, limit := range []int{-1, 0, 1, 2, 3, 10} {
				n := limit
				if limit > 0 {
					n = limit + 1
				}
				var want []string
				if limit != 0 {
					want = strings.SplitN(s, sep, n)
					if limit > 0 && len(want) > limit {
						want = want[:limit]
					}
				}
				got := r.splitASCII(s, sep, limit)
				if len(got) != len(want) {
					t.Errorf("split(%q, %q, %d): %d pieces, want %d", s, sep, limit, len(got), len(want))
					continue
				}
				for i := range got {
					if got[i].String() != want[i] {
						t.Errorf("split(%q, %q, %d)[%d] = %q, want %q", s, sep, limit, i, got[i], want[i])
					}
				}
			}
		}
	}
}

// TestIterationStopsOnInterrupt: spreading, destructuring or collecting a
// huge array runs no JavaScript between elements, so the interrupt went
// unseen until the loop ended (or the embedder's memory limit did): a
// cancelled [...Array(2 ** 31)] was ended by the runner's grace period.
// The loops now poll every 16K elements. Each case reads element 5
// through a native getter that interrupts the runtime, and element 1e5
// through one that notes it was reached: a loop that polls stops long
// before. The Array.from of an array-like polled already, but every 256K
// elements, 20 ms apart.
func TestIterationStopsOnInterrupt(t *testing.T) {
	for _, script := range []string{
		`[...a]`,
		`f(...a)`,
		`const [x, ...rest] = a`,
		`Array.from(a)`,
		`new Set(a)`,
		`Array.from(like)`,
	} {
		vm := New()
		reached := false
		vm.Set("stop", func(FunctionCall) Value {
			vm.Interrupt("stop")
			return _undefined
		})
		vm.Set("reach", func(FunctionCall) Value {
			reached = true
			return _undefined
		})
		if _, err := vm.RunString(`
			var a = new Array(4e6);
			function f() {}
			Object.defineProperty(Array.prototype, 5, { get: stop });
			Object.defineProperty(Array.prototype, 1e5, { get: reach });
			var like = { length: 4e6 };
			Object.defineProperty(like, 5, { get: stop });
			Object.defineProperty(like, 1e5, { get: reach });
		`); err != nil {
			t.Fatal(err)
		}
		_, err := vm.RunString(script)
		if _, ok := err.(*InterruptedError); !ok {
			t.Errorf("%s: got %v, want an interrupt", script, err)
		}
		if reached {
			t.Errorf("%s: went on to element 1e5 after the interrupt", script)
		}
	}
}
