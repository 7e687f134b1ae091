package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
)

// Defaults for options the host leaves out, as execbox resolves them.
const (
	DefaultTimeoutMs        = 5000
	DefaultMemoryLimitBytes = 64 << 20
	DefaultMaxLogLines      = 100
	DefaultMaxLogChars      = 64000
)

// Inbound message types.
const (
	typeExecute    = "execute"
	typeCancel     = "cancel"
	typeToolResult = "tool_result"
)

// doneMsg is the final message. Field order is the specification's.
type doneMsg struct {
	Type       string          `json:"type"`
	ID         string          `json:"id"`
	OK         bool            `json:"ok"`
	DurationMs int64           `json:"durationMs"`
	Logs       []string        `json:"logs"`
	Result     json.RawMessage `json:"result,omitempty"` // absent for undefined
	Error      *engine.Error   `json:"error,omitempty"`
}

// ValidationError is an inbound message that does not have the shape the
// protocol requires. Its message names the field.
type ValidationError struct{ Msg string }

func (e *ValidationError) Error() string { return e.Msg }

func invalid(format string, args ...any) error {
	return &ValidationError{Msg: fmt.Sprintf(format, args...)}
}

// inbound is one decoded line from the host.
type inbound struct {
	Type     string
	received time.Time

	// execute: the id when it is a string, and either a request or the
	// reason it was refused.
	ID      string
	IDOK    bool
	Execute *executeRequest

	// tool_result
	CallID string
	Result engine.ToolResult
}

// executeRequest is a validated execute message.
type executeRequest struct {
	ID        string
	Code      string
	Timeout   time.Duration
	MemLimit  int64
	Limits    engine.Limits
	Providers []engine.Provider
}

// fields is a JSON object's members by name.
type fields map[string]json.RawMessage

// kind names the JSON type of a raw value, or "missing".
func kind(raw json.RawMessage) string {
	raw = bytes.TrimLeft(raw, " \t\r\n")
	if len(raw) == 0 {
		return "missing"
	}
	switch raw[0] {
	case '"':
		return "string"
	case '{':
		return "object"
	case '[':
		return "array"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	}
	return "number"
}

// decode parses one line. Lines that are not a JSON object with a known
// type fail with a *ValidationError; so does a cancel or tool_result with
// bad fields. An execute with bad fields decodes, carrying its error, so
// that the session can answer it with a validation_error done.
//
// The line is scanned by ndjson.Object, not encoding/json: members are
// subslices of line (a tool result is not copied, and stays valid only as
// long as line does), nesting has no depth limit, strings keep escaped lone
// surrogates (in WTF-8), and invalid UTF-8 reads as U+FFFD.
func decode(line []byte) (inbound, error) {
	f := make(fields, 8)
	if err := ndjson.Object(line, func(name string, v []byte) { f[name] = v }); err != nil {
		if kind(line) != "object" {
			return inbound{}, invalid("message is not a JSON object")
		}
		return inbound{}, invalid("message is not valid JSON: %v", err)
	}
	var typ string
	if err := stringField(f, "message", "type", &typ); err != nil {
		return inbound{}, err
	}
	m := inbound{Type: typ}
	switch typ {
	case typeExecute:
		if m.IDOK = kind(f["id"]) == "string"; m.IDOK {
			m.ID = ndjson.Unquote(f["id"])
		}
		req, err := decodeExecute(f)
		if err != nil {
			return m, err
		}
		m.Execute = req
	case typeCancel:
		if err := stringField(f, "cancel", "id", &m.ID); err != nil {
			return m, err
		}
	case typeToolResult:
		if err := decodeToolResult(f, &m); err != nil {
			return m, err
		}
	default:
		return m, invalid("message.type %q is not a message a runner accepts", typ)
	}
	return m, nil
}

// warmLines are one of each message a host sends, decoded once before
// stdin is read: encoding/json builds its per-type decoders on first use,
// which would otherwise cost the first execute about 100 µs.
var warmLines = []string{
	`{"type":"execute","id":"w","code":"1","options":{"timeoutMs":1000,"memoryLimitBytes":1048576,"maxLogLines":1,"maxLogChars":1},"providers":[{"name":"p","tools":{"t":{"safeName":"t","originalName":"t","description":"d"}},"types":""}]}`,
	`{"type":"tool_result","callId":"call-1","ok":true,"result":{"a":[1,"x",null,true]}}`,
	`{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":"tool_error","message":"m"}}`,
	`{"type":"cancel","id":"w"}`,
}

// warmDecode decodes warmLines.
func warmDecode() {
	for _, l := range warmLines {
		_, _ = decode([]byte(l))
	}
}

func stringField(f fields, msg, name string, dst *string) error {
	raw := f[name]
	if k := kind(raw); k != "string" {
		if k == "missing" {
			return invalid("%s.%s is missing", msg, name)
		}
		return invalid("%s.%s must be a string, not %s", msg, name, k)
	}
	// raw was checked as it was scanned, by ndjson.Object or encoding/json.
	*dst = ndjson.Unquote(raw)
	return nil
}

func decodeToolResult(f fields, m *inbound) error {
	if err := stringField(f, "tool_result", "callId", &m.CallID); err != nil {
		return err
	}
	var ok bool
	if k := kind(f["ok"]); k != "boolean" {
		// The call cannot be settled as asked; it fails rather than hangs.
		m.Result.Err = engine.Errorf(engine.CodeInternal, "malformed tool_result: ok must be a boolean, not %s", k)
		return nil
	}
	ok = f["ok"][0] == 't'
	if ok {
		if raw, present := f["result"]; present {
			m.Result.Result = raw
		}
		return nil
	}
	e := make(fields, 2)
	if kind(f["error"]) != "object" || ndjson.Object(f["error"], func(name string, v []byte) { e[name] = v }) != nil {
		m.Result.Err = engine.Errorf(engine.CodeInternal, "malformed tool_result: error must be an object with string code and message")
		return nil
	}
	var code, message string
	if kind(e["code"]) != "string" || kind(e["message"]) != "string" {
		m.Result.Err = engine.Errorf(engine.CodeInternal, "malformed tool_result: error.code and error.message must be strings")
		return nil
	}
	code = ndjson.Unquote(e["code"])
	message = ndjson.Unquote(e["message"])
	if !engine.KnownCode(code) {
		// A host error with a code outside the stable set keeps its
		// message and surfaces as a tool failure.
		code = string(engine.CodeTool)
	}
	m.Result.Err = &engine.Error{Code: engine.Code(code), Message: message}
	return nil
}

func decodeExecute(f fields) (*executeRequest, error) {
	req := &executeRequest{}
	if err := stringField(f, "execute", "id", &req.ID); err != nil {
		return nil, err
	}
	if err := stringField(f, "execute", "code", &req.Code); err != nil {
		return nil, err
	}
	if err := decodeOptions(f["options"], req); err != nil {
		return nil, err
	}
	providers, err := decodeProviders(f["providers"])
	if err != nil {
		return nil, err
	}
	req.Providers = providers
	return req, nil
}

func decodeOptions(raw json.RawMessage, req *executeRequest) error {
	if k := kind(raw); k != "object" {
		if k == "missing" {
			return invalid("execute.options is missing")
		}
		return invalid("execute.options must be an object, not %s", k)
	}
	var o fields
	if err := json.Unmarshal(raw, &o); err != nil {
		return invalid("execute.options: %v", err)
	}
	timeout, err := number(o, "timeoutMs", DefaultTimeoutMs, false)
	if err != nil {
		return err
	}
	mem, err := number(o, "memoryLimitBytes", DefaultMemoryLimitBytes, false)
	if err != nil {
		return err
	}
	lines, err := number(o, "maxLogLines", DefaultMaxLogLines, true)
	if err != nil {
		return err
	}
	chars, err := number(o, "maxLogChars", DefaultMaxLogChars, true)
	if err != nil {
		return err
	}
	// Durations beyond what time.Duration holds are as good as forever.
	req.Timeout = time.Duration(math.Min(timeout*float64(time.Millisecond), float64(math.MaxInt64/2)))
	req.MemLimit = int64(math.Min(mem, float64(math.MaxInt64/2)))
	req.Limits = engine.Limits{MaxLogLines: clampInt(lines), MaxLogChars: clampInt(chars)}
	return nil
}

// number reads an optional numeric option. Timeouts and memory limits must
// be positive; log limits are whole numbers and may be zero.
func number(o fields, name string, def float64, count bool) (float64, error) {
	raw, present := o[name]
	if !present {
		return def, nil
	}
	want := "a positive number"
	if count {
		want = "a non-negative integer"
	}
	var v float64
	if kind(raw) != "number" || json.Unmarshal(raw, &v) != nil {
		return 0, invalid("execute.options.%s must be %s", name, want)
	}
	if math.IsInf(v, 0) || math.IsNaN(v) || (count && (v < 0 || v != math.Trunc(v))) || (!count && v <= 0) {
		return 0, invalid("execute.options.%s must be %s", name, want)
	}
	return v, nil
}

func clampInt(v float64) int {
	if v > math.MaxInt32 {
		return math.MaxInt32
	}
	return int(v)
}

func decodeProviders(raw json.RawMessage) ([]engine.Provider, error) {
	if k := kind(raw); k != "array" {
		if k == "missing" {
			return nil, invalid("execute.providers is missing")
		}
		return nil, invalid("execute.providers must be an array, not %s", k)
	}
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, invalid("execute.providers: %v", err)
	}
	names := make(map[string]bool)
	out := make([]engine.Provider, 0, len(list))
	for i, praw := range list {
		at := fmt.Sprintf("execute.providers[%d]", i)
		if k := kind(praw); k != "object" {
			return nil, invalid("%s must be an object, not %s", at, k)
		}
		var p fields
		if err := json.Unmarshal(praw, &p); err != nil {
			return nil, invalid("%s: %v", at, err)
		}
		var name string
		if err := stringField(p, at, "name", &name); err != nil {
			return nil, err
		}
		switch {
		case !engine.IsBindingIdentifier(name):
			return nil, invalid("%s.name %q is not a usable identifier", at, name)
		case engine.IsGuestGlobal(name):
			return nil, invalid("%s.name %q would replace the guest global of that name", at, name)
		case names[name]:
			return nil, invalid("%s.name %q is a duplicate", at, name)
		}
		names[name] = true
		if k := kind(p["types"]); k != "missing" && k != "string" {
			return nil, invalid("%s.types must be a string, not %s", at, k)
		}
		tools, err := decodeTools(p["tools"], at+".tools")
		if err != nil {
			return nil, err
		}
		out = append(out, engine.Provider{Name: name, Tools: tools})
	}
	return out, nil
}

// decodeTools reads a provider's tools object in document order, since the
// guest can see that order through Object.keys.
func decodeTools(raw json.RawMessage, at string) ([]string, error) {
	if k := kind(raw); k != "object" {
		if k == "missing" {
			return nil, invalid("%s is missing", at)
		}
		return nil, invalid("%s must be an object, not %s", at, k)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return nil, invalid("%s: %v", at, err)
	}
	seen := make(map[string]bool)
	var out []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, invalid("%s: %v", at, err)
		}
		key, _ := tok.(string)
		var traw json.RawMessage
		if err := dec.Decode(&traw); err != nil {
			return nil, invalid("%s: %v", at, err)
		}
		tat := at + "." + key
		if !engine.IsIdentifierName(key) {
			tat = fmt.Sprintf("%s[%q]", at, key)
		}
		if k := kind(traw); k != "object" {
			return nil, invalid("%s must be an object, not %s", tat, k)
		}
		var t fields
		if err := json.Unmarshal(traw, &t); err != nil {
			return nil, invalid("%s: %v", tat, err)
		}
		var safe string
		if err := stringField(t, tat, "safeName", &safe); err != nil {
			return nil, err
		}
		for _, opt := range []string{"originalName", "description"} {
			if k := kind(t[opt]); k != "missing" && k != "string" {
				return nil, invalid("%s.%s must be a string, not %s", tat, opt, k)
			}
		}
		switch {
		case !engine.IsIdentifierName(safe):
			return nil, invalid("%s.safeName %q is not a usable identifier", tat, safe)
		case seen[safe]:
			return nil, invalid("%s.safeName %q is a duplicate", tat, safe)
		}
		seen[safe] = true
		out = append(out, safe)
	}
	return out, nil
}

// describe shortens a line for a diagnostic.
func describe(line []byte) string {
	const max = 120
	s := strings.ToValidUTF8(string(line[:min(len(line), max)]), "?")
	if len(line) > max {
		s += fmt.Sprintf("… (%d bytes)", len(line))
	}
	return s
}
