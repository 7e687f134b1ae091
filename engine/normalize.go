package engine

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"
	"github.com/dop251/goja/parser"
	"github.com/evanw/esbuild/pkg/strip"

	"github.com/execbox/execbox-runner/ndjson"
)

// The guest program is parsed inside this wrapper, so that top-level await
// and return are legal, and then rewritten on the AST. The wrapper's opening
// sits on a line of its own: a guest position (line L, column C) is wrapper
// position (L+1, C), with no column shift on the first line.
const (
	wrapperOpen  = "(async () => {\n"
	wrapperClose = "\n})"
)

// SyntaxError is a guest program that does not parse. Line and Column are
// 1-based positions in the code as the host sent it.
type SyntaxError struct {
	Message string
	Line    int
	Column  int
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("SyntaxError: %s (line %d, column %d)", e.Message, e.Line, e.Column)
}

// ErrNestingTooDeep is code nested deeper than the parsers and the compiler
// go (parser.MaxNestingDepth levels): V8's RangeError for such code. Each
// level is Go recursion, whose stack no heap limit sees, and which no
// interrupt can stop.
var ErrNestingTooDeep = errors.New("RangeError: Maximum call stack size exceeded")

// isNestingError says whether err is goja's parser or compiler, or
// esbuild, giving up on code nested too deeply.
func isNestingError(err error) bool {
	var pe *parser.NestingError
	var ce *goja.CompilerRangeError
	var se *strip.Error
	return errors.As(err, &pe) || errors.As(err, &ce) || errors.As(err, &se) && se.TooDeep
}

// Compile normalizes guest code the way execbox does and compiles it to a
// program that evaluates to an async function of no arguments:
//
//   - a surrounding Markdown code fence is stripped;
//   - a program that is one lone async arrow function is that function;
//   - a program that is one function declaration is wrapped and the
//     function is called, its result being the program's result;
//   - otherwise the code becomes the body of an async arrow, and a last
//     expression statement becomes its return value. Explicit return works;
//     empty code gives undefined.
//
// The rewriting happens on goja's AST, never on text, so parentheses,
// comments and template literals cannot confuse it.
//
// A lone surrogate in the code (sent as a "\ud800" escape, held in WTF-8;
// see ndjson.Unquote) is written back as that escape first; see
// escapeLoneSurrogates.
func Compile(code string) (*goja.Program, error) {
	prg, _, err := compile(code)
	return prg, err
}

// compile is Compile, and says where the program's positions come from:
// TypeScript input (see typescript.go) runs as the JavaScript esbuild
// printed from it.
func compile(code string) (*goja.Program, *origin, error) {
	body, lineOffset := stripFence(escapeLoneSurrogates(code))
	o := &origin{body: body, lineOffset: lineOffset}
	src := wrapperOpen + body + wrapperClose
	o.code = src
	// No source maps: a map, inline or named, would move the positions the
	// runner reports, and a named one is a file the guest chose (the
	// carried goja opens none without a loader; PATCHES.md).
	prg, err := parser.ParseFile(nil, "guest.js", src, 0, parser.WithDisableSourceMaps)
	if err != nil {
		if isNestingError(err) {
			return nil, nil, ErrNestingTooDeep
		}
		if src, err = o.stripTypes(src, err); err != nil {
			return nil, nil, err
		}
		if prg, err = parser.ParseFile(nil, "guest.js", src, 0, parser.WithDisableSourceMaps); err != nil {
			if isNestingError(err) {
				return nil, nil, ErrNestingTooDeep
			}
			return nil, nil, o.syntaxError(err)
		}
	}
	o.file = prg.File
	fn, err := wrapperFunction(prg, src)
	if err != nil {
		return nil, nil, o.positioned(err.Error(), prg.File, int(fn.idx)-1)
	}
	rewriteBody(fn.block, o)
	compiled, err := goja.CompileAST(prg, false)
	if err != nil {
		if isNestingError(err) {
			return nil, nil, ErrNestingTooDeep
		}
		var ce *goja.CompilerSyntaxError
		if errors.As(err, &ce) && ce.File != nil {
			return nil, nil, o.positioned(ce.Message, ce.File, ce.Offset)
		}
		return nil, nil, &SyntaxError{Message: err.Error(), Line: 1, Column: 1}
	}
	return compiled, o, nil
}

// stripFence removes one Markdown code fence around the whole program, such
// as a model might emit (```js ... ```). It returns the inner code and how
// many lines were removed before it.
func stripFence(code string) (string, int) {
	trimmed := strings.TrimSpace(code)
	if !strings.HasPrefix(trimmed, "```") || !strings.HasSuffix(trimmed, "```") || len(trimmed) < 6 {
		return code, 0
	}
	nl := strings.IndexByte(trimmed, '\n')
	if nl < 0 {
		return code, 0
	}
	info := strings.TrimSpace(trimmed[3:nl])
	if strings.ContainsAny(info, "`") {
		return code, 0
	}
	inner := trimmed[nl+1 : len(trimmed)-3]
	// Lines dropped: those before the trimmed text, plus the fence line.
	lead := strings.Count(code[:strings.Index(code, trimmed)], "\n") + 1
	return inner, lead
}

type wrapperFn struct {
	block *ast.BlockStatement
	idx   file.Idx
}

type escapeError struct{}

func (escapeError) Error() string {
	return "code closes the function that wraps it"
}

// wrapperFunction checks that the parsed program is exactly the wrapper: one
// expression statement holding the async arrow whose braces are the
// wrapper's own. Code such as `}); x; (async () => {` parses, but into more
// than one statement, and is refused here.
//
// esbuild prints stripped TypeScript with the same opening line, and its
// last closing brace is the wrapper's, as in the code as sent.
func wrapperFunction(prg *ast.Program, src string) (wrapperFn, error) {
	fail := func(at file.Idx) (wrapperFn, error) { return wrapperFn{idx: at}, escapeError{} }
	if len(prg.Body) != 1 {
		if len(prg.Body) > 1 {
			return fail(prg.Body[1].Idx0())
		}
		return fail(1)
	}
	stmt, ok := prg.Body[0].(*ast.ExpressionStatement)
	if !ok {
		return fail(prg.Body[0].Idx0())
	}
	arrow, ok := stmt.Expression.(*ast.ArrowFunctionLiteral)
	if !ok || !arrow.Async {
		return fail(stmt.Idx1())
	}
	block, ok := arrow.Body.(*ast.BlockStatement)
	// Idx values are 1-based offsets into the source.
	openBrace := file.Idx(strings.IndexByte(wrapperOpen, '{') + 1)
	closeBrace := file.Idx(strings.LastIndexByte(src, '}') + 1)
	if !ok || block.LeftBrace != openBrace || block.RightBrace != closeBrace {
		return fail(arrow.Idx1())
	}
	return wrapperFn{block: block}, nil
}

// rewriteBody applies execbox's result rules to the wrapper's statements.
func rewriteBody(block *ast.BlockStatement, o *origin) {
	list := block.List
	if len(list) == 0 {
		return
	}
	last := list[len(list)-1]
	if len(list) == 1 {
		if decl, ok := last.(*ast.FunctionDeclaration); ok && decl.Function.Name != nil {
			call := &ast.CallExpression{
				Callee:           &ast.Identifier{Name: decl.Function.Name.Name, Idx: decl.Function.Name.Idx},
				LeftParenthesis:  decl.Idx1(),
				RightParenthesis: decl.Idx1(),
			}
			block.List = append(list, &ast.ReturnStatement{Return: decl.Idx1(), Argument: call})
			return
		}
		if es, ok := last.(*ast.ExpressionStatement); ok {
			if arrow, ok := es.Expression.(*ast.ArrowFunctionLiteral); ok && arrow.Async {
				// A lone async arrow is the program itself: call it.
				call := &ast.CallExpression{Callee: arrow, LeftParenthesis: es.Idx1(), RightParenthesis: es.Idx1()}
				list[0] = &ast.ReturnStatement{Return: es.Idx0(), Argument: call}
				return
			}
		}
	}
	if es, ok := last.(*ast.ExpressionStatement); ok {
		if o.stripped != nil {
			// A TypeScript enum last is a declaration, not the result.
			p := o.file.Position(int(es.Idx0()) - 1)
			if o.isEnumAt(p.Line, p.Column) {
				return
			}
		}
		list[len(list)-1] = &ast.ReturnStatement{Return: es.Idx0(), Argument: es.Expression}
	}
}

// positioned makes a SyntaxError at a 0-based offset into the compiled
// source.
func (o *origin) positioned(msg string, f *file.File, offset int) error {
	line, col := 1, 1
	if f != nil && offset >= 0 {
		p := f.Position(offset)
		line, col = p.Line, p.Column
	}
	line, col, _ = o.position(line, col)
	return &SyntaxError{Message: msg, Line: line, Column: col}
}

// guestPosition maps a wrapper position (1-based line, 1-based byte column)
// to the guest code, with the column counted in UTF-16 code units as
// JavaScript engines count it. Positions on the wrapper's own lines are
// pinned to the end of the guest code and reported as such.
func guestPosition(line, byteCol int, body string) (int, int, bool) {
	line--
	lines := strings.Split(body, "\n")
	switch {
	case line < 1:
		return 1, 1, true
	case line > len(lines):
		last := lines[len(lines)-1]
		return len(lines), utf16Len(last) + 1, true
	}
	text := lines[line-1]
	if byteCol-1 > len(text) {
		byteCol = len(text) + 1
	}
	return line, utf16Len(text[:max(byteCol-1, 0)]) + 1, false
}

// escapeLoneSurrogates replaces each lone surrogate in code, held in WTF-8,
// with the six characters of its \uXXXX escape. goja's parser reads UTF-8
// and would see three invalid bytes (three U+FFFD in a string literal), and
// a JavaScript source may hold a lone surrogate only where V8 would treat
// it as this escape anyway: in a string literal or a template's cooked text
// (the same code unit), a regular expression (the same pattern), a comment
// (no meaning); in an identifier or between tokens both are syntax errors.
// Only a template's raw text (String.raw) tells them apart. A surrogate
// that follows an odd run of backslashes was itself escaped (`'\<D800>'` is
// that code unit), so that backslash becomes the escape's own. Columns
// after a replaced surrogate on its line move right by 5 in messages.
func escapeLoneSurrogates(code string) string {
	if !hasWTF8Surrogate(code) {
		return code
	}
	const hex = "0123456789abcdef"
	var b strings.Builder
	b.Grow(len(code) + 16)
	for i := 0; i < len(code); {
		u, ok := ndjson.WTF8Surrogate(code[i:])
		if !ok {
			b.WriteByte(code[i])
			i++
			continue
		}
		run := 0
		for j := i - 1; j >= 0 && code[j] == '\\'; j-- {
			run++
		}
		if run%2 == 0 {
			b.WriteByte('\\')
		}
		b.Write([]byte{'u', hex[u>>12], hex[u>>8&0xf], hex[u>>4&0xf], hex[u&0xf]})
		i += 3
	}
	return b.String()
}
