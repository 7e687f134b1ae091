package engine

import (
	"slices"
	"unicode"
)

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
	return isIdentifierName(s) && !isReservedWord(s)
}

// isReservedWord reports whether s is a reserved word, or a name strict
// code may not bind. A switch, not a map: package-level maps are built by
// the package's init at every start of the binary, the watchdog's too.
func isReservedWord(s string) bool {
	switch s {
	case "await", "break", "case", "catch", "class", "const", "continue", "debugger",
		"default", "delete", "do", "else", "enum", "export", "extends", "false", "finally",
		"for", "function", "if", "import", "in", "instanceof", "new", "null", "return",
		"super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while",
		"with", "yield", "let", "static", "implements", "interface", "package", "private",
		"protected", "public", "arguments", "eval":
		return true
	}
	return false
}

// guestGlobals are the global names the guest environment defines. A
// provider may not take one of them: a namespace called JSON or console
// would break the guest's own code. A test checks this list against the
// real global object. An array, not a map, so that no init builds it.
var guestGlobals = [...]string{
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
}

// IsGuestGlobal reports whether name is a global of the guest environment.
func IsGuestGlobal(name string) bool { return slices.Contains(guestGlobals[:], name) }
