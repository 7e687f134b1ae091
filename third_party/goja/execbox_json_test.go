package goja

import (
	"errors"
	"strings"
	"testing"
)

// TestParseJSONMatchesJSONParse builds the same values as JSON.parse for
// text both accept: compared through JSON.stringify, which shows key order,
// -0 aside (checked separately) and number formatting.
func TestParseJSONMatchesJSONParse(t *testing.T) {
	r := New()
	stringify, _ := AssertFunction(r.Get("JSON").ToObject(r).Get("stringify"))
	parse, _ := AssertFunction(r.Get("JSON").ToObject(r).Get("parse"))
	for _, text := range []string{
		`null`, `true`, `false`, `0`, `-1`, `123456789012345`, `1234567890123456789`, `1.5`, `-0.25e-3`, `1e-400`,
		`""`, `"plain"`, `"esc\"\\\/\b\f\n\r\t"`, `"\u0041\u00e9\u4e2d"`, `"é中😀"`, `"\ud83d\ude00"`,
		`[]`, `{}`, ` [ 1 , [ ] , { } , "x" ] `, `{"a":1,"b":[true,false,null],"c":{"d":"e"}}`,
		`{"a":1,"a":2,"b":3}`, `{"__proto__":{"x":1}}`, `[{"k":1},{"k":2},{"k":3}]`, `{"é":1,"\u00e9x":2}`,
	} {
		got, err := r.ParseJSON([]byte(text), ParseJSONOptions{})
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		want, err := parse(nil, r.ToValue(text))
		if err != nil {
			t.Fatalf("%s: JSON.parse: %v", text, err)
		}
		g, _ := stringify(nil, got)
		w, _ := stringify(nil, want)
		if !g.SameAs(w) {
			t.Errorf("%s: got %v, JSON.parse gives %v", text, g, w)
		}
	}
}

func TestParseJSONExact(t *testing.T) {
	r := New()
	check := func(text, script string) {
		t.Helper()
		v, err := r.ParseJSON([]byte(text), ParseJSONOptions{})
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		r.Set("v", v)
		res, err := r.RunString(script)
		if err != nil {
			t.Fatalf("%s: %s: %v", text, script, err)
		}
		if !res.ToBoolean() {
			t.Errorf("%s: %s is false", text, script)
		}
	}
	check(`"\ud800"`, `v.length === 1 && v.charCodeAt(0) === 0xd800`)
	check(`"a\udc00b\ud800"`, `v.length === 4 && v.charCodeAt(1) === 0xdc00 && v.charCodeAt(3) === 0xd800`)
	check(`{"\ud800":"secret","\ufffd":2}`, `Object.keys(v).length === 2 && v["\ud800"] === "secret" && v["\ufffd"] === 2`)
	check(`{"__proto__":1}`, `Object.getPrototypeOf(v) === Object.prototype && Object.getOwnPropertyDescriptor(v, "__proto__").value === 1`)
	check(`-0`, `Object.is(v, -0)`)
	// As V8 does; goja's JSON.parse refuses these.
	check(`[1E400, -1e400]`, `v[0] === Infinity && v[1] === -Infinity`)
	check(`[-0.0]`, `Object.is(v[0], -0)`)
	check(`{"a":1,"a":2}`, `v.a === 2 && Object.keys(v).length === 1`)
	// Invalid UTF-8 is replaced per maximal subpart, as the WHATWG decoder
	// does: never read as Latin-1.
	check("\"\xff\"", `v === "\ufffd"`)
	check("\"a\xe2\x82b\"", `v === "a\ufffdb"`)
	check("\"\xed\xa0\x80\"", `v === "\ufffd\ufffd\ufffd"`)
	check("\"\xf0\x9f\x98\"", `v === "\ufffd"`)
	check("{\"\xc3\":\"\xc3\xa9\"}", `v["\ufffd"] === "é"`)
}

func TestParseJSONDeep(t *testing.T) {
	r := New()
	const depth = 100000
	text := strings.Repeat(`[{"a":`, depth) + "1" + strings.Repeat("}]", depth)
	v, err := r.ParseJSON([]byte(text), ParseJSONOptions{})
	if err != nil {
		t.Fatal(err)
	}
	r.Set("v", v)
	res, err := r.RunString(`let d = 0; for (let x = v; typeof x === "object"; x = x[0].a) d++; d`)
	if err != nil {
		t.Fatal(err)
	}
	if res.ToInteger() != depth {
		t.Errorf("depth %v, want %d", res, depth)
	}
}

func TestParseJSONErrors(t *testing.T) {
	r := New()
	for _, text := range []string{
		``, ` `, `[`, `[1,]`, `{"a"}`, `{"a":1,}`, `{a:1}`, `01`, `1.`, `.5`, `-`, `1e`, `+1`, `tru`, `nul`, `"abc`,
		"\"a\nb\"", `"\x"`, `"\u12"`, `"\u12g4"`, `[1] 2`, `[1]]`, `{"a":1]`, `NaN`, `'a'`, "\xff",
	} {
		if v, err := r.ParseJSON([]byte(text), ParseJSONOptions{}); err == nil {
			t.Errorf("%q: got %v, want an error", text, v)
		} else if _, ok := err.(*JSONSyntaxError); !ok {
			t.Errorf("%q: error %T %v, want *JSONSyntaxError", text, err, err)
		}
	}
}

func TestParseJSONStop(t *testing.T) {
	r := New()
	text := "[" + strings.Repeat("1,", 100000) + "1]"
	_, err := r.ParseJSON([]byte(text), ParseJSONOptions{Stop: func() bool { return true }})
	if !errors.Is(err, ErrParseStopped) {
		t.Errorf("got %v, want ErrParseStopped", err)
	}
}

func TestParseJSONShare(t *testing.T) {
	r := New()
	data := []byte(`["` + strings.Repeat("x", 100) + `","short"]`)
	v, err := r.ParseJSON(data, ParseJSONOptions{ShareMin: 50})
	if err != nil {
		t.Fatal(err)
	}
	long := v.(*Object).Get("0").String()
	if len(long) != 100 {
		t.Fatal(long)
	}
	// The long string shares data; the short one is a copy.
	data[2] = 'y'
	data[len(data)-4] = 'X'
	if got := v.(*Object).Get("0").String(); got[0] != 'y' {
		t.Errorf("the long string was copied")
	}
	if got := v.(*Object).Get("1").String(); got != "short" {
		t.Errorf("the short string was shared: %q", got)
	}
}

func TestEnumerableKeys(t *testing.T) {
	r := New()
	v, err := r.RunString(`const o = { ok: 1 }; o["\ud800"] = "secret"; o["\ufffd"] = 2; Object.defineProperty(o, "hidden", { value: 3 }); o`)
	if err != nil {
		t.Fatal(err)
	}
	o := v.(*Object)
	keys := o.EnumerableKeys()
	if len(keys) != 3 || keys[1].Length() != 1 || keys[1].CharAt(0) != 0xd800 || keys[2].CharAt(0) != 0xfffd {
		t.Fatalf("keys %v", keys)
	}
	if got := o.GetKey(keys[1]); got.String() != "secret" {
		t.Errorf("GetKey(\\ud800) = %v", got)
	}
}
