package engine

import (
	"testing"
	"time"

	"github.com/execbox/execbox-runner/protocol"
)

// Atomics.waitAsync's timeout runs on the guest's timer queue (hostTimer),
// and an Atomics.wait nothing can notify ends with the execution.
func TestAtomicsWaiting(t *testing.T) {
	t.Run("a waitAsync timeout fires", func(t *testing.T) {
		okResult(t, eval(t, `const a = new Int32Array(new SharedArrayBuffer(4)); `+
			`const out = []; Atomics.waitAsync(a, 0, 0, 5).value.then((v) => out.push(v)); `+
			`const r = Atomics.waitAsync(a, 0, 0, 1e6); out.push(await Promise.race([r.value, new Promise((f) => setTimeout(() => f("later"), 30))])); `+
			`out.push(Atomics.notify(a, 0)); out.push(await r.value); out`),
			`["timed-out","later",1,"ok"]`)
	})
	t.Run("clearTimeout cannot reach a lent timer", func(t *testing.T) {
		okResult(t, eval(t, `const a = new Int32Array(new SharedArrayBuffer(4)); const p = Atomics.waitAsync(a, 0, 0, 5).value; `+
			`for (let i = -5; i < 5; i++) clearTimeout(i); await p`), `"timed-out"`)
	})
	t.Run("an endless wait ends with the execution", func(t *testing.T) {
		r := start(t, `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)`, nil, defaultLimits)
		time.Sleep(20 * time.Millisecond)
		r.e.Interrupt(protocol.ErrTimeout)
		r.e.Do(func() { r.e.Abort(protocol.ErrTimeout) })
		errResult(t, r.outcome(), protocol.CodeTimeout, protocol.TimeoutMessage)
	})
}
