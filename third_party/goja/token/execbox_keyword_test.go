package token

import "testing"

// The keyword table was a map built at init; it is a switch now. This is
// the map as it was, and the switch must answer as it did, for every key
// and for words that are not keywords.
var mapKeywordTable = map[string]_keyword{
	"if": {
		token: IF,
	},
	"in": {
		token: IN,
	},
	"do": {
		token: DO,
	},
	"var": {
		token: VAR,
	},
	"for": {
		token: FOR,
	},
	"new": {
		token: NEW,
	},
	"try": {
		token: TRY,
	},
	"this": {
		token: THIS,
	},
	"else": {
		token: ELSE,
	},
	"case": {
		token: CASE,
	},
	"void": {
		token: VOID,
	},
	"with": {
		token: WITH,
	},
	"async": {
		token: ASYNC,
	},
	"while": {
		token: WHILE,
	},
	"break": {
		token: BREAK,
	},
	"catch": {
		token: CATCH,
	},
	"throw": {
		token: THROW,
	},
	"return": {
		token: RETURN,
	},
	"typeof": {
		token: TYPEOF,
	},
	"delete": {
		token: DELETE,
	},
	"switch": {
		token: SWITCH,
	},
	"default": {
		token: DEFAULT,
	},
	"finally": {
		token: FINALLY,
	},
	"function": {
		token: FUNCTION,
	},
	"continue": {
		token: CONTINUE,
	},
	"debugger": {
		token: DEBUGGER,
	},
	"instanceof": {
		token: INSTANCEOF,
	},
	"const": {
		token: CONST,
	},
	"class": {
		token: CLASS,
	},
	"enum": {
		token:         KEYWORD,
		futureKeyword: true,
	},
	"export": {
		token:         KEYWORD,
		futureKeyword: true,
	},
	"extends": {
		token: EXTENDS,
	},
	"import": {
		token:         KEYWORD,
		futureKeyword: true,
	},
	"super": {
		token: SUPER,
	},
	/*
		"implements": {
			token:         KEYWORD,
			futureKeyword: true,
			strict:        true,
		},
		"interface": {
			token:         KEYWORD,
			futureKeyword: true,
			strict:        true,
		},*/
	"let": {
		token:  LET,
		strict: true,
	},
	/*"package": {
		token:         KEYWORD,
		futureKeyword: true,
		strict:        true,
	},
	"private": {
		token:         KEYWORD,
		futureKeyword: true,
		strict:        true,
	},
	"protected": {
		token:         KEYWORD,
		futureKeyword: true,
		strict:        true,
	},
	"public": {
		token:         KEYWORD,
		futureKeyword: true,
		strict:        true,
	},*/
	"static": {
		token:  STATIC,
		strict: true,
	},
	"await": {
		token: AWAIT,
	},
	"yield": {
		token: YIELD,
	},
	"false": {
		token: BOOLEAN,
	},
	"true": {
		token: BOOLEAN,
	},
	"null": {
		token: NULL,
	},
}

func TestKeywordTableAsTheMap(t *testing.T) {
	words := []string{"", "x", "If", "iff", "let", "static", "await", "yield", "of", "get", "set", "implements", "constructor"}
	for w := range mapKeywordTable {
		words = append(words, w)
	}
	for _, w := range words {
		want, wantOK := mapKeywordTable[w]
		got, ok := keywordTable(w)
		if got != want || ok != wantOK {
			t.Errorf("%q: %+v %v, the map had %+v %v", w, got, ok, want, wantOK)
		}
	}
}
