package engine

import "unicode"

// IsIdentifierName reports whether s is an ECMAScript IdentifierName: what
// may follow a dot in a property access. Reserved words qualify.
func IsIdentifierName(s string) bool { return isIdentifierName(s) }

func isIdentifierName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '$' || r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r):
		case i > 0 && (unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) ||
			unicode.Is(unicode.Pc, r) || r == '\u200c' || r == '\u200d'):
		default:
			return false
		}
	}
	return true
}

// IsBindingIdentifier reports whether s can name a global variable: an
// IdentifierName that is not a reserved word.
func IsBindingIdentifier(s string) bool {
	return isIdentifierName(s) && !reservedWords[s]
}

var reservedWords = map[string]bool{
	"await": true, "break": true, "case": true, "catch": true, "class": true, "const": true,
	"continue": true, "debugger": true, "default": true, "delete": true, "do": true, "else": true,
	"enum": true, "export": true, "extends": true, "false": true, "finally": true, "for": true,
	"function": true, "if": true, "import": true, "in": true, "instanceof": true, "new": true,
	"null": true, "return": true, "super": true, "switch": true, "this": true, "throw": true,
	"true": true, "try": true, "typeof": true, "var": true, "void": true, "while": true,
	"with": true, "yield": true, "let": true, "static": true, "implements": true,
	"interface": true, "package": true, "private": true, "protected": true, "public": true,
	"arguments": true, "eval": true,
}

// guestGlobals are the global names the guest environment defines. A
// provider may not take one of them: a namespace called JSON or console
// would break the guest's own code. A test checks this list against the
// real global object.
var guestGlobals = map[string]bool{}

func init() {
	for _, name := range []string{
		"Object", "Function", "Array", "String", "Number", "BigInt", "RegExp", "Date", "Boolean",
		"Proxy", "Reflect", "Error", "AggregateError", "TypeError", "ReferenceError", "SyntaxError",
		"RangeError", "EvalError", "URIError", "eval", "Math", "JSON", "ArrayBuffer", "SharedArrayBuffer", "Atomics", "DataView",
		"Uint8Array", "Uint8ClampedArray", "Int8Array", "Uint16Array", "Int16Array", "Uint32Array",
		"Int32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array", "Symbol",
		"WeakSet", "WeakMap", "WeakRef", "FinalizationRegistry", "Map", "Set", "Promise", "globalThis", "NaN", "undefined", "Infinity",
		"isNaN", "parseInt", "parseFloat", "isFinite", "decodeURI", "decodeURIComponent", "encodeURI",
		"encodeURIComponent", "escape", "unescape",
		"console", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask",
		"URL", "URLSearchParams", "atob", "btoa", "TextEncoder", "TextDecoder", "structuredClone", "Intl",
	} {
		guestGlobals[name] = true
	}
}

// IsGuestGlobal reports whether name is a global of the guest environment.
func IsGuestGlobal(name string) bool { return guestGlobals[name] }
