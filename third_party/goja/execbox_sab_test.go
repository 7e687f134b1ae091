package goja

// Tests of execbox-runner's SharedArrayBuffer, Atomics and symbols-as-weak-
// keys patches (execbox_sab.go, execbox_atomics.go, execbox_weaksym.go; see
// PATCHES.md). The expected values are V8's (Node 20).

import (
	"errors"
	"runtime"
	"testing"
	"time"
)

func TestExecboxSharedArrayBuffer(t *testing.T) {
	const SCRIPT = `
	const sab = new SharedArrayBuffer(8);
	assert.sameValue(Object.prototype.toString.call(sab), "[object SharedArrayBuffer]");
	assert.sameValue(sab.byteLength, 8);
	assert.sameValue(sab.growable, false);
	assert.sameValue(sab.maxByteLength, 8);
	assert.sameValue(SharedArrayBuffer[Symbol.species], SharedArrayBuffer);
	assert.throws(TypeError, () => SharedArrayBuffer(1));
	assert.throws(RangeError, () => new SharedArrayBuffer(-1));
	assert.throws(RangeError, () => new SharedArrayBuffer(4, { maxByteLength: 2 }));

	// Typed arrays and DataView see one block of memory.
	const i32 = new Int32Array(sab), dv = new DataView(sab);
	i32[1] = -2;
	assert.sameValue(dv.getInt32(4, true), -2);
	assert(ArrayBuffer.isView(dv) && i32.buffer === sab);
	assert.sameValue(Object.getPrototypeOf(new Int8Array(i32).buffer), ArrayBuffer.prototype, "a copy is not shared");

	// ArrayBuffer's methods refuse a shared buffer, and the other way round.
	assert.throws(TypeError, () => ArrayBuffer.prototype.slice.call(sab));
	assert.throws(TypeError, () => Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "byteLength").get.call(sab));
	assert.throws(TypeError, () => SharedArrayBuffer.prototype.slice.call(new ArrayBuffer(1)));
	const ab = new ArrayBuffer(4);
	ab.constructor = { [Symbol.species]: SharedArrayBuffer };
	assert.throws(TypeError, () => ab.slice(), "ArrayBuffer species gave a SharedArrayBuffer");

	const part = sab.slice(4);
	assert.sameValue(Object.getPrototypeOf(part), SharedArrayBuffer.prototype);
	assert.sameValue(new Int32Array(part)[0], -2);
	sab.constructor = { [Symbol.species]: function () { return sab; } };
	assert.throws(TypeError, () => sab.slice(), "species returned this");

	// Growing: views made without a length follow the buffer.
	const g = new SharedArrayBuffer(2, { maxByteLength: 64 });
	const tracking = new Int32Array(g), fixed = new Uint8Array(g, 0, 2), dv2 = new DataView(g, 1);
	const bytes = new Uint8Array(g), sub = bytes.subarray(1), subFixed = bytes.subarray(1, 2);
	assert.sameValue(tracking.length, 0);
	g.grow(9);
	assert.sameValue(g.byteLength, 9);
	assert.sameValue(tracking.length, 2);
	assert.sameValue(fixed.length, 2);
	assert.sameValue(dv2.byteLength, 8);
	assert.sameValue(sub.length, 8, "subarray of a tracking view without an end tracks");
	assert.sameValue(subFixed.length, 1);
	tracking[1] = 7;
	g.grow(64);
	assert.sameValue(tracking.length, 16);
	assert.sameValue(tracking[1], 7, "growing keeps the bytes");
	assert.throws(RangeError, () => g.grow(8), "shrinking");
	assert.throws(RangeError, () => g.grow(65));
	assert.throws(TypeError, () => sab.grow(8), "not growable");
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestExecboxAtomics(t *testing.T) {
	const SCRIPT = `
	for (const TA of [Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array]) {
		for (const buf of [new SharedArrayBuffer(16), new ArrayBuffer(16)]) {
			const a = new TA(buf, TA.BYTES_PER_ELEMENT);
			assert.sameValue(Atomics.store(a, 0, 5.9), 5);
			assert.sameValue(Atomics.add(a, 0, 3), 5);
			assert.sameValue(Atomics.sub(a, 0, 10), 8);
			assert.sameValue(Atomics.load(a, 0), new TA([-2])[0], TA.name + " wraps");
			assert.sameValue(Atomics.and(a, 0, 6), new TA([-2])[0]);
			assert.sameValue(Atomics.or(a, 0, 1), 6);
			assert.sameValue(Atomics.xor(a, 0, 2), 7);
			assert.sameValue(Atomics.exchange(a, 0, -1), 5);
			assert.sameValue(Atomics.compareExchange(a, 0, -1, 9), new TA([-1])[0], TA.name + " compares element bits");
			assert.sameValue(Atomics.compareExchange(a, 0, 8, 1), 9);
			assert.sameValue(a[0], 9);
		}
	}
	const big = new BigInt64Array(new SharedArrayBuffer(16));
	assert.sameValue(Atomics.store(big, 1, -5n), -5n);
	assert.sameValue(Atomics.add(big, 1, -5n), -5n);
	assert.sameValue(big[1], -10n);
	assert.sameValue(Atomics.compareExchange(new BigUint64Array(4), 0, 2n ** 64n, 1n), 0n);
	assert.sameValue(String(new BigInt64Array(2).fill(-5n)), "-5,-5", "fill stores a negative BigInt");

	assert.throws(TypeError, () => Atomics.add(new Float64Array(2), 0, 1));
	assert.throws(TypeError, () => Atomics.add(new Uint8ClampedArray(2), 0, 1));
	assert.throws(TypeError, () => Atomics.add({}, 0, 1));
	assert.throws(RangeError, () => Atomics.load(new Int32Array(2), 2));
	assert.throws(RangeError, () => Atomics.load(new Int32Array(2), -1));
	assert.sameValue(Object.is(Atomics.store(new Int32Array(2), 0, -0), 0), true);
	assert.sameValue([1, 2, 3, 4, 8, 16].map(Atomics.isLockFree).join(), "true,true,false,true,true,false");
	assert.sameValue(Object.prototype.toString.call(Atomics), "[object Atomics]");

	const i32 = new Int32Array(new SharedArrayBuffer(8));
	assert.sameValue(Atomics.wait(i32, 0, 1), "not-equal");
	assert.sameValue(Atomics.wait(i32, 0, 0, 0), "timed-out");
	assert.sameValue(Atomics.wait(i32, 0, 0, 1), "timed-out");
	assert.throws(TypeError, () => Atomics.wait(new Int32Array(2), 0, 0, 0), "not shared");
	assert.throws(TypeError, () => Atomics.wait(new Int16Array(new SharedArrayBuffer(4)), 0, 0, 0));
	assert.sameValue(Atomics.notify(i32, 0), 0);
	assert.sameValue(Atomics.notify(new Int32Array(2), 0), 0, "not shared: nobody waits");
	assert.throws(TypeError, () => Atomics.notify(new Int16Array(2), 0));
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

// Without a host timer, a notified waitAsync waiter is resolved by a
// promise job, and a timed one waits for a notify.
func TestExecboxWaitAsyncWithoutTimer(t *testing.T) {
	const SCRIPT = `
	const i32 = new Int32Array(new SharedArrayBuffer(16));
	const out = [];
	const r = Atomics.waitAsync(i32, 1, 0, 10);
	assert.sameValue(JSON.stringify(Atomics.waitAsync(i32, 1, 1)), '{"async":false,"value":"not-equal"}');
	assert.sameValue(JSON.stringify(Atomics.waitAsync(i32, 1, 0, 0)), '{"async":false,"value":"timed-out"}');
	assert.sameValue(r.async, true);
	assert.sameValue(Object.getPrototypeOf(r.value), Promise.prototype);
	const other = Atomics.waitAsync(new Int32Array(i32.buffer, 4), 0, 0); // the same element
	r.value.then((v) => out.push("r " + v));
	other.value.then((v) => out.push("other " + v));
	assert.sameValue(Atomics.notify(i32, 0), 0, "another element");
	assert.sameValue(Atomics.notify(i32, 1, 1), 1);
	assert.sameValue(Atomics.notify(i32, 1), 1);
	assert.sameValue(Atomics.notify(i32, 1), 0);
	Promise.resolve().then(() => Promise.resolve()).then(() => { globalThis.result = out.join() });
	`
	vm := New()
	if _, err := vm.RunScript("testlib.js", TESTLIB); err != nil {
		t.Fatal(err)
	}
	if _, err := vm.RunString(SCRIPT); err != nil {
		t.Fatal(err)
	}
	if got := vm.Get("result").String(); got != "r ok,other ok" {
		t.Fatalf("got %q", got)
	}
}

// With a host timer, a timed waiter times out when the timer fires, and a
// notified one is resolved by a timer task of delay 0 and cancels its
// timeout.
func TestExecboxWaitAsyncHostTimer(t *testing.T) {
	type pending struct {
		delay     time.Duration
		fn        Callable
		cancelled bool
	}
	var timers []*pending
	vm := New()
	vm.SetHostTimer(func(d time.Duration, fn Callable) func() {
		p := &pending{delay: d, fn: fn}
		timers = append(timers, p)
		return func() { p.cancelled = true }
	})
	_, err := vm.RunString(`
	const i32 = new Int32Array(new SharedArrayBuffer(8));
	var out = [];
	Atomics.waitAsync(i32, 0, 0, 25).value.then((v) => out.push("a " + v));
	Atomics.waitAsync(i32, 1, 0, 1.5).value.then((v) => out.push("b " + v));
	Atomics.waitAsync(i32, 1, 0).value.then((v) => out.push("c " + v));
	out.push("notified " + Atomics.notify(i32, 1));
	`)
	if err != nil {
		t.Fatal(err)
	}
	// a's and b's timeouts, then the two tasks that resolve b and c.
	if len(timers) != 4 || timers[0].delay != 25*time.Millisecond || timers[1].delay != 1500*time.Microsecond ||
		timers[2].delay != 0 || timers[3].delay != 0 {
		t.Fatalf("timers: %+v", timers)
	}
	if timers[0].cancelled || !timers[1].cancelled {
		t.Fatalf("b's timeout should be cancelled, a's not: %+v %+v", timers[0], timers[1])
	}
	for _, i := range []int{2, 3, 0} {
		if _, err := timers[i].fn(_undefined); err != nil {
			t.Fatal(err)
		}
	}
	if got := vm.Get("out").String(); got != "notified 2,b ok,c ok,a timed-out" {
		t.Fatalf("got %q", got)
	}
}

// Atomics.wait with no timeout blocks until the runtime is interrupted,
// and unwinds with the interrupt.
func TestExecboxAtomicsWaitInterrupt(t *testing.T) {
	for _, timeout := range []string{"", ", 60000"} {
		vm := New()
		go func() {
			time.Sleep(50 * time.Millisecond)
			vm.Interrupt("stop")
		}()
		start := time.Now()
		_, err := vm.RunString(`Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0` + timeout + `)`)
		var ie *InterruptedError
		if !errors.As(err, &ie) || ie.Value() != "stop" {
			t.Fatalf("timeout %q: got %v", timeout, err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Fatalf("the interrupt took %v to stop the wait", d)
		}
		vm.ClearInterrupt()
		// An interrupt that came first stops the wait before it sleeps.
		vm.Interrupt("early")
		_, err = vm.RunString(`1`)
		if !errors.As(err, &ie) {
			t.Fatalf("expected the early interrupt, got %v", err)
		}
	}
}

func TestExecboxSymbolsAsWeakKeys(t *testing.T) {
	const SCRIPT = `
	const s = Symbol("s"), wm = new WeakMap([[s, 1]]), ws = new WeakSet([s, Symbol.iterator]);
	assert.sameValue(wm.get(s), 1);
	assert(wm.has(s) && ws.has(s) && ws.has(Symbol.iterator));
	assert(wm.delete(s) && !wm.has(s) && !wm.delete(s));
	assert.sameValue(wm.set(Symbol(), 2), wm);
	assert.throws(TypeError, () => wm.set(Symbol.for("r"), 1));
	assert.throws(TypeError, () => ws.add(Symbol.for("r")));
	assert.throws(TypeError, () => new WeakMap([[Symbol.for("r"), 1]]));
	assert.throws(TypeError, () => wm.set(1, 1));
	assert(!wm.has(Symbol.for("r")) && !ws.delete(Symbol.for("r")));
	assert.throws(TypeError, () => new WeakRef(Symbol.for("r")));
	assert.sameValue(new WeakRef(s).deref(), s);
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

// A symbol key does not keep its entry alive.
func TestExecboxWeakMapSymbolCollected(t *testing.T) {
	vm := New()
	v, err := vm.RunString(`const wm = new WeakMap(); for (let i = 0; i < 100; i++) wm.set(Symbol(), {}); wm`)
	if err != nil {
		t.Fatal(err)
	}
	wm := v.(*Object).self.(*weakMapObject)
	for i := 0; i < 20; i++ {
		runtime.GC()
		wm.m.Lock()
		n := len(wm.m.syms)
		wm.m.Unlock()
		if n == 0 {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the entries of collected symbols stayed")
}
