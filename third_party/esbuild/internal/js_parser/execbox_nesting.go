package js_parser

// execbox: a bound on nesting. The parser is recursive descent, and so are
// the passes after it (visiting, lowering, printing): each level of
// `((((`, `[[[[`, `{{{{`, `Array<Array<`, `a.b.c` or `f()()()` is a
// level of Go recursion, whose stack no heap limit sees; 25,000
// parentheses grew the goroutine stack to about 90 MB. Past
// MaxNestingDepth levels the parse fails with V8's message for such code,
// NestingErrorText.

import "github.com/evanw/esbuild/internal/js_lexer"

// MaxNestingDepth is the number of levels the parser goes. It matches
// goja's parser.MaxNestingDepth, so that TypeScript and JavaScript nest
// equally far.
const MaxNestingDepth = 1500

// NestingErrorText is the error of code nested deeper than
// MaxNestingDepth.
const NestingErrorText = "Maximum call stack size exceeded"

// enterNesting counts one level. Every cycle of the parser's recursion
// passes through one (parseExprCommon, parseStmt, parseBinding,
// skipTypeScriptTypeWithFlags), and so does each link of a suffix chain
// (countSuffix), whose syntax tree the later passes recurse through.
func (p *parser) enterNesting() {
	p.nestingDepth++
	if p.nestingDepth > MaxNestingDepth {
		if !p.lexer.IsLogDisabled {
			p.log.AddError(&p.tracker, p.lexer.Range(), NestingErrorText)
		}
		panic(js_lexer.LexerPanic{})
	}
}

func (p *parser) leaveNesting() {
	p.nestingDepth--
}

func (p *parser) restoreNesting(depth int) {
	p.nestingDepth = depth
}

// countSuffix counts a link of a member, call, index or template chain in
// parseSuffix: `a.b.c` nests in the syntax tree as `((a.b).c)` although
// the parser loops. Binary operators are not counted: esbuild visits and
// prints them without recursion, and long `a + b + c` chains are common.
func (p *parser) countSuffix() {
	switch p.lexer.Token {
	case js_lexer.TDot, js_lexer.TQuestionDot, js_lexer.TOpenBracket, js_lexer.TOpenParen,
		js_lexer.TTemplateHead, js_lexer.TNoSubstitutionTemplateLiteral:
		p.enterNesting()
	}
}
