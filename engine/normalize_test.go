package engine

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/protocol"
)

// TestNormalize runs code through Compile and the engine and checks the
// program's result: the rules of execbox's code normalization.
func TestNormalize(t *testing.T) {
	tests := []struct {
		name, code string
		want       string // JSON, or "undefined"
	}{
		// Last expression.
		{"expression", "1 + 1", "2"},
		{"statements then expression", "const a = 1;\nconst b = 2;\na + b", "3"},
		{"var then expression", "var x = 1; x", "1"},
		{"expression with semicolon", "'s';", `"s"`},
		{"sequence", "(1, 2)", "2"},
		{"object literal in parentheses", "({a: 1})", `{"a":1}`},
		{"block is not an object", "{ 3 }", "undefined"},
		{"if statement is not an expression", "if (true) { 4 } else { 5 }", "undefined"},
		{"label", "label: 7", "undefined"},
		{"declaration last", "const x = 1;", "undefined"},
		{"class declaration", "class A {}", "undefined"},
		{"template literal", "const a = `${1}`; a", `"1"`},
		{"tagged template", "const tag = (s, ...v) => s.raw.join('|') + v.join(','); tag`a${1}b${2}c`", `"a|b|c1,2"`},
		{"tagged template with newline", "String.raw`x\ny`", `"x\ny"`},
		{"trailing line comment", "1 + 2 // done", "3"},
		{"trailing block comment", "1 + 2 /* done */", "3"},
		{"comments only", "// nothing\n/* at all */", "undefined"},
		{"leading comment", "/* c */ 4", "4"},
		{"top-level await", "await Promise.resolve(3)", "3"},
		{"await in last expression", "const p = Promise.resolve(2);\n(await p) * 2", "4"},
		{"promise result is awaited", "Promise.resolve(6)", "6"},
		{"sloppy mode assignment", "x = 5; x", "5"},

		// Explicit return.
		{"return", "return 9", "9"},
		{"early return", "if (true) return 1;\n2", "1"},
		{"return nothing", "return", "undefined"},
		{"return in a loop", "for (const x of [1, 2, 3]) { if (x === 2) return x }", "2"},

		// Empty.
		{"empty", "", "undefined"},
		{"whitespace", "  \n\t\n ", "undefined"},
		{"only a semicolon", ";", "undefined"},

		// Functions.
		{"lone async arrow", "async () => 42", "42"},
		{"lone async arrow with block", "async () => { const a = await Promise.resolve(7); return a }", "7"},
		{"lone async arrow with semicolon", "async () => 1;", "1"},
		{"lone async arrow in parentheses", "(async () => 5)", "5"},
		{"lone async arrow with a parameter", "async (x) => x === undefined", "true"},
		{"async arrow then more code", "async () => 1\n2", "2"},
		{"sync arrow is a value", "() => 5", "error:serialization_error:result: function is not serializable"},
		{"function declaration", "function main() { return 5 }", "5"},
		{"async function declaration", "async function main() { return await Promise.resolve(6) }", "6"},
		{"function declaration with other code", "function f() { return 1 }\nf() + 1", "2"},
		{"two function declarations", "function a() { return 1 }\nfunction b() { return 2 }", "undefined"},
		{"function declaration sees globals", "function main() { return typeof console.log }", `"function"`},
		{"IIFE", "(() => 3)()", "3"},
		{"async IIFE", "(async () => 4)()", "4"},
		{"function IIFE", "(function () { return 8 })()", "8"},

		// Fences.
		{"fence js", "```js\n1 + 1\n```", "2"},
		{"fence javascript", "```javascript\nconst x = 3;\nx * 2\n```", "6"},
		{"fence without info", "```\n'bare'\n```", `"bare"`},
		{"fence with surrounding space", "\n\n  ```ts\n10\n```  \n\n", "10"},
		{"fence with CRLF", "```js\r\n11\r\n```", "11"},
		{"empty fence", "```js\n```", "undefined"},
		{"fence around a lone async arrow", "```js\nasync () => 12\n```", "12"},
		{"fence around a function declaration", "```js\nfunction main() { return 13 }\n```", "13"},
		{"fence only once", "```js\n```js\n1\n```\n```", "error:runtime_error:"},
		{"backticks that are a template", "`${1 + 1}`", `"2"`},
		{"string containing a fence", "'```js\\n1\\n```'", `"` + "```js\\n1\\n```" + `"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := eval(t, tt.code)
			if code, msg, ok := strings.Cut(strings.TrimPrefix(tt.want, "error:"), ":"); strings.HasPrefix(tt.want, "error:") && ok {
				if o.Err == nil || string(o.Err.Code) != code || !strings.HasPrefix(o.Err.Message, msg) {
					t.Fatalf("got %s, want error %s: %s…", describeOutcome(o), code, msg)
				}
				return
			}
			okResult(t, o, tt.want)
		})
	}
}

// TestCompileSyntaxErrors: a syntax error reports the guest's own line and
// column, whatever the wrapper and a stripped fence did to the text.
func TestCompileSyntaxErrors(t *testing.T) {
	tests := []struct {
		name, code string
		line, col  int
		msg        string // a prefix of the message
	}{
		{"line 1", "let = ;", 1, 7, "Unexpected token ';'"},
		{"line 1 column 1", "import x from 'y'", 1, 1, "Cannot use import statement outside a module"},
		{"later line", "const a = 1;\nconst b = ;\n", 2, 11, "Unexpected token ';'"},
		{"later line with indentation", "const x = 1;\n\n   x x", 3, 6, "Unexpected identifier 'x'"},
		{"fence stripped", "```js\nconst a = 1;\nconst b = ;\n```", 3, 11, "Unexpected token ';'"},
		{"fence after blank lines", "\n\n```javascript\nconst a = 1;\n  foo(;\n```\n", 5, 7, "Unexpected token ';'"},
		{"fence with CRLF", "```js\r\nconst a = 1;\r\nconst b = ;\r\n```", 3, 11, "Unexpected token ';'"},
		{"end of input pinned to the guest's last line", "1 +", 1, 4, "Unexpected end of input"},
		{"end of input on a later line", "foo(\n  1,\n  2", 3, 4, "Unexpected end of input"},
		{"end of input after an open brace", "if (x) {", 1, 9, "Unexpected end of input"},
		{"columns count UTF-16 units", "'éé' x", 1, 6, "Unexpected identifier 'x'"},
		{"astral characters count two", "'😀' x", 1, 6, "Unexpected identifier 'x'"},
		{"UTF-16 columns on a later line", "1;\n'é' + 'é' x", 2, 11, "Unexpected identifier 'x'"},
		{"unterminated comment", "1 + 2 /* x", 1, 11, "Unexpected end of input"},
		{"unterminated string", "const s = 'abc", 1, 11, "Invalid or unexpected token"},
		{"compiler error", "let a; let a;", 1, 12, "Identifier 'a' has already been declared"},
		{"compiler error on a later line", "'use strict';\nwith (a) {}", 2, 1, "Strict mode code may not include a with statement"},
		{"illegal break", "\nbreak", 2, 1, "Illegal break statement"},
		{"new.target", "new.target", 1, 1, "new.target expression is not allowed here"},
		{"yield outside a generator", "yield 1", 1, 7, "Unexpected number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Compile(tt.code)
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Compile error %v, want *SyntaxError", err)
			}
			if se.Line != tt.line || se.Column != tt.col {
				t.Errorf("position line %d column %d, want line %d column %d (%s)", se.Line, se.Column, tt.line, tt.col, se.Message)
			}
			if !strings.HasPrefix(se.Message, tt.msg) {
				t.Errorf("message %q, want prefix %q", se.Message, tt.msg)
			}
			want := fmt.Sprintf("SyntaxError: %s (line %d, column %d)", se.Message, se.Line, se.Column)
			if se.Error() != want {
				t.Errorf("Error() = %q, want %q", se.Error(), want)
			}
			// Through the engine it is a runtime_error carrying the same text.
			o := eval(t, tt.code)
			errResult(t, o, protocol.CodeRuntime, se.Error())
		})
	}
}

// TestCompileEscapes: code that tries to close the wrapper function and run
// outside it is refused before anything runs.
func TestCompileEscapes(t *testing.T) {
	escapes := []string{
		"}); globalThis.escaped = 1; (async () => {",
		"}, globalThis.escaped = 1, async () => {",
		"})\n(async () => { globalThis.escaped = 1 ",
		"}) || (globalThis.escaped = 1) || (async () => {",
		"})(); globalThis.escaped = 1; (function(){",
		"}); globalThis.escaped = 1; (async () => {\n// trailing comment",
		"}).call(globalThis.escaped = 1, async () => {",
		"} + (globalThis.escaped = 1, async () => {",
		"}; globalThis.escaped = 1; (async () => {",
		"})//",
		"}/*",
		"`",
		"})",
		"return 1 }; { ",
	}
	for _, code := range escapes {
		t.Run(code, func(t *testing.T) {
			if _, err := Compile(code); err == nil {
				t.Fatal("Compile accepted it")
			} else if se := (*SyntaxError)(nil); !errors.As(err, &se) || se.Line < 1 || se.Column < 1 {
				t.Fatalf("error %v, want a positioned *SyntaxError", err)
			}
			r := start(t, code, nil, defaultLimits)
			o := r.outcome()
			if o.Err == nil || o.Err.Code != protocol.CodeRuntime || !strings.HasPrefix(o.Err.Message, "SyntaxError: ") {
				t.Fatalf("got %s, want a runtime_error SyntaxError", describeOutcome(o))
			}
			escaped := make(chan string, 1)
			r.e.Do(func() {
				v, err := r.e.vm.RunString("typeof globalThis.escaped")
				escaped <- fmt.Sprintf("%v %v", v, err)
			})
			select {
			case got := <-escaped:
				if got != "undefined <nil>" {
					t.Errorf("escape ran: typeof globalThis.escaped = %s", got)
				}
			case <-time.After(hang):
				t.Fatal("loop is stuck")
			}
		})
	}
	t.Run("message", func(t *testing.T) {
		_, err := Compile("}); 1; (async () => {")
		var se *SyntaxError
		if !errors.As(err, &se) || se.Message != "code closes the function that wraps it" || se.Line != 1 {
			t.Fatalf("got %v", err)
		}
	})
}

func TestStripFence(t *testing.T) {
	tests := []struct {
		code, inner string
		lead        int
	}{
		{"```js\n1\n```", "1\n", 1},
		{"```\n1\n```", "1\n", 1},
		{"\n\n```js\n1\n```\n", "1\n", 3},
		{"```js\n```", "", 1},
		{"1", "1", 0},
		{"```js 1```", "```js 1```", 0},             // no newline: not a fence
		{"```a`b\n1\n```", "```a`b\n1\n```", 0},     // backtick in the info string
		{"```js\n1", "```js\n1", 0},                 // not closed
		{"x\n```js\n1\n```", "x\n```js\n1\n```", 0}, // not around the whole program
		{"``````", "``````", 0},
	}
	for _, tt := range tests {
		inner, lead := stripFence(tt.code)
		if inner != tt.inner || lead != tt.lead {
			t.Errorf("stripFence(%q) = %q, %d; want %q, %d", tt.code, inner, lead, tt.inner, tt.lead)
		}
	}
}
