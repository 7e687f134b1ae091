package session

import (
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/execbox/execbox-runner/protocol"
)

// TestDecodeDeepToolResult: encoding/json refused a line nested deeper
// than 10,000 levels, so a valid tool_result was dropped as malformed and
// its call hung until the deadline.
func TestDecodeDeepToolResult(t *testing.T) {
	deep := strings.Repeat("[", 50000) + strings.Repeat("]", 50000)
	line := []byte(`{"type":"tool_result","callId":"call-1","ok":true,"result":` + deep + `}`)
	m, err := decode(line)
	if err != nil {
		t.Fatal(err)
	}
	if m.Type != typeToolResult || m.CallID != "call-1" || string(m.Result.Result) != deep {
		t.Fatalf("decoded %s, %q, %d bytes", m.Type, m.CallID, len(m.Result.Result))
	}
	// The result is the line's own bytes, not a copy.
	start := uintptr(unsafe.Pointer(unsafe.SliceData(line)))
	p := uintptr(unsafe.Pointer(unsafe.SliceData(m.Result.Result)))
	if p < start || p >= start+uintptr(len(line)) {
		t.Error("the result was copied out of the line")
	}
}

// TestDecodeDeepExecute: an execute with deep nesting is answered, never
// dropped unanswered. Deep in an unknown option it is valid JSON, decoded
// at any depth and reported as an unknown field; deep where a provider
// should be, it gets a validation_error done.
func TestDecodeDeepExecute(t *testing.T) {
	deep := strings.Repeat("[", 20000) + strings.Repeat("]", 20000)
	m, err := decode([]byte(`{"type":"execute","id":"x","code":"1","options":{"extra":` + deep + `},"providers":[]}`))
	if err != nil || m.Execute == nil || len(m.Unknown) != 1 || m.Unknown[0].Path != "execute.options.extra" {
		t.Fatalf("deep unknown option: decoded %+v, %v", m, err)
	}
	m, err = decode([]byte(`{"type":"execute","id":"x","code":"1","options":{},"providers":[` + deep + `]}`))
	var ve *ValidationError
	if m.Type != typeExecute || !m.IDOK || m.ID != "x" || !errors.As(err, &ve) {
		t.Fatalf("deep provider: decoded %+v, %v", m, err)
	}
}

// TestDecodeExactStrings: escaped lone surrogates survive decoding (in
// WTF-8, which the engine reads back exactly), and invalid UTF-8 becomes
// U+FFFD per maximal subpart, never Latin-1.
func TestDecodeExactStrings(t *testing.T) {
	m, err := decode([]byte(`{"type":"execute","id":"a\ud800","code":"'\ud800'","options":{},"providers":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != "a\xed\xa0\x80" || m.Execute.Code != "'\xed\xa0\x80'" {
		t.Errorf("id %q, code %q", m.ID, m.Execute.Code)
	}
	m, err = decode([]byte("{\"type\":\"execute\",\"id\":\"x\",\"code\":\"'\xff\xe2\x82'\",\"options\":{},\"providers\":[]}"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Execute.Code != "'\ufffd\ufffd'" {
		t.Errorf("code %q", m.Execute.Code)
	}
	m, err = decode([]byte(`{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":"tool_error","message":"x\udc00"}}`))
	if err != nil {
		t.Fatal(err)
	}
	wantErr(t, m, protocol.CodeTool, "x\xed\xb0\x80")
	if got := string((&doneMsg{ID: m.Result.Err.Message, Logs: []string{}}).appendTo(nil)); !strings.Contains(got, `"id":"x\udc00"`) {
		t.Errorf("written back as %s", got)
	}
}
