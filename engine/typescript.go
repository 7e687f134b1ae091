package engine

import (
	"errors"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dop251/goja/file"
	"github.com/dop251/goja/parser"
	"github.com/evanw/esbuild/pkg/strip"
)

// TypeScript input. There is no protocol field for the language, so the
// runner decides from the code itself, and the rule is that plain
// JavaScript is never changed and never pays:
//
//  1. Code that goja parses is JavaScript and runs as it is. This is the
//     common case, and it costs nothing more than before: esbuild's copy
//     (third_party/esbuild) is linked in, but its package initialization
//     was made lazy, and nothing of it runs.
//  2. Code that goja refuses is parsed by esbuild as TypeScript. If that
//     succeeds, and esbuild's JavaScript parser refuses the code (so it is
//     not JavaScript that goja merely lacks, such as a newer syntax, whose
//     meaning a TypeScript reading could change: `a < b > (c)`), the
//     types are stripped, for the esnext target (nothing is lowered), and
//     the result runs instead.
//  3. Code that neither parses is a syntax error. Its message and position
//     are esbuild's when esbuild's TypeScript parser read further into the
//     code than its JavaScript parser (the code is TypeScript with a
//     mistake later on), and goja's otherwise, as before.
//
// esbuild prints the stripped program anew, so its lines are not the
// user's; a source map from esbuild's printer maps every position in it
// (syntax errors goja finds in it, and the frames of runtime errors) back
// to the code as the host sent it. The guest's own `error.stack` shows the
// stripped program's positions.

// origin says how positions in a compiled program map back to the code
// the host sent: body is that code inside any code fence, lineOffset the
// lines the fence took, and stripped the TypeScript transform's result,
// nil for JavaScript.
type origin struct {
	body       string
	lineOffset int
	stripped   *strip.Result
	code       string     // the program goja compiled
	file       *file.File // its positions
}

// position maps a 1-based line and byte column in the compiled program to
// the guest's line and UTF-16 column; inWrapper says it fell on the
// wrapper's own lines.
func (o *origin) position(line, byteCol int) (gl, gc int, inWrapper bool) {
	if o.stripped == nil {
		gl, gc, inWrapper = guestPosition(line, byteCol, o.body)
		return gl + o.lineOffset, gc, inWrapper
	}
	// A column in the stripped program counted in UTF-16, as source maps
	// count it, then mapped to the wrapped TypeScript.
	lines := strings.Split(o.code, "\n")
	col16 := 0
	if line >= 1 && line <= len(lines) {
		text := lines[line-1]
		col16 = utf16Len(text[:min(max(byteCol-1, 0), len(text))])
	}
	wl, wc, ok := o.stripped.Original(line, col16)
	if !ok {
		return 1 + o.lineOffset, 1, true
	}
	bodyLines := strings.Count(o.body, "\n") + 1
	switch {
	case wl < 2:
		return 1 + o.lineOffset, 1, true
	case wl > bodyLines+1:
		last := o.body[strings.LastIndexByte(o.body, '\n')+1:]
		return bodyLines + o.lineOffset, utf16Len(last) + 1, true
	}
	return wl - 1 + o.lineOffset, wc + 1, false
}

// syntaxError turns a goja parser error into a SyntaxError at the guest's
// own line and column.
func (o *origin) syntaxError(err error) error {
	var list parser.ErrorList
	var one *parser.Error
	switch {
	case errors.As(err, &list) && len(list) > 0:
		one = list[0]
	case errors.As(err, &one):
	default:
		return &SyntaxError{Message: err.Error(), Line: 1 + o.lineOffset, Column: 1}
	}
	line, col, inWrapper := o.position(one.Position.Line, one.Position.Column)
	msg := one.Message
	if inWrapper {
		// The parser stumbled on the wrapper's closing tokens: the guest's
		// code ended while something was still open.
		msg = "Unexpected end of input"
	}
	return &SyntaxError{Message: msg, Line: line, Column: col}
}

// transform is esbuild's strip, a variable so that a test can count the
// parses a compile makes.
var transform = strip.Transform

// stripTypes is called only when goja refused src, the guest's code in
// its wrapper, with jsErr. It returns the stripped program for TypeScript
// input, or the syntax error to report.
func (o *origin) stripTypes(src string, jsErr error) (string, error) {
	// A type-only import or export is legal in a module, not in the
	// function the code runs in: it erases to nothing, and esbuild erases
	// it in the same parse (the copy's patch; erasing each at the error it
	// caused and parsing again made the whole strip quadratic).
	res, tsErr := transform(src, strip.Options{TypeScript: true, SourceMap: true, EraseTypeOnlyModuleSyntax: true})
	if isNestingError(tsErr) {
		return "", ErrNestingTooDeep
	}
	_, esErr := transform(src, strip.Options{})
	switch {
	case tsErr == nil && esErr != nil:
		o.stripped = &res
		o.code = res.Code
		return res.Code, nil
	case tsErr == nil:
		// JavaScript that goja cannot run: never read it as TypeScript.
		return "", o.syntaxError(jsErr)
	}
	var te, ee *strip.Error
	if errors.As(tsErr, &te) && errors.As(esErr, &ee) &&
		(te.Line > ee.Line || te.Line == ee.Line && te.Column > ee.Column) {
		// esbuild's TypeScript parser read past the point where its
		// JavaScript parser stopped: TypeScript, with a mistake further on.
		line, col, inWrapper := guestPosition(te.Line, te.Column+1, o.body)
		msg := te.Text
		if inWrapper {
			msg = "Unexpected end of input"
		}
		return "", &SyntaxError{Message: msg, Line: line + o.lineOffset, Column: col}
	}
	return "", o.syntaxError(jsErr)
}

// isEnumAt says whether the guest's code at a position of the compiled
// program starts an enum declaration. esbuild compiles an enum to a
// declaration and an expression statement, which, last in the program,
// must not become its result: in the code as written, the last statement
// is a declaration.
func (o *origin) isEnumAt(line, byteCol int) bool {
	gl, gc, inWrapper := o.position(line, byteCol)
	gl -= o.lineOffset
	lines := strings.Split(o.body, "\n")
	if inWrapper || gl < 1 || gl > len(lines) {
		return false
	}
	text := lines[gl-1]
	// gc counts UTF-16 code units from 1; find the byte offset it names.
	i := 0
	for units := 1; i < len(text) && units < gc; {
		r, size := utf8.DecodeRuneInString(text[i:])
		units += utf16.RuneLen(r)
		i += size
	}
	rest := strings.TrimSpace(text[i:])
	if after, ok := strings.CutPrefix(rest, "const"); ok {
		rest = strings.TrimLeft(after, " \t")
	}
	return strings.HasPrefix(rest, "enum") && len(rest) > 4 && (rest[4] == ' ' || rest[4] == '\t')
}
