package goja

// Tests of execbox-runner's resizable ArrayBuffer patch (execbox_rab.go;
// see PATCHES.md). The expected values are V8's (Node 20).

import (
	"runtime"
	"testing"
)

func TestResizableArrayBufferBasics(t *testing.T) {
	const SCRIPT = `
	const rab = new ArrayBuffer(4, { maxByteLength: 16 });
	assert.sameValue(rab.resizable, true);
	assert.sameValue(rab.maxByteLength, 16);
	assert.sameValue(new ArrayBuffer(4).resizable, false);
	assert.sameValue(new ArrayBuffer(4).maxByteLength, 4);
	assert.sameValue(new ArrayBuffer(4, {}).resizable, false, "no maxByteLength");
	assert.sameValue(typeof ArrayBuffer.prototype.resize, "function");
	assert.throws(TypeError, () => new ArrayBuffer(4).resize(2), "fixed-length");
	assert.throws(RangeError, () => rab.resize(17));
	assert.throws(RangeError, () => new ArrayBuffer(5, { maxByteLength: 4 }));
	assert.throws(RangeError, () => new ArrayBuffer(0, { maxByteLength: 2 ** 53 }));
	assert.throws(RangeError, () => new ArrayBuffer(0, { maxByteLength: 7 * 2 ** 50 }));
	assert.throws(RangeError, () => new ArrayBuffer(0, { maxByteLength: 2 ** 32 + 1 }), "above V8's limit");
	assert.sameValue(new ArrayBuffer(0, { maxByteLength: 2 ** 32 }).maxByteLength, 2 ** 32);

	const u8 = new Uint8Array(rab);
	u8.set([1, 2, 3, 4]);
	rab.resize(8);
	assert.sameValue(u8.length, 8, "length-tracking view grows");
	assert.sameValue(u8.join(), "1,2,3,4,0,0,0,0");
	rab.resize(2);
	u8[1] = 7;
	u8[5] = 9;
	assert.sameValue(u8[5], undefined, "past the end");
	rab.resize(8);
	assert.sameValue(u8.join(), "1,7,0,0,0,0,0,0", "bytes past a shrink read as zero when regrown");

	const s = rab.slice(1, 3);
	assert.sameValue(s.resizable, false);
	assert.sameValue(new Uint8Array(s).join(), "7,0");
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

func TestResizableArrayBufferOutOfBounds(t *testing.T) {
	const SCRIPT = `
	const rab = new ArrayBuffer(16, { maxByteLength: 32 });
	const fixed = new Int32Array(rab, 4, 2);
	const tracking = new Int16Array(rab, 8);
	const dv = new DataView(rab, 4, 8);
	rab.resize(10);
	assert.sameValue(fixed.length, 0, "out of bounds");
	assert.sameValue(fixed.byteLength, 0);
	assert.sameValue(fixed.byteOffset, 0);
	assert.sameValue(tracking.length, 1);
	assert.throws(TypeError, () => fixed.fill(1));
	assert.throws(TypeError, () => [...fixed]);
	assert.throws(TypeError, () => dv.byteLength);
	assert.throws(TypeError, () => dv.getInt8(0));
	assert.sameValue(Object.keys(fixed).length, 0);
	assert.sameValue(0 in fixed, false);
	rab.resize(12);
	assert.sameValue(fixed.length, 2, "back in bounds");
	assert.sameValue(fixed.byteOffset, 4);
	assert.sameValue(dv.byteLength, 8);
	rab.resize(7);
	assert.sameValue(tracking.length, 0);
	assert.throws(TypeError, () => tracking.at(0), "a tracking view starting past the end");
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

// A callback that shrinks the buffer must not let a method read or write
// past its end: the method keeps its length, reads undefined, and skips
// the writes.
func TestResizableArrayBufferShrinkInCallbacks(t *testing.T) {
	const SCRIPT = `
	const rab = new ArrayBuffer(8, { maxByteLength: 16 });
	const ta = new Uint8Array(rab);
	ta.set([1, 2, 3, 4, 5, 6, 7, 8]);
	const seen = [];
	ta.every((v, i) => { if (i === 0) rab.resize(2); seen.push(v); return true; });
	assert.sameValue(seen.join(), "1,2,,,,,,");

	rab.resize(8);
	ta.set([8, 7, 6, 5, 4, 3, 2, 1]);
	ta.sort((a, b) => { rab.resize(4); return a - b; });
	assert.sameValue(ta.join(), "1,2,3,4", "sorted values written back while the indices are valid");

	rab.resize(8);
	const dstBuf = new ArrayBuffer(8, { maxByteLength: 8 });
	class Shrinking extends Uint8Array {
		static get [Symbol.species]() { return function(n) { return new Uint8Array(dstBuf); }; }
	}
	const src = new Shrinking(8);
	const out = src.map((v, i) => { if (i === 2) dstBuf.resize(1); return i + 1; });
	assert.sameValue(out.length, 1);
	assert.sameValue(out[0], 1);

	rab.resize(16);
	const target = new Float64Array(rab);
	target.set([{ valueOf() { rab.resize(8); return 1; } }, 2]);
	assert.sameValue(target.length, 1);
	assert.sameValue(target[0], 1);

	rab.resize(16);
	const f = new Float64Array(rab);
	f.fill(5);
	const kept = f.filter((v, i) => { if (i === 0) rab.resize(8); return true; });
	assert.sameValue(kept.join(), "5,NaN", "an element gone reads as undefined");
	`
	testScriptWithTestLib(SCRIPT, _undefined, t)
}

// maxByteLength reserves nothing: a 4 GiB limit costs no memory until the
// buffer grows, and then only about what it grew to.
func TestResizableArrayBufferAllocatesOnResize(t *testing.T) {
	r := New()
	v, err := r.RunString(`new ArrayBuffer(0, { maxByteLength: 2 ** 32 })`)
	if err != nil {
		t.Fatal(err)
	}
	b := v.(*Object).self.(*arrayBufferObject)
	if c := cap(b.data); c != 0 {
		t.Fatalf("cap after construction = %d, want 0", c)
	}
	if _, err := r.RunString(`var b = new ArrayBuffer(0, { maxByteLength: 2 ** 32 }); b.resize(1000); b.resize(1001)`); err != nil {
		t.Fatal(err)
	}
	b = r.Get("b").(*Object).self.(*arrayBufferObject)
	if c := cap(b.data); c < 1001 || c > 4096 {
		t.Fatalf("cap after resize(1001) = %d", c)
	}
}

// The buffer holds its views weakly: views no longer reachable are
// dropped from its list.
func TestResizableArrayBufferViewsAreWeak(t *testing.T) {
	r := New()
	if _, err := r.RunString(`
	var rab = new ArrayBuffer(64, { maxByteLength: 128 });
	var keep = new Uint8Array(rab, 8);
	for (var i = 0; i < 1000; i++) new Uint8Array(rab, i % 64);
	`); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.GC()
	if _, err := r.RunString(`rab.resize(100)`); err != nil {
		t.Fatal(err)
	}
	b := r.Get("rab").(*Object).self.(*arrayBufferObject)
	if n := len(b.rab.views); n > 10 {
		t.Fatalf("%d views still registered after a collection, want about 1", n)
	}
	if l := r.Get("keep").(*Object).self.(*typedArrayObject).length; l != 92 {
		t.Fatalf("kept view's length = %d, want 92", l)
	}
}
