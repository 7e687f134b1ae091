package engine

import (
	"errors"
	"strings"
	"testing"

	"github.com/dop251/goja/parser"
	"github.com/evanw/esbuild/pkg/strip"
)

// TestTypeScriptRuns: TypeScript input runs with its types stripped, under
// the same normalization rules as JavaScript.
func TestTypeScriptRuns(t *testing.T) {
	tests := []struct {
		name, code, want string
	}{
		{"annotation", "const n: number = 2;\nn * 3", "6"},
		{"interface and alias", "interface Row { id: number; name?: string }\ntype Rows = Row[];\nconst rows: Rows = [{ id: 1 }, { id: 2, name: 'b' }];\nrows.map((r) => r.name ?? r.id)", `[1,"b"]`},
		{"as and satisfies", "const v = JSON.parse('{\"a\":1}') as { a: number };\nconst w = { b: 2 } satisfies Record<string, number>;\nv.a + w.b", "3"},
		{"non-null", "const m = new Map<string, number>([['k', 4]]);\nm.get('k')! + 1", "5"},
		{"generic function and call", "function first<T>(xs: T[]): T | undefined { return xs[0] }\nfirst<string>(['x', 'y'])", `"x"`},
		{"generic class", "class Box<T> { constructor(public value: T) {} }\nnew Box<number>(7).value", "7"},
		{"enum", "enum Color { Red, Green = 'g' }\n[Color.Red, Color[0], Color.Green]", `[0,"Red","g"]`},
		{"const enum", "const enum Dir { Up = 1, Down }\nDir.Down", "2"},
		{"enum last is not the result", "const a = 1;\nenum E { A }", "undefined"},
		{"const enum last is not the result", "const a = 1;\nconst enum E { A }", "undefined"},
		{"declare", "declare const host: string;\ndeclare function f(): void;\n typeof host", `"undefined"`},
		{"optional parameter", "function f(a: number, b?: number): number { return a + (b ?? 10) }\nf(1)", "11"},
		{"access modifiers and parameter properties", "class P { private readonly secret = 1; constructor(public name: string, protected age: number) {} get info(): string { return this.name + this.age + this.secret } }\nnew P('a', 3).info", `"a31"`},
		{"implements and abstract", "interface Shape { area(): number }\nabstract class Base implements Shape { abstract area(): number; twice(): number { return 2 * this.area() } }\nclass Sq extends Base { constructor(private s: number) { super() } area() { return this.s ** 2 } }\nnew Sq(3).twice()", "18"},
		{"overloads", "function f(x: string): string;\nfunction f(x: number): number;\nfunction f(x: any) { return x }\nf(2)", "2"},
		{"type guard", "type Ok = { ok: true; v: number }; type Err = { ok: false };\nfunction isOk(r: Ok | Err): r is Ok { return r.ok }\nconst rs: (Ok | Err)[] = [{ ok: true, v: 1 }, { ok: false }];\nrs.filter(isOk).map((r) => r.v)", "[1]"},
		{"as const", "const modes = ['a', 'b'] as const;\ntype Mode = typeof modes[number];\nconst m: Mode = 'b';\nmodes.indexOf(m)", "1"},
		{"top-level await and return", "const r: number = await Promise.resolve(4);\nif (r > 3) return r as number;\n0", "4"},
		{"lone async arrow", "async (): Promise<number> => 8", "8"},
		{"lone function declaration", "function main(): string { return 'm' }", `"m"`},
		{"fence ts", "```ts\nconst x: number = 9;\nx\n```", "9"},
		{"type-only imports and exports", "import type { Row } from './types';\nimport type Def from \"./def\"\nexport type { Row };\nexport interface P { a: number }\nexport type N = number;\nexport declare const x: number;\nexport {};\nexport { P as Q } from './p'\nconst p: P = { a: 1 };\np.a", "1"},
		{"type-only exports mid-line and in blocks", "const a: number = 2; export { a }; if (a) { export type T = number; import type * as m from 'm' }\na", "2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { okResult(t, eval(t, tt.code), tt.want) })
	}
}

// TestTypeScriptNeverChangesJavaScript: code that is JavaScript runs as
// JavaScript, even where a TypeScript reading would mean something else,
// and JavaScript that goja cannot parse is not read as TypeScript.
func TestTypeScriptNeverChangesJavaScript(t *testing.T) {
	// As TypeScript, `f < T > (x)` is a call of f with a type argument.
	okResult(t, eval(t, "const f = 1, T = 2, x = 3;\nf < T > (x)"), "false")
	// Valid JavaScript that goja refuses (a class static block) must give
	// goja's own syntax error, not run through the TypeScript transform
	// even though esbuild would print it unchanged.
	code := "class A { static { this.x = 1 } }\nA.x"
	if _, err := Compile(code); err == nil {
		t.Skip("goja parses static blocks now: nothing to check")
	}
	_, o, err := compile(code)
	if err == nil || o != nil {
		t.Fatalf("compile of JavaScript goja cannot parse: %v, %v", o, err)
	}
	var se *SyntaxError
	if !errors.As(err, &se) || strings.Contains(se.Message, `"`) {
		t.Errorf("error %v, want goja's syntax error", err)
	}
}

// TestTypeScriptSyntaxErrors: a syntax error in TypeScript input is
// reported at the user's own line and column.
func TestTypeScriptSyntaxErrors(t *testing.T) {
	tests := []struct {
		name, code string
		line, col  int
		msg        string
	}{
		{"after an annotation", "const a: number = 1;\nconst b: string = ;", 2, 19, `Unexpected ";"`},
		{"in a type", "let x: Array<number = [];", 1, 21, `Expected ">" but found "="`},
		{"fence", "```ts\nconst a: number = 1;\n\nlet b: number = )\n```", 4, 17, `Unexpected ")"`},
		{"UTF-16 columns", "const s: string = 'é😀';\nconst t: string = 'é😀' ]", 2, 25, `Expected ";" but found "]"`},
		{"end of input", "function f(a: number) {", 1, 24, "Unexpected end of input"},
		{"export of a value", "const a: number = 1;\nexport const b = 2;", 2, 1, `Unexpected "export"`},
		{"import of a value", "import { readFile } from 'fs';\nconst a: number = 1;", 1, 1, "Cannot use import statement outside a module"},
		{"export of a value after erased ones", "const a: number = 1;\nexport {};\nimport type A from './a';\nexport default a;", 4, 1, `Unexpected "export"`},
		{"import type with require", "const a: number = 1;\nimport type A = require('a');", 2, 8, `Unexpected "type"`},
		// JavaScript errors stay goja's.
		{"plain JavaScript", "const a = 1;\nconst b = ;", 2, 11, "Unexpected token ';'"},
		{"plain JavaScript import", "import x from 'y'", 1, 1, "Cannot use import statement outside a module"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Compile(tt.code)
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Compile error %v, want *SyntaxError", err)
			}
			if se.Line != tt.line || se.Column != tt.col || se.Message != tt.msg {
				t.Errorf("got %q at line %d column %d, want %q at line %d column %d", se.Message, se.Line, se.Column, tt.msg, tt.line, tt.col)
			}
		})
	}
}

// TestTypeScriptRuntimePositions: with error positions on, an error thrown
// from stripped code names the line and column of the user's TypeScript,
// though esbuild printed the program anew: for a thrown Error, where it
// was made (the "new"), as for JavaScript.
func TestTypeScriptRuntimePositions(t *testing.T) {
	tests := []struct {
		name, code, want string
	}{
		{"throw", "interface A {\n  a: number\n}\nconst x: A = { a: 1 };\n\n   throw new Error('boom: ' + x.a)", "boom: 1 (line 6, column 10)"},
		{"in a function", "function f(n: number): number {\n  if (n > 1) {\n    return (n as any).p.q;\n  }\n  return n;\n}\nf(2)", "Cannot read properties of undefined (reading 'q') (line 3, column 25)"},
		{"UTF-16 columns", "const s: string = 'é😀'; throw new Error(s)", "é😀 (line 1, column 32)"},
		{"after an erased import", "import type { A } from './a';\nexport type { A };\nconst n: number = 1; throw new Error('n' + n)", "n1 (line 3, column 28)"},
		{"fence", "```ts\nenum E { A }\nconst e: E = E.A;\nthrow new TypeError(`e=${e}`)\n```", "e=0 (line 4, column 7)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := New(Config{ErrorPositions: true})
			if err != nil {
				t.Fatal(err)
			}
			e.Start()
			t.Cleanup(e.terminate)
			h := newFakeHost()
			if !e.Do(func() { e.Execute(tt.code, nil, defaultLimits, h) }) {
				t.Fatal("Do refused the job")
			}
			o := (&run{t: t, e: e, host: h}).outcome()
			if o.Err == nil || !strings.HasSuffix(o.Err.Message, tt.want) {
				t.Fatalf("got %s, want an error ending %q", describeOutcome(o), tt.want)
			}
		})
	}
}

// FuzzCompile: no code makes Compile panic, and code that goja parses as
// it stands is never given to the TypeScript transform.
func FuzzCompile(f *testing.F) {
	for _, seed := range []string{
		"const n: number = 1;\nn",
		"interface A { a?: string }\nenum E { X = 'x' }\nconst a = {} as A;\na.a ?? E.X",
		"function f<T>(x: T): T { return x }\nf<number>(1)!",
		"class P { constructor(private readonly a: number) {} }\nnew P(1)",
		"import type { A } from './a';\nexport type { A };\n1",
		"const f = 1, T = 2, x = 3;\nf < T > (x)",
		"```ts\nlet x: number = ;\n```",
		"}); x; (async () => {",
		"declare module 'm' { export const x: number }",
		"export { a as b } from 'c'",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, code string) {
		_, o, err := compile(code)
		if err != nil || o.stripped == nil {
			return
		}
		body, _ := stripFence(escapeLoneSurrogates(code))
		if _, perr := parser.ParseFile(nil, "guest.js", wrapperOpen+body+wrapperClose, 0); perr == nil {
			t.Fatalf("JavaScript that goja parses went through the TypeScript transform: %q", code)
		}
	})
}

// TestTypeScriptErasureParsesOnce: type-only imports and exports are
// erased in esbuild's one parse. Each used to be erased at the error it
// caused, with the whole program parsed again: 8,000 `export {};` (88 KB)
// took 15.7 s, and no deadline could stop it.
func TestTypeScriptErasureParsesOnce(t *testing.T) {
	calls := 0
	defer func(f func(string, strip.Options) (strip.Result, error)) { transform = f }(transform)
	inner := transform
	transform = func(src string, opts strip.Options) (strip.Result, error) {
		calls++
		return inner(src, opts)
	}
	code := "let x: number = 1;\n" + strings.Repeat("export {};\nimport type { A } from './a';\nexport type B = A;\n", 2000) + "x"
	prg, err := Compile(code)
	if err != nil || prg == nil {
		t.Fatalf("compile: %v", err)
	}
	if calls > 2 {
		t.Errorf("esbuild parsed the program %d times, want at most 2 (TypeScript, then JavaScript)", calls)
	}
}
