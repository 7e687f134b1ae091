package ndjson

import "unicode/utf8"

// AppendString appends s as a JSON string. Like encoding/json with
// SetEscapeHTML(false), it escapes only what JSON requires, plus U+2028 and
// U+2029 so that the output is also valid JavaScript. A surrogate written
// in WTF-8 becomes its \uXXXX escape; any other invalid byte, \ufffd.
func AppendString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			if u, ok := WTF8Surrogate(s[i:]); ok {
				// A lone surrogate the host sent (see Unquote) goes
				// back out as the escape it came in as.
				dst = append(dst, '\\', 'u', hex[u>>12], hex[u>>8&0xf], hex[u>>4&0xf], hex[u&0xf])
				i += 3
			} else {
				dst = append(dst, `\ufffd`...)
				i += size
			}
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
