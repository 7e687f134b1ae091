// Package transcript reads, compares, plays and records execbox runner
// transcripts: one session of the protocol written as the lines a
// dispatcher and a runner exchange, in order, both directions in one file.
//
//	# A comment explains what the transcript shows.
//	# args: --max-line-bytes 200
//	{"type":"execute","id":"exec-1","code":"await tools.echo({})", ...}
//	{"type":"started","id":"exec-1"}
//	{"type":"tool_call","callId":"call-1","providerName":"tools","safeToolName":"echo","input":{}}
//	{"type":"tool_result","callId":"call-1","ok":true,"result":{}}
//	{"type":"done","id":"exec-1","ok":true,"durationMs":0,"logs":[],"result":{}}
//
// The format:
//
//   - Blank lines (white space only) are ignored.
//   - A line starting with "#" is a comment, or one of these directives:
//     "# args: A B" (extra command-line arguments for the runner, split on
//     white space), "# exit: N" (the expected exit code, default 0),
//     "# stderr: TEXT" (stderr must contain TEXT; may repeat),
//     "# stdin: open" (keep stdin open after the last dispatcher line, and
//     close it only once the runner has exited), "# eof" (close stdin at
//     this point in the sequence instead; no dispatcher line may follow it),
//     "# skip: REASON" (skip the transcript, e.g. for a known runner bug
//     whose correct expectation the file records), "# variable: PATH..."
//     (fields of the runner lines whose values are not compared; may
//     repeat; see Path), and "# send: JSON-STRING" (a dispatcher line that
//     could not be written as itself, such as one that starts with "#" or
//     looks like a runner line: the JSON string is decoded and sent). A
//     "# name: value" line whose name is none of these is a comment.
//   - A line that is a JSON object whose "type" is "started", "tool_call"
//     or "done" is an expected runner line.
//   - Every other line is a dispatcher line, sent verbatim to the runner's
//     stdin followed by "\n". A file with CRLF line endings therefore sends
//     "\r\n". It must be valid JSON (an object, as a rule): a line that is
//     not is refused with its line number before anything is sent, since it
//     is far more often a typo than a test of the runner's malformed_line
//     handling, which "# send:" writes explicitly (# send: "not json").
//
// Runner lines are compared as JSON values (see Compare): durationMs on a
// done is not compared, but it must be a non-negative integer, and neither
// are the paths a "# variable:" directive names.
//
// Because a runner ignores runner-direction messages (with a diagnostic), a
// transcript without directives can also be piped straight into one.
package transcript

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/execbox/execbox-runner/ndjson"
)

// Kind says what an Item is.
type Kind int

// The kinds of items.
const (
	Send   Kind = iota // a dispatcher line, sent to the runner
	Expect             // a line the runner must write
	EOF                // "# eof": stdin is closed here
)

// Item is one step of a transcript.
type Item struct {
	Kind Kind
	Line int    // 1-based line number in the file
	Text string // the line to send or expect, without its "\n"
}

// Transcript is one parsed file.
type Transcript struct {
	Raw       []string // the file's lines, for rewriting
	Items     []Item
	Args      []string
	Exit      int
	Stderr    []string
	StdinOpen bool
	HasEOF    bool // has an explicit "# eof"
	Skip      string
	Variable  []Path
}

// IsRunnerType reports whether typ is a message type a runner writes.
func IsRunnerType(typ string) bool { return typ == "started" || typ == "tool_call" || typ == "done" }

// IsRunnerLine reports whether line is a JSON object with a runner message
// type, that is, an expected runner line.
func IsRunnerLine(line string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal([]byte(line), &m) != nil {
		return false
	}
	var typ string
	return json.Unmarshal(m["type"], &typ) == nil && IsRunnerType(typ)
}

// ParseError is a transcript that does not follow the format.
type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// Parse reads a transcript.
func Parse(data []byte) (*Transcript, error) {
	tr := &Transcript{Raw: strings.Split(string(data), "\n")}
	if n := len(tr.Raw); n > 0 && tr.Raw[n-1] == "" {
		tr.Raw = tr.Raw[:n-1]
	}
	seen := map[string]bool{}
	for i, line := range tr.Raw {
		num := i + 1
		fail := func(format string, args ...any) (*Transcript, error) {
			return nil, &ParseError{Line: num, Msg: fmt.Sprintf(format, args...)}
		}
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			continue
		case strings.HasPrefix(trimmed, "#"):
			body := strings.TrimSpace(trimmed[1:])
			if body == "eof" {
				if tr.HasEOF {
					return fail("a second # eof")
				}
				tr.HasEOF = true
				tr.Items = append(tr.Items, Item{Kind: EOF, Line: num})
				continue
			}
			name, value, ok := strings.Cut(body, ":")
			if !ok {
				continue // a comment
			}
			name, value = strings.TrimSpace(name), strings.TrimSpace(value)
			switch name {
			case "args", "exit", "stdin", "skip":
				if seen[name] {
					return fail("a second # %s", name)
				}
				seen[name] = true
			}
			switch name {
			case "args":
				tr.Args = strings.Fields(value)
			case "exit":
				n, err := strconv.Atoi(value)
				if err != nil {
					return fail("# exit: %q is not a number", value)
				}
				tr.Exit = n
			case "stderr":
				if value == "" {
					return fail("# stderr: needs text")
				}
				tr.Stderr = append(tr.Stderr, value)
			case "stdin":
				if value != "open" {
					return fail("# stdin: %q; only \"open\" is known", value)
				}
				tr.StdinOpen = true
			case "skip":
				if value == "" {
					return fail("# skip: needs a reason")
				}
				tr.Skip = value
			case "variable":
				fieldsList := strings.FieldsFunc(value, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
				if len(fieldsList) == 0 {
					return fail("# variable: needs at least one path")
				}
				for _, f := range fieldsList {
					p, err := ParsePath(f)
					if err != nil {
						return fail("# variable: %v", err)
					}
					tr.Variable = append(tr.Variable, p)
				}
			case "send":
				var text string
				if err := json.Unmarshal([]byte(value), &text); err != nil || !strings.HasPrefix(value, `"`) {
					return fail("# send: wants a JSON string, not %q", value)
				}
				if strings.Contains(text, "\n") {
					return fail("# send: the line may not contain a newline")
				}
				if tr.HasEOF {
					return fail("a dispatcher line after # eof")
				}
				tr.Items = append(tr.Items, Item{Kind: Send, Line: num, Text: text})
			}
		case IsRunnerLine(line):
			tr.Items = append(tr.Items, Item{Kind: Expect, Line: num, Text: line})
		default:
			if tr.HasEOF {
				return fail("a dispatcher line after # eof")
			}
			if err := ndjson.Valid([]byte(line)); err != nil {
				q, _ := json.Marshal(strings.TrimSuffix(line, "\r"))
				return fail("not JSON (%v); a dispatcher line meant not to be JSON is written # send: %s", err, clip(string(q), 80))
			}
			tr.Items = append(tr.Items, Item{Kind: Send, Line: num, Text: line})
		}
	}
	return tr, nil
}

// AutoClose reports whether stdin is closed right after the last
// dispatcher line, as `runner < file` would close it.
func (tr *Transcript) AutoClose() bool { return !tr.StdinOpen && !tr.HasEOF }

// LastSend is the index in Items of the last dispatcher line, or -1.
func (tr *Transcript) LastSend() int {
	last := -1
	for i, it := range tr.Items {
		if it.Kind == Send {
			last = i
		}
	}
	return last
}

// Rewrite returns the file with its expected runner lines replaced by what
// the runner wrote: got maps an expected line's number to the line read,
// or to nil when stdout ended before it; extra are lines the runner wrote
// after the last expected one. Lines that already match are kept byte for
// byte, others are replaced with durationMs written as 0, a line the runner
// never wrote is removed, and extra lines are appended at the end.
// Comments, directives and dispatcher lines are left alone.
func (tr *Transcript) Rewrite(got map[int]*string, extra []string) []byte {
	return tr.rewrite(got, nil, extra)
}

// Update is Rewrite for the result of a KeepGoing Play: it also writes
// the lines the runner wrote that the transcript lacks (Result.Inserted)
// where they came, before the expected line they preceded.
func (tr *Transcript) Update(res *Result) []byte {
	return tr.rewrite(res.Got, res.Inserted, res.Extra)
}

func (tr *Transcript) rewrite(got map[int]*string, inserted map[int][]string, extra []string) []byte {
	var b strings.Builder
	for i, line := range tr.Raw {
		for _, g := range inserted[i+1] {
			b.WriteString(ZeroDuration(g))
			if strings.HasSuffix(line, "\r") {
				b.WriteByte('\r')
			}
			b.WriteByte('\n')
		}
		if g, ok := got[i+1]; ok {
			if g == nil {
				continue // the runner never wrote it
			}
			if Compare(line, *g, tr.Variable) != "" {
				// Keep a CRLF file's line ending.
				cr := strings.HasSuffix(line, "\r")
				line = ZeroDuration(*g)
				if cr {
					line += "\r"
				}
			}
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	for _, g := range extra {
		b.WriteString(ZeroDuration(g))
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// ZeroDuration sets a top-level durationMs to 0, keeping the key order and
// every other byte of the line.
func ZeroDuration(line string) string {
	dec := json.NewDecoder(strings.NewReader(line))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return line
	}
	var b strings.Builder
	b.WriteByte('{')
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return line
		}
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return line
		}
		key, _ := tok.(string)
		if key == "durationMs" {
			val = json.RawMessage("0")
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(key)
		b.Write(k)
		b.WriteByte(':')
		b.Write(val)
	}
	b.WriteByte('}')
	return b.String()
}

// clip shortens s to about n bytes for a message.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// InputOnly reports whether the transcript has dispatcher lines and no
// expectation at all (no runner line, no "# exit:" other than 0, no
// "# stderr:"): a session to pipe in, whose expectations have not been
// recorded (replay --update records them).
func (tr *Transcript) InputOnly() bool {
	if tr.Exit != 0 || len(tr.Stderr) > 0 {
		return false
	}
	sends := false
	for _, it := range tr.Items {
		switch it.Kind {
		case Expect:
			return false
		case Send:
			sends = true
		}
	}
	return sends
}

// Key names a runner line by its message type and ids, as replay aligns
// lines: "started exec-1", "tool_call call-2", "done exec-1". A line that
// is not a JSON object with a string type is "(not a runner message)".
func Key(line string) string {
	var m struct {
		Type   *string `json:"type"`
		ID     *string `json:"id"`
		CallID *string `json:"callId"`
	}
	if json.Unmarshal([]byte(line), &m) != nil || m.Type == nil {
		return "(not a runner message)"
	}
	k := *m.Type
	switch {
	case m.CallID != nil:
		k += " " + *m.CallID
	case m.ID != nil:
		k += " " + *m.ID
	}
	return k
}

// messageType is the type part of a Key.
func messageType(key string) string {
	t, _, _ := strings.Cut(key, " ")
	return t
}
