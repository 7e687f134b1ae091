package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/internal/suggest"
	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
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
	Error      *protocol.Error `json:"error,omitempty"`
}

// ValidationError is an inbound message that does not have the shape the
// protocol requires. Its message names the field; for an execute it names
// every field that is wrong (up to maxProblems), separated by "; ".
type ValidationError struct{ Msg string }

func (e *ValidationError) Error() string { return e.Msg }

func invalid(format string, args ...any) error {
	return &ValidationError{Msg: fmt.Sprintf(format, args...)}
}

// Bounds on what one inbound line can make the runner say: a hostile or
// broken host must not turn one line into megabytes of diagnostics.
const (
	maxProblems = 10 // problems listed in one validation_error
	maxUnknown  = 10 // unknown fields reported one by one per line
)

// Known members of each inbound object. Anything else is reported on
// stderr (unknown_field) and otherwise ignored: a host that adds fields
// stays compatible, and one that misspells an option learns of it.
var (
	knownExecute    = []string{"type", "id", "code", "options", "providers", "durable"}
	knownOptions    = []string{"timeoutMs", "memoryLimitBytes", "maxLogLines", "maxLogChars"}
	knownProvider   = []string{"name", "tools", "types"}
	knownTool       = []string{"safeName", "originalName", "description"}
	knownCancel     = []string{"type", "id"}
	knownToolResult = []string{"type", "callId", "ok", "result", "error"}
	knownToolError  = []string{"code", "message"}
)

// UnknownField is a member of an inbound object that no message of its
// type has.
type UnknownField struct {
	Path    string // execute.options.timeoutMS
	Suggest string // the known name it is nearest to, or ""
}

func (u UnknownField) String() string {
	s := u.Path + " is not a known field"
	if u.Suggest != "" {
		s += "; did you mean " + u.Suggest + "?"
	}
	return s
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
	// Malformed says what was wrong with a tool_result that names its
	// call but cannot settle it as asked; Result then rejects the call
	// with a trusted internal_error saying the same.
	Malformed string

	// Unknown lists the members no message of this type has (at most
	// maxUnknown of them); UnknownMore counts the rest.
	Unknown     []UnknownField
	UnknownMore int
}

// noteUnknown records each of names that is not in known, as a member of
// the object at path at.
func (m *inbound) noteUnknown(at string, names, known []string) {
	for _, n := range names {
		if slices.Contains(known, n) {
			continue
		}
		if len(m.Unknown) == maxUnknown {
			m.UnknownMore++
			continue
		}
		m.Unknown = append(m.Unknown, UnknownField{Path: member(at, n), Suggest: suggest.Closest(n, known)})
	}
}

// member is the path of the member name of the object at path at.
func member(at, name string) string {
	if engine.IsIdentifierName(name) {
		return at + "." + name
	}
	return fmt.Sprintf("%s[%q]", at, name)
}

// problems collects every problem of an execute, so that one
// validation_error names them all.
type problems struct {
	list []string
	n    int
}

func (p *problems) add(format string, args ...any) {
	p.n++
	if len(p.list) < maxProblems {
		p.list = append(p.list, fmt.Sprintf(format, args...))
	}
}

// addErr adds the message of err, if there is one.
func (p *problems) addErr(err error) {
	if err != nil {
		p.add("%s", err.Error())
	}
}

func (p *problems) err() error {
	if p.n == 0 {
		return nil
	}
	msg := strings.Join(p.list, "; ")
	if more := p.n - len(p.list); more > 0 {
		msg += fmt.Sprintf("; and %d more", more)
	}
	return &ValidationError{Msg: msg}
}

// executeRequest is a validated execute message.
type executeRequest struct {
	ID        string
	Code      string
	Timeout   time.Duration
	MemLimit  int64
	Limits    engine.Limits
	Providers []engine.Provider
	Durable   *durableRequest // nil unless the execution is durable (journal.go)
}

// fields is a JSON object's members by name.
type fields map[string]json.RawMessage

// scan reads a JSON object (checked, or from a line ndjson.Object checked)
// into its members by name and their names in document order.
func scan(raw []byte) (fields, []string, error) {
	f := make(fields, 8)
	names := make([]string, 0, 8)
	err := ndjson.Object(raw, func(name string, v []byte) {
		if _, dup := f[name]; !dup {
			names = append(names, name)
		}
		f[name] = v
	})
	return f, names, err
}

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
// type fail with a *ValidationError; so does a cancel or tool_result
// without its id. An execute with bad fields decodes, carrying its error
// (every problem in one), so that the session can answer it with a
// validation_error done. A tool_result that names its call but is
// otherwise malformed decodes too: it rejects that call (see Malformed).
// Unknown members of a known message are listed in Unknown.
//
// The line is scanned by ndjson.Object, not encoding/json: members are
// subslices of line (a tool result is not copied, and stays valid only as
// long as line does), nesting has no depth limit, strings keep escaped lone
// surrogates (in WTF-8), and invalid UTF-8 reads as U+FFFD.
func decode(line []byte) (inbound, error) {
	f, names, err := scan(line)
	if err != nil {
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
		m.noteUnknown("execute", names, knownExecute)
		if m.IDOK = kind(f["id"]) == "string"; m.IDOK {
			m.ID = ndjson.Unquote(f["id"])
		}
		req, err := decodeExecute(f, &m)
		if err != nil {
			return m, err
		}
		m.Execute = req
	case typeCancel:
		m.noteUnknown("cancel", names, knownCancel)
		if err := stringField(f, "cancel", "id", &m.ID); err != nil {
			return m, err
		}
	case typeToolResult:
		m.noteUnknown("tool_result", names, knownToolResult)
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

// decodeToolResult reads a tool_result. The rule for its fields, one for
// all of them: a tool_result without a string callId names no call, and
// fails (the reader reports it and ignores the line); one that names its
// call always settles it, and when any other field is malformed (ok not a
// boolean; with ok false, error not an object with string code and
// message) the call rejects with a trusted internal_error saying what was
// wrong, and Malformed says the same for the reader to report. A host bug
// then fails the call, never hangs it.
func decodeToolResult(f fields, m *inbound) error {
	if err := stringField(f, "tool_result", "callId", &m.CallID); err != nil {
		return err
	}
	malformed := func(format string, args ...any) error {
		m.Malformed = fmt.Sprintf(format, args...)
		m.Result.Err = protocol.Errorf(protocol.CodeInternal, "malformed tool_result: %s", m.Malformed)
		return nil
	}
	if k := kind(f["ok"]); k != "boolean" {
		return malformed("ok must be a boolean, not %s", k)
	}
	if f["ok"][0] == 't' {
		if raw, present := f["result"]; present {
			m.Result.Result = raw
		}
		return nil
	}
	if kind(f["error"]) != "object" {
		return malformed("error must be an object with string code and message")
	}
	e, names, err := scan(f["error"])
	if err != nil {
		return malformed("error must be an object with string code and message")
	}
	m.noteUnknown("tool_result.error", names, knownToolError)
	if kind(e["code"]) != "string" || kind(e["message"]) != "string" {
		return malformed("error.code and error.message must be strings")
	}
	code := ndjson.Unquote(e["code"])
	message := ndjson.Unquote(e["message"])
	if !protocol.KnownCode(code) {
		// A host error with a code outside the stable set keeps its
		// message and surfaces as a tool failure.
		code = string(protocol.CodeTool)
	}
	m.Result.Err = &protocol.Error{Code: protocol.Code(code), Message: message}
	return nil
}

// decodeExecute validates an execute and returns the request, or an error
// that names every problem found.
func decodeExecute(f fields, m *inbound) (*executeRequest, error) {
	var p problems
	req := &executeRequest{}
	p.addErr(stringField(f, "execute", "id", &req.ID))
	p.addErr(stringField(f, "execute", "code", &req.Code))
	decodeOptions(f["options"], req, m, &p)
	req.Providers = decodeProviders(f["providers"], m, &p)
	if raw, present := f["durable"]; present {
		req.Durable = decodeDurable(raw, m, &p)
		if p.n == 0 && len(req.Durable.Journal) > 0 && req.Durable.Journal[0].Program != engine.ProgramHash(req.Code, req.Providers) {
			p.add("execute.durable.journal[0].program: the journal was written for other code or providers")
		}
	}
	if err := p.err(); err != nil {
		return nil, err
	}
	return req, nil
}

func decodeOptions(raw json.RawMessage, req *executeRequest, m *inbound, p *problems) {
	if k := kind(raw); k != "object" {
		if k == "missing" {
			p.add("execute.options is missing")
		} else {
			p.add("execute.options must be an object, not %s", k)
		}
		return
	}
	o, names, err := scan(raw)
	if err != nil {
		p.add("execute.options: %v", err)
		return
	}
	m.noteUnknown("execute.options", names, knownOptions)
	timeout := number(o, "timeoutMs", DefaultTimeoutMs, false, p)
	mem := number(o, "memoryLimitBytes", DefaultMemoryLimitBytes, false, p)
	lines := number(o, "maxLogLines", DefaultMaxLogLines, true, p)
	chars := number(o, "maxLogChars", DefaultMaxLogChars, true, p)
	// Durations beyond what time.Duration holds are as good as forever.
	req.Timeout = time.Duration(math.Min(timeout*float64(time.Millisecond), float64(math.MaxInt64/2)))
	req.MemLimit = int64(math.Min(mem, float64(math.MaxInt64/2)))
	req.Limits = engine.Limits{MaxLogLines: clampInt(lines), MaxLogChars: clampInt(chars)}
}

// number reads an optional numeric option. Timeouts and memory limits must
// be positive; log limits are whole numbers and may be zero.
func number(o fields, name string, def float64, count bool, p *problems) float64 {
	raw, present := o[name]
	if !present {
		return def
	}
	want := "a positive number"
	if count {
		want = "a non-negative integer"
	}
	// raw was checked as JSON when its line was scanned: a number has
	// JSON's syntax, which ParseFloat reads as encoding/json would, and
	// refuses past float64's range, as encoding/json does.
	v, err := strconv.ParseFloat(string(bytes.TrimSpace(raw)), 64)
	if kind(raw) != "number" || err != nil ||
		math.IsInf(v, 0) || math.IsNaN(v) || (count && (v < 0 || v != math.Trunc(v))) || (!count && v <= 0) {
		p.add("execute.options.%s must be %s", name, want)
		return def
	}
	return v
}

func clampInt(v float64) int {
	if v > math.MaxInt32 {
		return math.MaxInt32
	}
	return int(v)
}

func decodeProviders(raw json.RawMessage, m *inbound, p *problems) []engine.Provider {
	if k := kind(raw); k != "array" {
		if k == "missing" {
			p.add("execute.providers is missing")
		} else {
			p.add("execute.providers must be an array, not %s", k)
		}
		return nil
	}
	var list [][]byte
	if err := ndjson.Array(raw, func(v []byte) { list = append(list, v) }); err != nil {
		p.add("execute.providers: %v", err)
		return nil
	}
	names := make(map[string]bool)
	out := make([]engine.Provider, 0, len(list))
	for i, praw := range list {
		at := fmt.Sprintf("execute.providers[%d]", i)
		if k := kind(praw); k != "object" {
			p.add("%s must be an object, not %s", at, k)
			continue
		}
		pf, members, err := scan(praw)
		if err != nil {
			p.add("%s: %v", at, err)
			continue
		}
		m.noteUnknown(at, members, knownProvider)
		var name string
		if err := stringField(pf, at, "name", &name); err != nil {
			p.addErr(err)
		} else {
			switch {
			case !engine.IsBindingIdentifier(name):
				p.add("%s.name %q is not a usable identifier", at, name)
			case engine.IsGuestGlobal(name):
				p.add("%s.name %q would replace the guest global of that name", at, name)
			case names[name]:
				p.add("%s.name %q is a duplicate", at, name)
			}
			names[name] = true
		}
		if k := kind(pf["types"]); k != "missing" && k != "string" {
			p.add("%s.types must be a string, not %s", at, k)
		}
		tools := decodeTools(pf["tools"], at+".tools", m, p)
		out = append(out, engine.Provider{Name: name, Tools: tools})
	}
	return out
}

// decodeTools reads a provider's tools object in document order, since the
// guest can see that order through Object.keys.
func decodeTools(raw json.RawMessage, at string, m *inbound, p *problems) []string {
	if k := kind(raw); k != "object" {
		if k == "missing" {
			p.add("%s is missing", at)
		} else {
			p.add("%s must be an object, not %s", at, k)
		}
		return nil
	}
	type entry struct {
		key string
		raw []byte
	}
	var tools []entry
	if err := ndjson.Object(raw, func(key string, v []byte) { tools = append(tools, entry{key, v}) }); err != nil {
		p.add("%s: %v", at, err)
		return nil
	}
	seen := make(map[string]bool)
	var out []string
	for _, tm := range tools {
		key, traw := tm.key, tm.raw
		tat := member(at, key)
		if k := kind(traw); k != "object" {
			p.add("%s must be an object, not %s", tat, k)
			continue
		}
		t, members, err := scan(traw)
		if err != nil {
			p.add("%s: %v", tat, err)
			continue
		}
		m.noteUnknown(tat, members, knownTool)
		var safe string
		if err := stringField(t, tat, "safeName", &safe); err != nil {
			p.addErr(err)
		} else {
			switch {
			case !engine.IsIdentifierName(safe):
				p.add("%s.safeName %q is not a usable identifier", tat, safe)
			case seen[safe]:
				p.add("%s.safeName %q is a duplicate", tat, safe)
			}
			seen[safe] = true
		}
		for _, opt := range []string{"originalName", "description"} {
			if k := kind(t[opt]); k != "missing" && k != "string" {
				p.add("%s.%s must be a string, not %s", tat, opt, k)
			}
		}
		out = append(out, safe)
	}
	return out
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
