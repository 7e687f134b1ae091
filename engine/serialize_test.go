package engine

import (
	"encoding/json"
	"errors"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/protocol"
)

// TestSerializeResult: what a final result looks like on the wire, and
// what is refused, with the path of the offending part.
func TestSerializeResult(t *testing.T) {
	tests := []struct {
		code string
		want string // JSON, "undefined", or "!message" for a serialization_error
	}{
		// Primitives.
		{"true", "true"},
		{"false", "false"},
		{"null", "null"},
		{"undefined", "undefined"},
		{"void 0", "undefined"},
		{"'x'", `"x"`},
		{"new Object()", "{}"},
		{"[]", "[]"},
		{"[[[]]]", "[[[]]]"},

		// Numbers as JSON.stringify writes them.
		{"-0", "0"},
		{"[-0]", "[0]"},
		{"1e21", "1e+21"},
		{"1e20", "100000000000000000000"},
		{"1e-7", "1e-7"},
		{"0.000001", "0.000001"},
		{"0.1 + 0.2", "0.30000000000000004"},
		{"2 ** 53", "9007199254740992"},
		{"-1.5e-300", "-1.5e-300"},
		{"Number.MAX_VALUE", "1.7976931348623157e+308"},
		{"5e-324", "5e-324"},
		{"NaN", "!result: NaN is not a finite number"},
		{"[Infinity]", "!result[0]: Infinity is not a finite number"},
		{"({a: -Infinity})", "!result.a: -Infinity is not a finite number"},

		// Strings: only what JSON requires is escaped, plus U+2028/2029.
		{`'\u0001\n\t\r\b\f"\\/'`, `"\u0001\n\t\r\b\f\"\\/"`},
		{`'\u0000\u001f\u007f'`, "\"\\u0000\\u001f\u007f\""},
		{`'\u2028\u2029'`, `"\u2028\u2029"`},
		{`'é😀<>&'`, `"é😀<>&"`},
		{`({'<k>': '&'})`, `{"<k>":"&"}`},

		// Objects and arrays.
		{"({'1': 1, b: 2, a: 3})", `{"1":1,"b":2,"a":3}`},
		{"({a: undefined, b: 1})", `{"b":1}`},
		{"[undefined, , 1]", "[null,null,1]"},
		{"const a = [1]; a[3] = 2; a", "[1,null,null,2]"},
		{"const a = [1, 2]; a.extra = 3; a", "[1,2]"},
		{"const o = Object.create(null); o.a = 1; o", `{"a":1}`},
		{"({[Symbol('k')]: 1, a: 2})", `{"a":2}`},
		{"Object.defineProperty({}, 'hidden', {value: 1, enumerable: false})", "{}"},
		{"const x = {}; ({a: x, b: x, c: [x, x]})", `{"a":{},"b":{},"c":[{},{}]}`},
		{"({get x() { return 5 }})", `{"x":5}`},
		{"Math", "{}"},

		// Refused, with a path.
		{"({items: [1, 2, 3, {when: new Date(0)}]})", "!result.items[3].when: Date is not a plain object"},
		{"({'a-b': new Map()})", `!result["a-b"]: Map is not a plain object`},
		{"({'': new Set()})", `!result[""]: Set is not a plain object`},
		{"({'a b': {c: [/x/]}})", `!result["a b"].c[0]: RegExp is not a plain object`},
		{"({x: {'0': new Date()}})", `!result.x["0"]: Date is not a plain object`},
		{`({'q"': new Date()})`, `!result["q\""]: Date is not a plain object`},
		{"({$ok: {_also: {café: new Date()}}})", "!result.$ok._also.café: Date is not a plain object"},
		{"10n", "!result: bigint is not serializable"},
		{"({b: [1n]})", "!result.b[0]: bigint is not serializable"},
		{"Symbol('s')", "!result: symbol is not serializable"},
		{"({s: Symbol()})", "!result.s: symbol is not serializable"},
		{"(function f() {})", "!result: function is not serializable"},
		{"({f() {}})", "!result.f: function is not serializable"},
		{"({a: 1, toJSON() { return 2 }})", "!result.toJSON: function is not serializable"},
		{"class A {}; new A()", "!result: A is not a plain object"},
		{"class A {}; ({a: [new A()]})", "!result.a[0]: A is not a plain object"},
		{"const a = {}; a.self = a; a", "!result.self: cyclic reference"},
		{"const a = []; a.push(a); a", "!result[0]: cyclic reference"},
		{"const a = {b: {c: {}}}; a.b.c.d = a.b; a", "!result.b.c.d: cyclic reference"},
		{"new Proxy({}, {})", "!result: Proxy is not a plain object"},
		{"({p: new Proxy([], {})})", "!result.p: Proxy is not a plain object"},
		{"new Uint8Array(2)", "!result: Uint8Array is not a plain object"},
		{"new ArrayBuffer(2)", "!result: ArrayBuffer is not a plain object"},
		{"[new Error('e')]", "!result[0]: Error is not a plain object"},
		{"new WeakMap()", "!result: WeakMap is not a plain object"},
		{"new Boolean(true)", "!result: Boolean is not a plain object"},
		{"new String('s')", "!result: String is not a plain object"},
		{"Object.setPrototypeOf([1], null)", "!result: array with a custom prototype is not serializable"},
		{"class B extends Array {}; B.from([1])", "!result: array with a custom prototype is not serializable"},
		{"Object.setPrototypeOf({}, Object.setPrototypeOf({}, null))", "!result: object with a custom prototype is not a plain object"},

		// The guest's JSON and toJSON are never consulted.
		{"JSON.stringify = () => '\"hacked\"'; ({a: 1})", `{"a":1}`},
		{"Date.prototype.toJSON = () => 1; new Date(0)", "!result: Date is not a plain object"},
		{"Object.prototype.toJSON = () => 1; ({a: 1})", `{"a":1}`},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			o := eval(t, tt.code)
			if msg, ok := strings.CutPrefix(tt.want, "!"); ok {
				errResult(t, o, protocol.CodeSerialization, msg)
				return
			}
			okResult(t, o, tt.want)
		})
	}
}

// TestSerializeGetterThrows: a getter runs during serialization; what it
// throws is the guest's error, not a serialization failure.
func TestSerializeGetterThrows(t *testing.T) {
	tests := []struct{ code, msg string }{
		{"({get x() { throw new Error('boom') }})", "boom"},
		{"({a: [{get x() { throw 'str' }}]})", "str"},
	}
	for _, tt := range tests {
		errResult(t, eval(t, tt.code), protocol.CodeRuntime, tt.msg)
	}
	t.Run("in a tool input", func(t *testing.T) {
		o := evalProviders(t, "await tools.echo({get x() { throw new Error('in input') }})", toolsProvider)
		errResult(t, o, protocol.CodeRuntime, "in input")
	})
}

// TestSerializeStringsRoundTrip: whatever the string, the wire form is
// valid JSON that decodes to the same text (lone surrogates, which UTF-8
// cannot carry, become U+FFFD).
func TestSerializeStringsRoundTrip(t *testing.T) {
	tests := []struct{ js, want string }{
		{`'plain'`, "plain"},
		{`'\u2028'`, "\u2028"},
		{`String.fromCharCode(...Array.from({length: 32}, (_, i) => i))`, string(func() []byte {
			b := make([]byte, 32)
			for i := range b {
				b[i] = byte(i)
			}
			return b
		}())},
		{`'\ud800'`, "\ufffd"},
		{`'a\udfffb'`, "a\ufffdb"},
		{`'😀'`, "😀"},
	}
	for _, tt := range tests {
		o := eval(t, tt.js)
		if o.Err != nil {
			t.Fatalf("%s: %s", tt.js, describeOutcome(o))
		}
		var got string
		if err := json.Unmarshal(o.Result, &got); err != nil {
			t.Fatalf("%s: %s is not JSON: %v", tt.js, o.Result, err)
		}
		if got != tt.want {
			t.Errorf("%s: round trip %q, want %q", tt.js, got, tt.want)
		}
	}
}

func TestSerializerPathString(t *testing.T) {
	s := serializer{path: []pathStep{
		{key: "input of tools.echo", index: -1},
		{key: "a", index: -1},
		{index: 0},
		{key: "b-c", index: -1},
		{key: "", index: -1},
		{key: "café", index: -1},
		{index: 12},
		{key: "1x", index: -1},
	}}
	want := `input of tools.echo.a[0]["b-c"][""].café[12]["1x"]`
	if got := s.pathString(); got != want {
		t.Errorf("pathString() = %s, want %s", got, want)
	}
}

// TestSerializerStops: once the execution is over, a long walk gives up
// rather than keep the loop busy.
func TestSerializerStops(t *testing.T) {
	vm := goja.New()
	v, err := vm.RunString(`Array.from({length: 5000}, (_, i) => ({i}))`)
	if err != nil {
		t.Fatal(err)
	}
	objectProto := vm.Get("Object").ToObject(vm).Get("prototype").ToObject(vm)
	arrayProto := vm.Get("Array").ToObject(vm).Get("prototype").ToObject(vm)

	var stop atomic.Bool
	s := serializer{objectProto: objectProto, arrayProto: arrayProto, stop: &stop}
	out, ok, err := s.serialize("result", v)
	if err != nil || !ok || !json.Valid(out) {
		t.Fatalf("serialize = %.40s…, %v, %v", out, ok, err)
	}
	stop.Store(true)
	_, _, err = s.serialize("result", v)
	if !errors.Is(err, errStopped) {
		t.Fatalf("serialize after stop = %v, want errStopped", err)
	}
}

// TestSerializerStopsInsideALongString: a result of a few huge strings is
// a few values, which the walk's count of values never reaches a check
// for; the bytes written are counted too, so a stopped walk gives up in
// the middle of one string, and a long string written in pieces reads
// exactly as one written whole, characters across a piece's end included.
func TestSerializerStopsInsideALongString(t *testing.T) {
	vm := goja.New()
	for _, code := range []string{
		`'x'.repeat(pollBytes - 1) + '\u00e9\u20ac"\n' + 'y'.repeat(3 * pollBytes)`,
		`'\u00e9\u20ac\ud83d\ude00\\'.repeat(pollBytes / 3)`,
	} {
		vm.Set("pollBytes", pollBytes)
		v, err := vm.RunString(code)
		if err != nil {
			t.Fatal(err)
		}
		var stop atomic.Bool
		s := serializer{stop: &stop}
		out, ok, err := s.serialize("result", v)
		want, _ := json.Marshal(v.String())
		if err != nil || !ok || string(out) != string(want) {
			t.Fatalf("serialize = %.40q…, %v, %v; want %.40q…", out, ok, err, want)
		}
		stop.Store(true)
		_, _, err = s.serialize("result", v)
		if !errors.Is(err, errStopped) || len(s.buf) > 2*pollBytes {
			t.Fatalf("serialize after stop = %v after %d bytes, want errStopped within %d", err, len(s.buf), 2*pollBytes)
		}
	}
}

// TestSerializeLoneSurrogates: a lone surrogate, which a Go string cannot
// hold, goes on the wire as a \uXXXX escape, byte for byte what
// JSON.stringify writes; a pair stays its character and a real U+FFFD
// stays itself.
func TestSerializeLoneSurrogates(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{`"a\ud800b"`, `"a\ud800b"`},
		{`"\udc00"`, `"\udc00"`},
		{`"x\ud83d"`, `"x\ud83d"`},
		{`"ok\ud83d\ude00"`, `"ok😀"`},
		{`"\ufffd"`, `"` + "\ufffd" + `"`},
		{`({k: "\ud800\n\"q\""})`, `{"k":"\ud800\n\"q\""}`},
	} {
		okResult(t, eval(t, c.code), c.want)
	}
}
