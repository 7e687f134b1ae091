package engine

import (
	"errors"
	"strings"
	"testing"

	"github.com/dop251/goja/parser"
	"github.com/evanw/esbuild/pkg/strip"
)

// TestNestingLimit: code nested past parser.MaxNestingDepth is V8's
// RangeError, from goja's parser, its compiler (left-associative chains,
// which the parser builds in a loop) and esbuild's parser; code nested
// as deeply as real programs go compiles as before.
func TestNestingLimit(t *testing.T) {
	deep := parser.MaxNestingDepth + 100
	nest := func(open, core, close string, n int) string {
		return strings.Repeat(open, n) + core + strings.Repeat(close, n)
	}
	for _, c := range []struct {
		name, code string
		tooDeep    bool
	}{
		{"parentheses", nest("(", "1", ")", 1000), false},
		{"arrays", nest("[", "", "]", 1000), false},
		{"TypeScript parentheses", "const x: number = 1;\n" + nest("(", "x", ")", 1000), false},
		{"a long sum", "1" + strings.Repeat("+1", 1000), false},
		{"deep parentheses", nest("(", "1", ")", deep), true},
		{"deep arrays", nest("[", "", "]", deep), true},
		{"deep objects", nest("({a:", "1", "})", deep), true},
		{"deep blocks", nest("{", "", "}", deep), true},
		{"deep ifs", strings.Repeat("if (1) ", deep) + ";", true},
		{"deep unary", strings.Repeat("!", deep) + "1", true},
		{"deep new", strings.Repeat("new ", deep) + "Object", true},
		{"deep exponent", "2" + strings.Repeat("**2", deep), true},
		{"deep arrows", strings.Repeat("a => ", deep) + "1", true},
		{"deep templates", nest("`${", "1", "}`", deep), true},
		{"deep classes", "void " + strings.Repeat("class extends ", deep) + "Object" + strings.Repeat(" {}", deep), true},
		{"deep patterns", "let " + nest("[", "a", "]", deep) + " = []", true},
		{"a long sum past the limit", "1" + strings.Repeat("+1", deep), true},
		{"a long member chain", "globalThis" + strings.Repeat(".a", deep), true},
		{"a long call chain", "f" + strings.Repeat("()", deep), true},
		{"deep TypeScript", "const x: number = 1;\n" + nest("(", "x", ")", deep), true},
		{"deep TypeScript types", "let x: " + nest("Array<", "number", ">", deep) + " = [];", true},
		{"a long TypeScript member chain", "const x: number = 1;\nglobalThis" + strings.Repeat(".a", deep), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Compile(c.code)
			if c.tooDeep != errors.Is(err, ErrNestingTooDeep) {
				t.Errorf("Compile: %v, want too deep %v", err, c.tooDeep)
			}
		})
	}
}

// FuzzCompileNested: code nested n deep by any fragments, JavaScript or
// TypeScript, never crashes the compile (a goroutine stack past its
// maximum is a fatal error, not a panic), and what is refused for depth
// is refused as V8's RangeError.
func FuzzCompileNested(f *testing.F) {
	for _, s := range []struct {
		open, core, close string
		n                 uint16
	}{
		{"(", "1", ")", 25000},
		{"[", "", "]", 3000},
		{"{a:", "1", "}", 3000},
		{"`${", "1", "}`", 3000},
		{"a=>", "1", "", 5000},
		{"(x: number) => ", "1", "", 2000},
		{"<T>(", "1", ")", 2000},
		{"", "globalThis", ".a", 5000},
		{"Array<", "number", ">", 5000},
		{"/(", "a", ")/", 3000},
	} {
		f.Add(s.open, s.core, s.close, s.n)
	}
	f.Fuzz(func(t *testing.T, open, core, close string, n uint16) {
		if len(open) > 16 || len(core) > 32 || len(close) > 16 || n > 30000 {
			return
		}
		code := strings.Repeat(open, int(n)) + core + strings.Repeat(close, int(n))
		_, err := Compile(code)
		var se *SyntaxError
		if err != nil && !errors.Is(err, ErrNestingTooDeep) && !errors.As(err, &se) {
			t.Fatalf("Compile(%.60q...): %T %v, want a SyntaxError or the RangeError", code, err, err)
		}
	})
}

// FuzzStripTypeScript: esbuild's strip, as the runner calls it, never
// panics (Transform turns a panic into an "esbuild failed" error), and
// erasing type-only module syntax changes nothing in code that has none.
func FuzzStripTypeScript(f *testing.F) {
	for _, seed := range []string{
		"(async () => {\nconst n: number = 1;\nreturn n\n})",
		"(async () => {\nexport {};\nimport type { A } from './a';\nexport type B = A;\nexport interface C {}\nexport declare const d: number;\n})",
		"(async () => {\nimport type A = require('a');\n})",
		"(async () => {\nexport { a as \"b\" } from 'c' with { type: 'json' }\n})",
		"(async () => {\nenum E { A = 1 }\nnamespace N { export const x = 1 }\n})",
		"(async () => {\nif (a) export type T = number\n})",
		"(async () => {\nlet x = a < b > (c);\n})",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		erased, errE := strip.Transform(src, strip.Options{TypeScript: true, SourceMap: true, EraseTypeOnlyModuleSyntax: true})
		for _, err := range []error{errE} {
			var se *strip.Error
			if errors.As(err, &se) && strings.HasPrefix(se.Text, "esbuild failed") {
				t.Fatalf("esbuild panicked on %q: %s", src, se.Text)
			}
		}
		if strings.Contains(src, "export") || strings.Contains(src, "import") || strings.Contains(src, `\u`) {
			return
		}
		plain, errP := strip.Transform(src, strip.Options{TypeScript: true, SourceMap: true})
		if (errE == nil) != (errP == nil) || errE == nil && (erased.Code != plain.Code || erased.Mappings != plain.Mappings) {
			t.Fatalf("erasure changed code with no module syntax %q:\n%v %q\n%v %q", src, errE, erased.Code, errP, plain.Code)
		}
	})
}
