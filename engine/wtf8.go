package engine

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/ndjson"
)

// Strings from the host reach the engine as Go strings in which a lone
// surrogate the host escaped ("\ud800") is written in WTF-8 (ndjson.Unquote):
// a Go string has no other way to hold one. These helpers carry such a
// string into the guest exactly.

// hasWTF8Surrogate reports whether s holds a surrogate written in WTF-8.
func hasWTF8Surrogate(s string) bool {
	for i := strings.IndexByte(s, 0xed); i >= 0; {
		if _, ok := ndjson.WTF8Surrogate(s[i:]); ok {
			return true
		}
		j := strings.IndexByte(s[i+1:], 0xed)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// jsString is s as a JavaScript string, a surrogate written in WTF-8 kept
// as that one code unit.
func (e *Engine) jsString(s string) goja.Value {
	if !hasWTF8Surrogate(s) {
		return e.vm.ToValue(s)
	}
	units := make([]uint16, 0, len(s))
	for i := 0; i < len(s); {
		if u, ok := ndjson.WTF8Surrogate(s[i:]); ok {
			units = append(units, u)
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		units = utf16.AppendRune(units, r)
		i += size
	}
	return goja.StringFromUTF16(units)
}

// goString is a JavaScript string as a Go string, a lone surrogate written
// in WTF-8 rather than as U+FFFD (goja's String does that), so that it goes
// out as its escape (ndjson.AppendString): a log line or an error message
// reaches the host as exactly as a result does.
func goString(v goja.Value) string {
	s := v.String()
	js, ok := v.(goja.String)
	if !ok || !strings.ContainsRune(s, utf8.RuneError) || !hasLoneSurrogate(js) {
		return s
	}
	n := js.Length()
	b := make([]byte, 0, len(s))
	for i := 0; i < n; i++ {
		c := js.CharAt(i)
		switch {
		case c >= 0xd800 && c < 0xdc00 && i+1 < n && js.CharAt(i+1) >= 0xdc00 && js.CharAt(i+1) <= 0xdfff:
			b = utf8.AppendRune(b, utf16.DecodeRune(rune(c), rune(js.CharAt(i+1))))
			i++
		case utf16.IsSurrogate(rune(c)):
			b = ndjson.AppendWTF8Surrogate(b, c)
		default:
			b = utf8.AppendRune(b, rune(c))
		}
	}
	return string(b)
}
