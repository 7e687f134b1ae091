package protocol

import (
	"encoding/json"
	"testing"
)

func TestErrorsAndCodes(t *testing.T) {
	if len(Codes) != 7 {
		t.Fatalf("Codes has %d codes, the specification 7", len(Codes))
	}
	for _, c := range Codes {
		if !KnownCode(string(c)) {
			t.Errorf("KnownCode(%q) = false", c)
		}
	}
	for _, s := range []string{"", "TIMEOUT", "error", "tool"} {
		if KnownCode(s) {
			t.Errorf("KnownCode(%q) = true", s)
		}
	}
	if ErrTimeout.Code != CodeTimeout || ErrTimeout.Message != "Execution timed out" {
		t.Errorf("ErrTimeout = %+v", ErrTimeout)
	}
	e := Errorf(CodeTool, "n=%d", 3)
	if e.Error() != "tool_error: n=3" {
		t.Errorf("Error() = %q", e.Error())
	}
	b, _ := json.Marshal(e)
	if string(b) != `{"code":"tool_error","message":"n=3"}` {
		t.Errorf("JSON %s", b)
	}
	if m := ErrMemoryLimit(1024); m.Code != CodeMemoryLimit || m.Message != "Memory limit exceeded: the guest used more than 1024 bytes" {
		t.Errorf("ErrMemoryLimit(1024) = %+v", m)
	}
}

// TestDoneShape checks the done line's keys, their order and escaping,
// for a success and a failure, against the specification's examples.
func TestDoneShape(t *testing.T) {
	tests := []struct {
		name   string
		id     string
		ok     bool
		logs   string
		result []byte
		err    *Error
		want   string
	}{
		{"ok with a result", "e1", true, `"a","b"`, []byte(`{"x":1}`), nil,
			`{"type":"done","id":"e1","ok":true,"durationMs":12,"logs":["a","b"],"result":{"x":1}}`},
		{"ok, undefined", "e2", true, "", nil, nil,
			`{"type":"done","id":"e2","ok":true,"durationMs":12,"logs":[]}`},
		{"failure", "e\"3\u2028", false, `"x"`, nil, &Error{Code: CodeRuntime, Message: "Error: \"no\"\n"},
			`{"type":"done","id":"e\"3\u2028","ok":false,"durationMs":12,"logs":["x"],"error":{"code":"runtime_error","message":"Error: \"no\"\n"}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line := AppendDoneHead(nil, tt.id, tt.ok, 12)
			line = append(line, tt.logs...)
			line = AppendDoneTail(line, tt.result, tt.err)
			if string(line) != tt.want {
				t.Errorf("got  %s\nwant %s", line, tt.want)
			}
			var d struct {
				ID string `json:"id"`
				OK bool   `json:"ok"`
			}
			if err := json.Unmarshal(line, &d); err != nil || d.ID != tt.id || d.OK != tt.ok {
				t.Errorf("decodes to %+v, %v", d, err)
			}
		})
	}
}
