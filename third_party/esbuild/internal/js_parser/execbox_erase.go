package js_parser

// execbox: the erasure of type-only module syntax in a script (see
// config.TSOptions.EraseScriptTypeOnly). The runner runs guest code as the
// body of a function, where TypeScript's `export {}` or `import type`
// cannot stand; it erases them here, in the one parse, instead of erasing
// each at the error it caused and parsing the whole program again, which
// was quadratic in the number of such statements.

import (
	"github.com/evanw/esbuild/internal/js_ast"
	"github.com/evanw/esbuild/internal/js_lexer"
	"github.com/evanw/esbuild/internal/logger"
)

// isTypeOnlyExportAhead says, with the lexer on `export`, whether the
// token after it starts an erasable export: `{`, or `type`, `interface` or
// `declare`. The lexer is left where it was.
func (p *parser) isTypeOnlyExportAhead() (ok bool) {
	oldLexer := p.lexer
	p.lexer.IsLogDisabled = true
	defer func() {
		r := recover()
		p.lexer = oldLexer
		if _, isLexerPanic := r.(js_lexer.LexerPanic); r != nil && !isLexerPanic {
			panic(r)
		}
	}()
	p.lexer.Next()
	switch p.lexer.Token {
	case js_lexer.TOpenBrace:
		return true
	case js_lexer.TIdentifier:
		switch p.lexer.Raw() {
		case "type", "interface", "declare":
			return true
		}
	}
	return false
}

// parseErasedExport parses what follows an `export` that
// isTypeOnlyExportAhead accepted, and erases the statement: an export
// clause entirely, and of a type, interface or declaration the `export`
// keyword (those declarations erase themselves).
func (p *parser) parseErasedExport(loc logger.Loc, opts parseStmtOpts) js_ast.Stmt {
	if p.lexer.Token == js_lexer.TOpenBrace {
		// "export {a, b}", "export {a} from 'path'"
		p.parseExportClause()
		if p.lexer.IsContextualKeyword("from") {
			p.lexer.Next()
			p.parsePath()
		}
		p.lexer.ExpectOrInsertSemicolon()
		return js_ast.Stmt{Loc: loc, Data: js_ast.STypeScriptShared}
	}
	if p.lexer.Raw() == "type" {
		// "export type {a}", "export type A = ..."
		typeRange := p.lexer.Range()
		p.lexer.Next()
		if p.lexer.HasNewlineBefore && p.lexer.Token != js_lexer.TOpenBrace && p.lexer.Token != js_lexer.TAsterisk {
			p.log.AddError(&p.tracker, logger.Range{Loc: logger.Loc{Start: typeRange.End()}},
				"Unexpected newline after \"type\"")
			panic(js_lexer.LexerPanic{})
		}
		p.skipTypeScriptTypeStmt(parseStmtOpts{isExport: true})
		return js_ast.Stmt{Loc: loc, Data: js_ast.STypeScriptShared}
	}
	// "export interface A {}", "export declare ...": the statement as if
	// `export` were not there.
	return p.parseStmt(opts)
}

// trySkipTypeOnlyImport skips, with the lexer on the `type` of `import
// type`, the rest of a type-only import: `import type A from 'path'`,
// `import type {A} from 'path'`, `import type * as ns from 'path'`. It
// reports whether it did; if not, the lexer is left where it was, and
// nothing is logged.
func (p *parser) trySkipTypeOnlyImport() (ok bool) {
	oldLexer := p.lexer
	p.lexer.IsLogDisabled = true
	defer func() {
		r := recover()
		if _, isLexerPanic := r.(js_lexer.LexerPanic); isLexerPanic {
			p.lexer = oldLexer
			ok = false
		} else if r != nil {
			panic(r)
		}
	}()
	p.lexer.Next()
	switch p.lexer.Token {
	case js_lexer.TIdentifier:
		// "import type A from 'path'", and "import type from 'path'"
		if p.lexer.Raw() == "from" {
			p.lexer.Next()
			if p.lexer.Token == js_lexer.TStringLiteral {
				break
			}
			p.lexer.ExpectContextualKeyword("from")
			break
		}
		p.lexer.Next()
		p.lexer.ExpectContextualKeyword("from")
	case js_lexer.TAsterisk:
		p.lexer.Next()
		p.lexer.ExpectContextualKeyword("as")
		p.lexer.Expect(js_lexer.TIdentifier)
		p.lexer.ExpectContextualKeyword("from")
	case js_lexer.TOpenBrace:
		p.parseImportClause()
		p.lexer.ExpectContextualKeyword("from")
	default:
		p.lexer.Unexpected()
	}
	p.parsePath()
	p.lexer.ExpectOrInsertSemicolon()
	p.lexer.IsLogDisabled = oldLexer.IsLogDisabled
	return true
}
