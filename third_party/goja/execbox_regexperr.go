package goja

// V8's words for a regular expression that does not compile (PATCHES.md,
// "V8's error words, round 2"). The translator and the two engines behind
// it word their errors their own way ("Unterminated group",
// "Invalid regular expression (re2): * (error parsing regexp: missing
// argument to repetition operator: `*`)"); V8 says "Invalid regular
// expression: /*/: Nothing to repeat". Only the error path runs this.

import "strings"

// regexpEngineWords maps what the engines say (Go's regexp/syntax and
// regexp2) to V8's regexp-error-templates words, checked in order.
var regexpEngineWords = []struct{ engine, v8 string }{
	{"missing argument to repetition operator", "Nothing to repeat"},
	{"invalid nested repetition operator", "Nothing to repeat"},
	{"trailing backslash at end of expression", `\ at end of pattern`},
	{"invalid character class range", "Range out of order in character class"},
	{"invalid repeat count", "numbers out of order in {} quantifier"},
	{"invalid capture group name", "Invalid capture group name"},
	{"unrecognized grouping construct: (?<", "Invalid capture group name"},
	{"reference to undefined group name", "Invalid named capture referenced"},
	{"invalid escape sequence: `\\x{", "Invalid Unicode escape"},
}

// regexpSyntaxMessage is the SyntaxError's message for pattern and flags,
// which failed to compile with err. literal says the pattern is a /.../
// literal, whose bad flags V8 words differently from the constructor's.
func regexpSyntaxMessage(pattern, flags string, err error, literal bool) string {
	msg := err.Error()
	switch {
	case strings.HasPrefix(msg, "Invalid flags supplied to RegExp constructor"):
		if literal {
			return "Invalid regular expression flags"
		}
		return msg
	case strings.HasPrefix(msg, "Invalid regular expression: "):
		return msg // already V8's (regexp_unicode.go)
	case strings.HasPrefix(msg, "Invalid regular expression ("):
		for _, w := range regexpEngineWords {
			if strings.Contains(msg, w.engine) {
				return "Invalid regular expression: /" + pattern + "/" + flags + ": " + w.v8
			}
		}
		return msg
	}
	// The translator's own words (parser/regexp.go) are V8's already.
	return "Invalid regular expression: /" + pattern + "/" + flags + ": " + msg
}
