// Package strip is execbox's addition to its copy of esbuild (see
// ../../PATCHES.md): it removes TypeScript's types from one script and
// prints JavaScript for the newest target, with a source map back to the
// input. It uses esbuild's parser and printer directly rather than
// pkg/api, whose bundler, resolver and dev server would link net/http,
// crypto/tls and the CSS tables into every process that embeds it.
package strip

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/evanw/esbuild/internal/ast"
	"github.com/evanw/esbuild/internal/config"
	"github.com/evanw/esbuild/internal/js_ast"
	"github.com/evanw/esbuild/internal/js_parser"
	"github.com/evanw/esbuild/internal/js_printer"
	"github.com/evanw/esbuild/internal/logger"
	"github.com/evanw/esbuild/internal/renamer"
	"github.com/evanw/esbuild/internal/sourcemap"
)

// Error is the first error esbuild reports. Line is 1-based; Column is
// 0-based and counted in bytes of the input, as esbuild counts it.
type Error struct {
	Text   string
	Line   int
	Column int
	// TooDeep says the input nests deeper than the parser goes
	// (js_parser.MaxNestingDepth); Text is then V8's message for it.
	TooDeep bool
}

func (e *Error) Error() string {
	return e.Text + " (line " + strconv.Itoa(e.Line) + ", column " + strconv.Itoa(e.Column+1) + ")"
}

// Result is the JavaScript and, if asked for, the mappings of a version 3
// source map from it back to the input (its "mappings" member; names are
// not kept). Lines in the mappings are 0-based, columns 0-based in UTF-16
// code units, as the format says.
type Result struct {
	Code     string
	Mappings string
}

// Options say how to read the input.
type Options struct {
	// TypeScript parses the input as TypeScript; otherwise as JavaScript.
	TypeScript bool
	// SourceMap asks for Result.Mappings.
	SourceMap bool
	// EraseTypeOnlyModuleSyntax erases, with TypeScript, the type-only
	// imports and exports that a module would erase and a script cannot
	// hold (`export {}`, `import type A from "m"`, `export type A = ...`;
	// see config.TSOptions.EraseScriptTypeOnly), in the one parse.
	EraseTypeOnlyModuleSyntax bool
}

// Transform parses source as a script (no import or export is expected)
// and prints it back for the esnext target: nothing is lowered, only
// TypeScript's syntax is removed or, for enums and parameter properties,
// compiled to the JavaScript TypeScript itself emits.
//
// A panic inside esbuild (a bug there, not a syntax error, which esbuild
// reports as an error) is returned as an Error at line 1, so that a host
// process embedding this never dies of its guest's code.
func Transform(source string, opts Options) (res Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = Result{}, &Error{Text: fmt.Sprintf("esbuild failed: %v", r), Line: 1}
		}
	}()
	log := logger.NewDeferLog(logger.DeferLogNoVerboseOrDebug, nil)
	// No defines at all, not even esbuild's defaults: those fold
	// `undefined`, `NaN` and `Infinity` into constants and list the known
	// globals for tree shaking, which a strip does not do, and building
	// them costs a millisecond on first use.
	defines := config.ProcessedDefines{
		IdentifierDefines: map[string]config.DefineData{},
		DotDefines:        map[string][]config.DefineData{},
	}
	cfg := config.Options{
		Defines:      &defines,
		OutputFormat: config.FormatPreserve,
		SourceMap:    config.SourceMapNone,
	}
	cfg.TS.Parse = opts.TypeScript
	cfg.TS.EraseScriptTypeOnly = opts.TypeScript && opts.EraseTypeOnlyModuleSyntax
	src := logger.Source{
		Index:          0,
		KeyPath:        logger.Path{Text: "<stdin>"},
		PrettyPaths:    logger.PrettyPaths{Rel: "<stdin>", Abs: "<stdin>"},
		Contents:       source,
		IdentifierName: "stdin",
	}
	tree, ok := js_parser.Parse(log, src, js_parser.OptionsFromConfig(&cfg))
	for _, msg := range log.Done() {
		if msg.Kind != logger.Error {
			continue
		}
		e := &Error{Text: msg.Data.Text, Line: 1, TooDeep: msg.Data.Text == js_parser.NestingErrorText}
		if loc := msg.Data.Location; loc != nil {
			e.Line, e.Column = loc.Line, loc.Column
		}
		return Result{}, e
	}
	if !ok {
		return Result{}, &Error{Text: "the code could not be parsed", Line: 1}
	}

	symbols := ast.NewSymbolMap(1)
	symbols.SymbolsForSource[0] = tree.Symbols
	popts := js_printer.Options{
		OutputFormat:      config.FormatPreserve,
		AddSourceMappings: opts.SourceMap,
	}
	if opts.SourceMap {
		popts.SourceMap = config.SourceMapInline
		popts.LineOffsetTables = sourcemap.GenerateLineOffsetTables(source, tree.ApproximateLineCount)
	}
	printed := js_printer.Print(tree, symbols, rename(tree, symbols), popts)
	out := Result{Code: string(printed.JS)}
	if opts.SourceMap {
		// One chunk that starts at the zero state is a whole source map's
		// mappings as it stands.
		out.Mappings = string(printed.SourceMapChunk.Buffer.Data)
	}
	return out, nil
}

// rename gives every symbol its printed name as esbuild's linker does for
// one file that is not minified: names stay as written, and a symbol the
// transform generated (an enum's inner parameter, say) is numbered away
// from any name it would shadow or capture.
func rename(tree js_ast.AST, symbols ast.SymbolMap) renamer.Renamer {
	reserved := renamer.ComputeReservedNames([]*js_ast.Scope{tree.ModuleScope}, symbols)
	r := renamer.NewNumberRenamer(symbols, reserved)
	var scopes []*js_ast.Scope
	for _, part := range tree.Parts {
		for _, declared := range part.DeclaredSymbols {
			if declared.IsTopLevel {
				r.AddTopLevelSymbol(declared.Ref)
			}
		}
		scopes = append(scopes, part.Scopes...)
	}
	r.AssignNamesByScope(map[uint32][]*js_ast.Scope{0: scopes})
	return r
}

// Original maps a position in Result.Code (line 1-based, column 0-based in
// UTF-16 code units) to the input: the last mapping at or before it on its
// line. ok is false when the line has no mapping there.
func (r Result) Original(line, column int) (origLine, origColumn int, ok bool) {
	genLine, genCol, origL, origC := 1, 0, 0, 0
	m := r.Mappings
	for len(m) > 0 && genLine <= line {
		switch m[0] {
		case ';':
			genLine++
			genCol = 0
			m = m[1:]
			continue
		case ',':
			m = m[1:]
			continue
		}
		var fields [5]int
		n := 0
		for n < 5 && len(m) > 0 && m[0] != ',' && m[0] != ';' {
			v, rest, good := decodeVLQ(m)
			if !good {
				return 0, 0, false
			}
			fields[n], m = v, rest
			n++
		}
		genCol += fields[0]
		// fields[1] is the source index, always 0 here.
		if n >= 4 {
			origL += fields[2]
			origC += fields[3]
		}
		if genLine == line && genCol <= column && n >= 4 {
			origLine, origColumn, ok = origL+1, origC, true
		}
		if genLine == line && genCol > column {
			break
		}
	}
	return origLine, origColumn, ok
}

const base64Digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// decodeVLQ reads one base64 VLQ number from the start of s.
func decodeVLQ(s string) (int, string, bool) {
	vlq, shift := 0, 0
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(base64Digits, s[i])
		if d < 0 {
			return 0, s, false
		}
		vlq |= (d & 31) << shift
		shift += 5
		if d&32 == 0 {
			if vlq&1 != 0 {
				return -(vlq >> 1), s[i+1:], true
			}
			return vlq >> 1, s[i+1:], true
		}
	}
	return 0, s, false
}
