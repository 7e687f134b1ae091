package ndjson

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// Inbound lines are read with this small scanner rather than encoding/json,
// for three reasons learnt from hosts:
//
//   - encoding/json refuses nesting deeper than 10,000 levels, so a valid
//     but deep tool_result was dropped as malformed and its call hung until
//     the deadline. Here nesting is tracked on a heap stack: any depth that
//     fits in the line is valid.
//   - encoding/json copies every member it keeps (json.RawMessage) and
//     turns an escaped lone surrogate ("\ud800") into U+FFFD. Here members
//     are subslices of the line, and strings decode exactly (see Unquote).
//   - Invalid UTF-8 is replaced by U+FFFD once per maximal subpart, as the
//     WHATWG decoder does; that is what a Node runner reading its stdin as
//     UTF-8 would see.

// SyntaxError is a line that is not valid JSON.
type SyntaxError struct {
	Offset int // in bytes from the start of the line
	Msg    string
}

func (e *SyntaxError) Error() string {
	return e.Msg + " at offset " + strconv.Itoa(e.Offset)
}

func syntaxError(d []byte, i int, msg string) error {
	if i >= len(d) {
		return &SyntaxError{Offset: len(d), Msg: "unexpected end of JSON input"}
	}
	return &SyntaxError{Offset: i, Msg: msg}
}

func at(d []byte, i int) byte {
	if i < len(d) {
		return d[i]
	}
	return 0
}

func skipSpace(d []byte, i int) int {
	for i < len(d) {
		switch d[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// Object checks that d is exactly one JSON object, white space aside, and
// calls fn with each member in order: its name, decoded as Unquote does,
// and its value as a subslice of d (valid JSON, at any depth).
func Object(d []byte, fn func(name string, value []byte)) error {
	i := skipSpace(d, 0)
	if at(d, i) != '{' {
		if _, err := skipValue(d, i); err != nil {
			return err
		}
		return syntaxError(d, i, "not an object")
	}
	i = skipSpace(d, i+1)
	if at(d, i) == '}' {
		i++
	} else {
		for {
			if at(d, i) != '"' {
				return syntaxError(d, i, "expected a string key")
			}
			end, err := skipString(d, i)
			if err != nil {
				return err
			}
			name := Unquote(d[i:end])
			i = skipSpace(d, end)
			if at(d, i) != ':' {
				return syntaxError(d, i, "expected ':' after an object key")
			}
			start := skipSpace(d, i+1)
			if i, err = skipValue(d, start); err != nil {
				return err
			}
			fn(name, d[start:i])
			i = skipSpace(d, i)
			if at(d, i) == ',' {
				i = skipSpace(d, i+1)
				continue
			}
			if at(d, i) != '}' {
				return syntaxError(d, i, "expected ',' or '}' in an object")
			}
			i++
			break
		}
	}
	if i = skipSpace(d, i); i != len(d) {
		return syntaxError(d, i, "unexpected data after the JSON value")
	}
	return nil
}

// Array checks that d is exactly one JSON array, white space aside, and
// calls fn with each element in order, as a subslice of d (valid JSON, at
// any depth).
func Array(d []byte, fn func(value []byte)) error {
	i := skipSpace(d, 0)
	if at(d, i) != '[' {
		if _, err := skipValue(d, i); err != nil {
			return err
		}
		return syntaxError(d, i, "not an array")
	}
	i = skipSpace(d, i+1)
	if at(d, i) == ']' {
		i++
	} else {
		for {
			start := i
			var err error
			if i, err = skipValue(d, start); err != nil {
				return err
			}
			fn(d[start:i])
			i = skipSpace(d, i)
			if at(d, i) == ',' {
				i = skipSpace(d, i+1)
				continue
			}
			if at(d, i) != ']' {
				return syntaxError(d, i, "expected ',' or ']' in an array")
			}
			i++
			break
		}
	}
	if i = skipSpace(d, i); i != len(d) {
		return syntaxError(d, i, "unexpected data after the JSON value")
	}
	return nil
}

// Valid checks that d is exactly one JSON value, white space aside, at any
// depth (encoding/json's Valid refuses nesting deeper than 10,000 levels).
// Invalid UTF-8 inside strings is not an error, as everywhere in this
// package.
func Valid(d []byte) error {
	i, err := skipValue(d, skipSpace(d, 0))
	if err != nil {
		return err
	}
	if i = skipSpace(d, i); i != len(d) {
		return syntaxError(d, i, "unexpected data after the JSON value")
	}
	return nil
}

// skipValue checks the JSON value that starts at d[i] and returns the index
// just after it.
func skipValue(d []byte, i int) (int, error) {
	var stack []byte // '{' or '[' for each open container
	var err error
	for {
		switch c := at(d, i); {
		case c == '{':
			i = skipSpace(d, i+1)
			if at(d, i) == '}' {
				i++
				break
			}
			stack = append(stack, '{')
			if i, err = skipKey(d, i); err != nil {
				return i, err
			}
			continue
		case c == '[':
			i = skipSpace(d, i+1)
			if at(d, i) == ']' {
				i++
				break
			}
			stack = append(stack, '[')
			continue
		case c == '"':
			if i, err = skipString(d, i); err != nil {
				return i, err
			}
		case c == 't':
			if i, err = skipLiteral(d, i, "true"); err != nil {
				return i, err
			}
		case c == 'f':
			if i, err = skipLiteral(d, i, "false"); err != nil {
				return i, err
			}
		case c == 'n':
			if i, err = skipLiteral(d, i, "null"); err != nil {
				return i, err
			}
		case c == '-' || (c >= '0' && c <= '9'):
			if i, err = skipNumber(d, i); err != nil {
				return i, err
			}
		default:
			return i, syntaxError(d, i, "unexpected character "+strconv.QuoteRune(rune(c)))
		}
		// A value ended: close what it ends, or go on to the next one.
		for {
			if len(stack) == 0 {
				return i, nil
			}
			i = skipSpace(d, i)
			top := stack[len(stack)-1]
			c := at(d, i)
			if c == ',' {
				i = skipSpace(d, i+1)
				if top == '{' {
					if i, err = skipKey(d, i); err != nil {
						return i, err
					}
				}
				break
			}
			if (top == '{' && c != '}') || (top == '[' && c != ']') {
				return i, syntaxError(d, i, "expected ',' or '"+string(rune(top+2))+"'")
			}
			i++
			stack = stack[:len(stack)-1]
		}
	}
}

// skipKey checks an object key and its colon at d[i], and returns the
// index of the member's value.
func skipKey(d []byte, i int) (int, error) {
	if at(d, i) != '"' {
		return i, syntaxError(d, i, "expected a string key")
	}
	i, err := skipString(d, i)
	if err != nil {
		return i, err
	}
	i = skipSpace(d, i)
	if at(d, i) != ':' {
		return i, syntaxError(d, i, "expected ':' after an object key")
	}
	return skipSpace(d, i+1), nil
}

func skipLiteral(d []byte, i int, word string) (int, error) {
	if len(d)-i < len(word) || string(d[i:i+len(word)]) != word {
		return i, syntaxError(d, i, "invalid literal")
	}
	return i + len(word), nil
}

func skipDigits(d []byte, i int) (int, error) {
	if c := at(d, i); c < '0' || c > '9' {
		return i, syntaxError(d, i, "invalid number")
	}
	for c := at(d, i); c >= '0' && c <= '9'; c = at(d, i) {
		i++
	}
	return i, nil
}

func skipNumber(d []byte, i int) (int, error) {
	var err error
	if at(d, i) == '-' {
		i++
	}
	if at(d, i) == '0' {
		i++
	} else if i, err = skipDigits(d, i); err != nil {
		return i, err
	}
	if at(d, i) == '.' {
		if i, err = skipDigits(d, i+1); err != nil {
			return i, err
		}
	}
	if c := at(d, i); c == 'e' || c == 'E' {
		i++
		if c := at(d, i); c == '+' || c == '-' {
			i++
		}
		if i, err = skipDigits(d, i); err != nil {
			return i, err
		}
	}
	return i, nil
}

// skipString checks the string whose opening quote is d[i] and returns the
// index after its closing quote. Invalid UTF-8 is not an error: Unquote
// replaces it.
func skipString(d []byte, i int) (int, error) {
	for i++; i < len(d); i++ {
		switch c := d[i]; {
		case c == '"':
			return i + 1, nil
		case c < 0x20:
			return i, syntaxError(d, i, "control character in a string")
		case c == '\\':
			switch at(d, i+1) {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				if _, ok := hex4(d, i+2); !ok {
					return i, syntaxError(d, i, "invalid \\u escape")
				}
				i += 5
			default:
				return i, syntaxError(d, i, "invalid escape")
			}
		}
	}
	return i, syntaxError(d, i, "unterminated string")
}

func hex4(d []byte, i int) (rune, bool) {
	if len(d)-i < 4 {
		return 0, false
	}
	var x rune
	for _, c := range d[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		x = x<<4 | rune(c)
	}
	return x, true
}

// Unquote decodes a JSON string that skipString (or Object) has checked,
// quotes included. A lone surrogate escape ("\ud800") is kept as that code
// unit, written in WTF-8 (the three-byte form UTF-8 forbids for
// surrogates): Go strings cannot hold one otherwise, and AppendString and
// the engine (engine.JSString) read this form back exactly. Invalid UTF-8
// becomes U+FFFD, once per maximal subpart.
func Unquote(raw []byte) string {
	s := raw[1 : len(raw)-1]
	plain := true
	for _, c := range s {
		if c == '\\' || c >= utf8.RuneSelf {
			plain = false
			break
		}
	}
	if plain {
		return string(s)
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			switch s[i+1] {
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'u':
				r, _ := hex4(s, i+2)
				i += 4
				if utf16.IsSurrogate(r) {
					if r < 0xdc00 && at(s, i+2) == '\\' && at(s, i+3) == 'u' {
						if r2, ok := hex4(s, i+4); ok && r2 >= 0xdc00 && r2 <= 0xdfff {
							out = utf8.AppendRune(out, utf16.DecodeRune(r, r2))
							i += 8
							continue
						}
					}
					out = AppendWTF8Surrogate(out, uint16(r))
				} else {
					out = utf8.AppendRune(out, r)
				}
			default:
				out = append(out, s[i+1])
			}
			i += 2
		case c < utf8.RuneSelf:
			out = append(out, c)
			i++
		default:
			r, size := utf8.DecodeRune(s[i:])
			if r == utf8.RuneError && size <= 1 {
				out = append(out, "\uFFFD"...)
				i += InvalidUTF8Len(s[i:])
				continue
			}
			out = append(out, s[i:i+size]...)
			i += size
		}
	}
	return string(out)
}

// AppendWTF8Surrogate appends the surrogate code unit u in WTF-8.
func AppendWTF8Surrogate(dst []byte, u uint16) []byte {
	return append(dst, 0xed, 0x80|byte(u>>6&0x3f), 0x80|byte(u&0x3f))
}

// WTF8Surrogate reports whether s starts with a surrogate written in
// WTF-8, and which.
func WTF8Surrogate(s string) (uint16, bool) {
	if len(s) >= 3 && s[0] == 0xed && s[1] >= 0xa0 && s[1] <= 0xbf && s[2] >= 0x80 && s[2] <= 0xbf {
		return 0xd000 | uint16(s[1]&0x3f)<<6 | uint16(s[2]&0x3f), true
	}
	return 0, false
}

// InvalidUTF8Len is the length of the maximal subpart of the ill-formed
// UTF-8 sequence at the start of b: its lead byte and the continuation
// bytes that could still have completed it. The WHATWG decoder (and so
// Node) replaces each maximal subpart with one U+FFFD.
func InvalidUTF8Len(b []byte) int {
	lo, hi := byte(0x80), byte(0xbf)
	need := 0
	switch c := b[0]; {
	case c >= 0xc2 && c <= 0xdf:
		need = 1
	case c == 0xe0:
		need, lo = 2, 0xa0
	case c == 0xed:
		need, hi = 2, 0x9f
	case c >= 0xe1 && c <= 0xef:
		need = 2
	case c == 0xf0:
		need, lo = 3, 0x90
	case c == 0xf4:
		need, hi = 3, 0x8f
	case c >= 0xf1 && c <= 0xf3:
		need = 3
	default:
		return 1
	}
	n := 1
	for ; n <= need && n < len(b); n++ {
		if b[n] < lo || b[n] > hi {
			break
		}
		lo, hi = 0x80, 0xbf
	}
	return n
}
