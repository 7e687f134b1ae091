package ndjson

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func members(t *testing.T, line string) (map[string]string, error) {
	t.Helper()
	m := map[string]string{}
	err := Object([]byte(line), func(name string, v []byte) { m[name] = string(v) })
	return m, err
}

func TestObject(t *testing.T) {
	m, err := members(t, ` { "type" : "tool_result", "result":{"a":[1,{"b":null}]} ,"ok":true,"n":-1.5e3,"s":"x\"y"} `)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"type": `"tool_result"`, "result": `{"a":[1,{"b":null}]}`, "ok": "true", "n": "-1.5e3", "s": `"x\"y"`}
	for k, v := range want {
		if m[k] != v {
			t.Errorf("%s = %s, want %s", k, m[k], v)
		}
	}
	if m, err := members(t, `{}`); err != nil || len(m) != 0 {
		t.Errorf("{}: %v %v", m, err)
	}
}

// TestObjectDeep: encoding/json stops at 10,000 levels; a valid line of any
// depth is valid here.
func TestObjectDeep(t *testing.T) {
	const depth = 1000000
	deep := strings.Repeat(`[{"a":`, depth) + "1" + strings.Repeat("}]", depth)
	if json.Valid([]byte(deep)) {
		t.Fatal("encoding/json accepts this depth now; the test shows nothing")
	}
	m, err := members(t, `{"type":"tool_result","callId":"call-1","ok":true,"result":`+deep+`}`)
	if err != nil {
		t.Fatal(err)
	}
	if m["callId"] != `"call-1"` || len(m["result"]) != len(deep) {
		t.Errorf("members %q, result of %d bytes", m["callId"], len(m["result"]))
	}
	if _, err := members(t, `{"result":`+deep[:len(deep)-1]+`}`); err == nil {
		t.Error("an unbalanced deep value was accepted")
	}
}

// TestObjectAgreesWithEncodingJSON: what encoding/json accepts as an
// object, Object accepts, and the other way round.
func TestObjectAgreesWithEncodingJSON(t *testing.T) {
	for _, line := range []string{
		`{"a":1}`, `{"a":1,}`, `{"a"}`, `{a:1}`, `{"a":01}`, `{"a":1.}`, `{"a":.5}`, `{"a":-}`, `{"a":1e}`, `{"a":1e+5}`,
		`{"a":+1}`, `{"a":tru}`, `{"a":nulll}`, `{"a":"abc}`, "{\"a\":\"a\tb\"}", `{"a":"\x"}`, `{"a":"\u12"}`,
		`{"a":"\u12G4"}`, `{"a":"\/\b\f\n\r\t\"\\"}`, `{"a":[1,]}`, `{"a":[,1]}`, `{"a":{"b":1]}`, `{"a":1} x`, `{"a":1}}`,
		`[1]`, `"s"`, `1`, `null`, ``, `   `, `{`, `{"a":[]}`, `{"a":{}}`, `{"a":[[],[{}]]}`, `{"":""}`,
		"{\"a\":\"\xff\"}", `{"a":"\ud800"}`, `{"a":NaN}`, `{"a":'x'}`, `{"a":1,"a":2}`,
	} {
		var v map[string]any
		std := json.Unmarshal([]byte(line), &v) == nil && v != nil
		_, err := members(t, line)
		if (err == nil) != std {
			t.Errorf("%q: Object error %v, encoding/json accepts: %v", line, err, std)
		}
	}
}

func TestUnquote(t *testing.T) {
	for _, c := range []struct{ raw, want string }{
		{`"plain"`, "plain"},
		{`""`, ""},
		{`"\"\\\/\b\f\n\r\t"`, "\"\\/\b\f\n\r\t"},
		{`"\u0041\u00e9\u4e2d"`, "Aé中"},
		{`"\ud83d\ude00"`, "😀"},
		{`"é😀"`, "é😀"},
		// A lone surrogate stays one, in WTF-8.
		{`"\ud800"`, "\xed\xa0\x80"},
		{`"a\udfffb"`, "a\xed\xbf\xbfb"},
		{`"\ud800\u0041"`, "\xed\xa0\x80A"},
		{`"\ude00\ud83d"`, "\xed\xb8\x80\xed\xa0\xbd"},
		// Invalid UTF-8: one U+FFFD per maximal subpart, as WHATWG says.
		{"\"\xff\"", "\ufffd"},
		{"\"a\xe2\x82b\"", "a\ufffdb"},
		{"\"\xed\xa0\x80\"", "\ufffd\ufffd\ufffd"},
		{"\"\xf0\x9f\x98\"", "\ufffd"},
		{"\"\xc3\"", "\ufffd"},
		{"\"\xe0\x80\x80\"", "\ufffd\ufffd\ufffd"},
		{"\"\xf4\x90\x80\x80\"", "\ufffd\ufffd\ufffd\ufffd"},
	} {
		if got := Unquote([]byte(c.raw)); got != c.want {
			t.Errorf("Unquote(%q) = %q, want %q", c.raw, got, c.want)
		}
	}
}

// TestAppendStringWTF8: a lone surrogate from the host goes back out as
// the escape it came in as.
func TestAppendStringWTF8(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{Unquote([]byte(`"id \ud800 \udc00x"`)), `"id \ud800 \udc00x"`},
		{"\xed\x9f\xbf", "\"\xed\x9f\xbf\""}, // U+D7FF, a valid character
		{"\xed\xa0", `"\ufffd\ufffd"`},
		{"\xff", `"\ufffd"`},
	} {
		if got := string(AppendString(nil, c.in)); got != c.want {
			t.Errorf("AppendString(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

// TestReaderRelease: a released line survives later reads.
func TestReaderRelease(t *testing.T) {
	r := NewReader(strings.NewReader("first line\nsecond\n"), 0)
	first, err := r.ReadLine()
	if err != nil {
		t.Fatal(err)
	}
	r.Release()
	if _, err := r.ReadLine(); err != nil {
		t.Fatal(err)
	}
	if string(first) != "first line" {
		t.Errorf("released line became %q", first)
	}
}

// FuzzObject: Object accepts exactly the objects that are valid JSON
// (encoding/json's json.Valid, below its depth limit), and a string member
// read by Unquote and written by AppendString reads back the same: lone
// surrogates and all. Validity, not json.Unmarshal into a map: Unmarshal
// refuses a number beyond float64's range, such as 1e700, which is valid
// JSON and which JSON.parse reads as Infinity, as the guest's result
// decoding does.
func FuzzObject(f *testing.F) {
	for _, s := range []string{
		`{"type":"tool_result","callId":"call-1","ok":true,"result":{"a":[1,"x",null,true]}}`,
		`{"a":"\ud800\udc00\ud800","b":"\u00e9\n"}`, "{\"a\":\"\xff\xe2\x82\"}", `{"a":[[[{}]]]}`, `{"a":1e5,"b":-0.5}`, `{"":1e700}`, `[1]`, `{"a":}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		std := json.Valid(line) && bytes.HasPrefix(bytes.TrimLeft(line, " \t\r\n"), []byte("{"))
		var strs [][]byte
		err := Object(line, func(_ string, raw []byte) {
			if raw[0] == '"' {
				strs = append(strs, raw)
			}
		})
		if (err == nil) != std {
			t.Fatalf("%q: Object error %v, encoding/json accepts: %v", line, err, std)
		}
		for _, raw := range strs {
			s := Unquote(raw)
			if back := Unquote(AppendString(nil, s)); back != s {
				t.Fatalf("%s: Unquote %q, written and read back %q", raw, s, back)
			}
		}
	})
}

func TestValid(t *testing.T) {
	deep := strings.Repeat("[", 20000) + strings.Repeat("]", 20000)
	for _, ok := range []string{`{}`, ` [1, "x", null] `, `42`, `"s"`, "{\"a\":1}\r", deep, "\"\xff\""} {
		if err := Valid([]byte(ok)); err != nil {
			t.Errorf("Valid(%.40q) = %v", ok, err)
		}
	}
	for _, bad := range []string{``, `not json`, `{"a":}`, `{} {}`, `[1,]`, `{"type": "tool_result", broken`} {
		if err := Valid([]byte(bad)); err == nil {
			t.Errorf("Valid(%q) = nil", bad)
		}
	}
}

func TestArray(t *testing.T) {
	var got []string
	if err := Array([]byte(` [1, {"a":[2,"]"]} ,"x,]", []] `), func(v []byte) { got = append(got, string(v)) }); err != nil {
		t.Fatal(err)
	}
	if want := []string{`1`, `{"a":[2,"]"]}`, `"x,]"`, `[]`}; !reflect.DeepEqual(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for _, bad := range []string{`[1,]`, `{}`, `[1 2]`, `[1] 2`, `[`, `"x"`} {
		if err := Array([]byte(bad), func([]byte) {}); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	n := 0
	if err := Array([]byte(`[]`), func([]byte) { n++ }); err != nil || n != 0 {
		t.Fatalf("[]: %v, %d elements", err, n)
	}
}
