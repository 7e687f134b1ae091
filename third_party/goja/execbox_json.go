package goja

// execbox-runner patch: exact values across the host boundary.
//
// The runner walks guest values into JSON in Go and builds host values
// from JSON in Go. Upstream's public API speaks Go strings, which cannot
// hold a lone surrogate (Object.Keys, Object.Get), and upstream's JSON.parse
// goes through encoding/json, which turns a "\ud800" escape into U+FFFD,
// stops at 10,000 levels of nesting, and copies a long string three times
// on its way in (the text as a Go string, the decoder's buffer, the token).
// This file adds what the runner needs, without touching upstream code:
//
//   - Object.EnumerableKeys and Object.GetKey: own enumerable string keys as
//     JavaScript strings, and a property read by such a key, so that a key
//     holding a lone surrogate is read and written exactly;
//   - Runtime.ParseJSON: JSON text to a value, straight from bytes, with no
//     recursion (any depth that fits in memory), lone surrogate escapes kept,
//     invalid UTF-8 replaced by U+FFFD as the WHATWG decoder does (one per
//     maximal subpart, as Node's stdin decoding would), and a long plain
//     string optionally sharing the caller's bytes instead of copying them.

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/dop251/goja/unistring"
)

// EnumerableKeys returns o's own enumerable string keys, in property order,
// as JavaScript strings (Keys converts them to Go strings, which turns a
// lone surrogate into U+FFFD).
// This method will panic with an *Exception if a JavaScript exception is thrown in the process. Use Runtime.Try to catch these.
func (o *Object) EnumerableKeys() []String {
	iter := &enumerableIter{
		o:       o,
		wrapped: o.self.iterateStringKeys(),
	}
	var keys []String
	for item, next := iter.next(); next != nil; item, next = next() {
		// An assertion, not toString, which would box the key again.
		if k, ok := item.name.(String); ok {
			keys = append(keys, k)
		} else {
			keys = append(keys, item.name.toString())
		}
	}
	return keys
}

// GetKey is Get for a key given as a JavaScript string.
// This method will panic with an *Exception if a JavaScript exception is thrown in the process. Use Runtime.Try to catch these.
func (o *Object) GetKey(key String) Value {
	return o.self.getStr(key.string(), nil)
}

// ParseJSONOptions tunes Runtime.ParseJSON.
type ParseJSONOptions struct {
	// Stop, when set, is polled every few thousand values; when it returns
	// true the parse gives up with ErrParseStopped.
	Stop func() bool

	// ShareMin, when positive, lets a string of at least ShareMin bytes
	// that is plain ASCII without escapes share the memory of data instead
	// of being copied. The caller must then never modify data again.
	ShareMin int
}

// ErrParseStopped is returned by ParseJSON when ParseJSONOptions.Stop said so.
var ErrParseStopped = errors.New("parse stopped")

// JSONSyntaxError is JSON text that does not parse.
type JSONSyntaxError struct {
	Offset int // in bytes from the start of the text
	Msg    string
}

func (e *JSONSyntaxError) Error() string {
	return e.Msg + " at offset " + strconv.Itoa(e.Offset)
}

// ParseJSON builds the value of the JSON text data as JSON.parse would,
// without a reviver. Differences from this package's JSON.parse: escapes of
// lone surrogates are kept as they are; invalid UTF-8 inside a string
// becomes U+FFFD, one per maximal subpart; nesting is limited only by
// memory; and no intermediate copy of the text or its strings is made.
func (r *Runtime) ParseJSON(data []byte, opt ParseJSONOptions) (Value, error) {
	p := jsonBuilder{r: r, data: data, opt: opt}
	return p.parse()
}

// jsonFrame is an object or array being built.
type jsonFrame struct {
	obj  *Object // nil for an array
	key  unistring.String
	vals []Value
}

type jsonBuilder struct {
	r     *Runtime
	data  []byte
	opt   ParseJSONOptions
	count int
	keys  map[string]unistring.String // short plain keys, shared between objects
}

// maxInternedKey and maxInternedKeys bound the key cache: records from a
// tool mostly repeat a few short keys.
const (
	maxInternedKey  = 64
	maxInternedKeys = 4096
)

func (p *jsonBuilder) fail(i int, msg string) error {
	if i >= len(p.data) {
		return &JSONSyntaxError{Offset: len(p.data), Msg: "unexpected end of JSON input"}
	}
	return &JSONSyntaxError{Offset: i, Msg: msg}
}

func (p *jsonBuilder) ws(i int) int {
	for i < len(p.data) {
		switch p.data[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

func (p *jsonBuilder) at(i int) byte {
	if i < len(p.data) {
		return p.data[i]
	}
	return 0
}

// member reads an object key and its colon at i (after white space), and
// returns the index of the member's value.
func (p *jsonBuilder) member(i int, f *jsonFrame) (int, error) {
	if p.at(i) != '"' {
		return i, p.fail(i, "expected a string key")
	}
	key, j, err := p.key(i)
	if err != nil {
		return j, err
	}
	j = p.ws(j)
	if p.at(j) != ':' {
		return j, p.fail(j, "expected ':' after an object key")
	}
	f.key = key
	return p.ws(j + 1), nil
}

func (p *jsonBuilder) parse() (Value, error) {
	var stack []jsonFrame
	i := p.ws(0)
	for {
		p.count++
		if p.count&4095 == 0 && p.opt.Stop != nil && p.opt.Stop() {
			return nil, ErrParseStopped
		}
		var v Value
		var err error
		switch c := p.at(i); {
		case c == '{':
			i = p.ws(i + 1)
			if p.at(i) == '}' {
				v, i = p.r.NewObject(), i+1
				break
			}
			stack = append(stack, jsonFrame{obj: p.r.NewObject()})
			if i, err = p.member(i, &stack[len(stack)-1]); err != nil {
				return nil, err
			}
			continue
		case c == '[':
			i = p.ws(i + 1)
			if p.at(i) == ']' {
				v, i = p.r.newArrayValues(nil), i+1
				break
			}
			stack = append(stack, jsonFrame{})
			continue
		case c == '"':
			if v, i, err = p.str(i); err != nil {
				return nil, err
			}
		case c == 't':
			if v, i, err = p.literal(i, "true", valueTrue); err != nil {
				return nil, err
			}
		case c == 'f':
			if v, i, err = p.literal(i, "false", valueFalse); err != nil {
				return nil, err
			}
		case c == 'n':
			if v, i, err = p.literal(i, "null", _null); err != nil {
				return nil, err
			}
		case c == '-' || (c >= '0' && c <= '9'):
			if v, i, err = p.number(i); err != nil {
				return nil, err
			}
		default:
			return nil, p.fail(i, "unexpected character "+strconv.QuoteRune(rune(c)))
		}
		// v is complete: add it to the containers it closes.
		for {
			if len(stack) == 0 {
				if i = p.ws(i); i != len(p.data) {
					return nil, p.fail(i, "unexpected data after the JSON value")
				}
				return v, nil
			}
			f := &stack[len(stack)-1]
			if f.obj != nil {
				f.obj.self._putProp(f.key, v, true, true, true)
			} else {
				f.vals = append(f.vals, v)
			}
			i = p.ws(i)
			c := p.at(i)
			if c == ',' {
				i = p.ws(i + 1)
				if f.obj != nil {
					if i, err = p.member(i, f); err != nil {
						return nil, err
					}
				}
				break
			}
			if f.obj != nil {
				if c != '}' {
					return nil, p.fail(i, "expected ',' or '}' in an object")
				}
				v = f.obj
			} else {
				if c != ']' {
					return nil, p.fail(i, "expected ',' or ']' in an array")
				}
				vals := f.vals
				if cap(vals)-len(vals) > 64 && cap(vals)-len(vals) > len(vals)/4 {
					// The array keeps its slice for life: no more slack
					// than a quarter.
					vals = append(make([]Value, 0, len(vals)), vals...)
				}
				v = p.r.newArrayValues(vals)
			}
			i++
			stack[len(stack)-1] = jsonFrame{}
			stack = stack[:len(stack)-1]
		}
	}
}

func (p *jsonBuilder) literal(i int, word string, v Value) (Value, int, error) {
	if len(p.data)-i < len(word) || string(p.data[i:i+len(word)]) != word {
		return nil, i, p.fail(i, "invalid literal")
	}
	return v, i + len(word), nil
}

func (p *jsonBuilder) number(i int) (Value, int, error) {
	start := i
	neg := p.at(i) == '-'
	if neg {
		i++
	}
	switch c := p.at(i); {
	case c == '0':
		i++
	case c >= '1' && c <= '9':
		for c := p.at(i); c >= '0' && c <= '9'; c = p.at(i) {
			i++
		}
	default:
		return nil, i, p.fail(i, "invalid number")
	}
	integer := true
	if p.at(i) == '.' {
		integer = false
		i++
		if c := p.at(i); c < '0' || c > '9' {
			return nil, i, p.fail(i, "invalid number")
		}
		for c := p.at(i); c >= '0' && c <= '9'; c = p.at(i) {
			i++
		}
	}
	if c := p.at(i); c == 'e' || c == 'E' {
		integer = false
		i++
		if c := p.at(i); c == '+' || c == '-' {
			i++
		}
		if c := p.at(i); c < '0' || c > '9' {
			return nil, i, p.fail(i, "invalid number")
		}
		for c := p.at(i); c >= '0' && c <= '9'; c = p.at(i) {
			i++
		}
	}
	text := p.data[start:i]
	digits := text
	if neg {
		digits = text[1:]
	}
	if integer && len(digits) <= 15 {
		var n int64
		for _, d := range digits {
			n = n*10 + int64(d-'0')
		}
		if neg {
			if n == 0 {
				return _negativeZero, i, nil
			}
			n = -n
		}
		return intToValue(n), i, nil
	}
	// The grammar is checked, so the only error left is a range one, for
	// which ParseFloat returns ±Inf or ±0 as JSON.parse does.
	f, _ := strconv.ParseFloat(unsafe.String(unsafe.SliceData(text), len(text)), 64)
	return floatToValue(f), i, nil
}

// plain returns the end of the string starting after the quote at i when
// it is ASCII without escapes, or -1.
func (p *jsonBuilder) plain(i int) int {
	for j := i; j < len(p.data); j++ {
		c := p.data[j]
		if c == '"' {
			return j
		}
		if c < 0x20 || c >= utf8.RuneSelf || c == '\\' {
			return -1
		}
	}
	return -1
}

func (p *jsonBuilder) str(i int) (Value, int, error) {
	if end := p.plain(i + 1); end >= 0 {
		b := p.data[i+1 : end]
		if p.opt.ShareMin > 0 && len(b) >= p.opt.ShareMin {
			return asciiString(unsafe.String(unsafe.SliceData(b), len(b))), end + 1, nil
		}
		return asciiString(string(b)), end + 1, nil
	}
	u, ascii, end, err := p.decode(i + 1)
	if err != nil {
		return nil, end, err
	}
	if ascii != "" || u == nil {
		return asciiString(ascii), end, nil
	}
	return unicodeString(u), end, nil
}

func (p *jsonBuilder) key(i int) (unistring.String, int, error) {
	if end := p.plain(i + 1); end >= 0 {
		b := p.data[i+1 : end]
		if len(b) > maxInternedKey {
			return unistring.String(string(b)), end + 1, nil
		}
		if k, ok := p.keys[string(b)]; ok {
			return k, end + 1, nil
		}
		k := unistring.String(string(b))
		if p.keys == nil {
			p.keys = make(map[string]unistring.String)
		}
		if len(p.keys) < maxInternedKeys {
			p.keys[string(k)] = k
		}
		return k, end + 1, nil
	}
	u, ascii, end, err := p.decode(i + 1)
	if err != nil {
		return "", end, err
	}
	if u == nil {
		return unistring.String(ascii), end, nil
	}
	return unistring.FromUtf16(u), end, nil
}

// decode reads the string whose contents start at i, one that has escapes
// or non-ASCII bytes. It measures the string first, so that the result is
// allocated once at its exact size: an ASCII result as a Go string, any
// other as UTF-16 with unistring's leading BOM. It returns the index after
// the closing quote.
func (p *jsonBuilder) decode(i int) (u []uint16, ascii string, end int, err error) {
	n, isASCII, end, err := p.measure(i)
	if err != nil {
		return nil, "", end, err
	}
	if isASCII {
		var sb strings.Builder
		sb.Grow(n)
		p.each(i, func(c uint16) { sb.WriteByte(byte(c)) })
		return nil, sb.String(), end, nil
	}
	u = make([]uint16, 1, n+1)
	u[0] = unistring.BOM
	p.each(i, func(c uint16) { u = append(u, c) })
	return u, "", end, nil
}

// measure validates the string whose contents start at i and counts its
// UTF-16 code units.
func (p *jsonBuilder) measure(i int) (n int, ascii bool, end int, err error) {
	ascii = true
	d := p.data
	for i < len(d) {
		c := d[i]
		switch {
		case c == '"':
			return n, ascii, i + 1, nil
		case c < 0x20:
			return 0, false, i, p.fail(i, "control character in a string")
		case c == '\\':
			switch p.at(i + 1) {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				x, ok := hex4(d, i+2)
				if !ok {
					return 0, false, i, p.fail(i, "invalid \\u escape")
				}
				if x >= utf8.RuneSelf {
					ascii = false
				}
				i += 6
			default:
				return 0, false, i, p.fail(i, "invalid escape")
			}
			n++
		case c < utf8.RuneSelf:
			i++
			n++
		default:
			ascii = false
			r, size := utf8.DecodeRune(d[i:])
			if r == utf8.RuneError && size <= 1 {
				size = invalidUTF8Len(d[i:])
			}
			i += size
			n++
			if r > 0xFFFF {
				n++
			}
		}
	}
	return 0, false, i, p.fail(i, "unterminated string")
}

// each calls emit with each UTF-16 code unit of the string whose contents
// start at i; measure has checked it.
func (p *jsonBuilder) each(i int, emit func(uint16)) {
	d := p.data
	for {
		c := d[i]
		switch {
		case c == '"':
			return
		case c == '\\':
			switch d[i+1] {
			case 'b':
				emit('\b')
			case 'f':
				emit('\f')
			case 'n':
				emit('\n')
			case 'r':
				emit('\r')
			case 't':
				emit('\t')
			case 'u':
				x, _ := hex4(d, i+2)
				emit(x)
				i += 4
			default:
				emit(uint16(d[i+1]))
			}
			i += 2
		case c < utf8.RuneSelf:
			emit(uint16(c))
			i++
		default:
			r, size := utf8.DecodeRune(d[i:])
			if r == utf8.RuneError && size <= 1 {
				size = invalidUTF8Len(d[i:])
			}
			i += size
			if r > 0xFFFF {
				r -= 0x10000
				emit(uint16(0xD800 + r>>10))
				emit(uint16(0xDC00 + r&0x3FF))
			} else {
				emit(uint16(r))
			}
		}
	}
}

func hex4(d []byte, i int) (uint16, bool) {
	if len(d)-i < 4 {
		return 0, false
	}
	var x uint16
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
		x = x<<4 | uint16(c)
	}
	return x, true
}

// invalidUTF8Len is the length of the maximal subpart of an ill-formed
// UTF-8 sequence at the start of b: the lead byte and the continuation
// bytes that could still have completed it. The WHATWG decoder, and so
// Node, replaces each maximal subpart with one U+FFFD.
func invalidUTF8Len(b []byte) int {
	lo, hi := byte(0x80), byte(0xBF)
	need := 0
	switch c := b[0]; {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c == 0xE0:
		need, lo = 2, 0xA0
	case c == 0xED:
		need, hi = 2, 0x9F
	case c >= 0xE1 && c <= 0xEF:
		need = 2
	case c == 0xF0:
		need, lo = 3, 0x90
	case c == 0xF4:
		need, hi = 3, 0x8F
	case c >= 0xF1 && c <= 0xF3:
		need = 3
	default:
		return 1
	}
	n := 1
	for ; n <= need && n < len(b); n++ {
		if b[n] < lo || b[n] > hi {
			break
		}
		lo, hi = 0x80, 0xBF
	}
	return n
}
