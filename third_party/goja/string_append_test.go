package goja

import (
	"runtime"
	"sync/atomic"
	"testing"
)

// execbox-runner patch: strings built in place must never change a string
// already handed out, whatever is appended to a prefix, a substring, or to
// several strings built in turn.
func TestConcatInPlaceKeepsEarlierStrings(t *testing.T) {
	const script = `
	const out = [];
	let s = 'x'.repeat(300);
	const t = s + 'AAA', u = s + 'BBB';
	out.push(t.endsWith('AAA') && u.endsWith('BBB') && t.length === 303 && s.length === 300);
	const t2 = t + 'CCC', s2 = s + 'DDD';
	out.push(t2.slice(-6) === 'AAACCC' && s2.slice(-3) === 'DDD' && t.slice(-3) === 'AAA');
	let a = '', b = '', c = '', d = '', e = '';
	for (let i = 0; i < 2000; i++) { a += 'a'; b += 'b'; c += 'c'; d += 'd'; e += 'e'; }
	out.push([a, b, c, d, e].every((v, k) => v === 'abcde'[k].repeat(2000)));
	let w = '\u00e9'.repeat(200);
	const w1 = w + '\u00fc'.repeat(100), w2 = w + 'x'.repeat(100);
	out.push(w1.length === 300 && w2.length === 300 && w1.endsWith('\u00fc') && w2.endsWith('x') && w.length === 200);
	let big = '';
	for (let i = 0; i < 5000; i++) big += i % 2 ? '\u00df' : 'q';
	out.push(big.length === 5000 && big[1] === '\u00df' && big[0] === 'q');
	let base = 'y'.repeat(500);
	const sub = base.substring(0, 400), sub2 = sub + 'Z'.repeat(10);
	out.push(base[450] === 'y' && sub2[405] === 'Z' && base.indexOf('Z') === -1);
	let m = 'm'.repeat(300);
	m += '\ud83d\ude00';
	m += 'tail';
	out.push(m.length === 306 && m.endsWith('tail') && m.codePointAt(300) === 0x1F600);
	out.every(Boolean) || JSON.stringify(out);
	`
	testScript(script, valueTrue, t)
}

// execbox-runner patch: the buffers behind in-place appends are held
// weakly, so a string the script has dropped does not stay in memory.
func TestConcatArenaDoesNotRetain(t *testing.T) {
	heap := func() uint64 {
		runtime.GC()
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	vm := New()
	before := heap()
	// Builds a 20 MB string in a 40 MB buffer, then drops it.
	if _, err := vm.RunString(`let s = ""; for (let i = 0; i < 2000000; i++) s += "abcdefghij"; s = null;`); err != nil {
		t.Fatal(err)
	}
	if after := heap(); after > before+10<<20 {
		t.Errorf("heap grew by %d bytes after the string was dropped", after-before)
	}
	runtime.KeepAlive(vm)
}

// execbox-runner patch: a long concatenation lets other goroutines run
// while it copies (appendYielding). With one processor, another goroutine
// runs only when this one blocks or yields: the copy itself cannot be
// preempted. One that counts each turn it gets, yielding after each, so
// gets a turn at every yield of the copy, one per 256 KB, and only a few
// otherwise (a collection starting, say).
func TestConcatYieldsWhileCopying(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	for _, init := range []string{`'x'`, `'\u00e9\u20ac'`} {
		vm := New()
		if _, err := vm.RunString(`var s = ` + init + `; for (let i = 0; i < 22; i++) s = s + s;`); err != nil {
			t.Fatal(err)
		}
		var turns atomic.Int64
		stop := make(chan struct{})
		ended := make(chan struct{})
		go func() {
			defer close(ended)
			for {
				select {
				case <-stop:
					return
				default:
				}
				turns.Add(1)
				runtime.Gosched()
			}
		}()
		// 4 MB copied for 'x' (appended in place: the loop left room),
		// 32 MB for the two-byte units (a new buffer): 16 and 128 yields.
		// Without them: one turn.
		_, err := vm.RunString(`s = s + s; s.length`)
		n := turns.Load()
		close(stop)
		<-ended
		if err != nil {
			t.Fatal(err)
		}
		if n < 8 {
			t.Errorf("%s: the other goroutine had %d turns during the concatenation, want at least 8", init, n)
		}
	}
}
