package goja

// V8's words for a JSON.parse failure (see PATCHES.md, "V8's error
// words"). The parse itself is ParseJSON's, on UTF-8 bytes; only when it
// fails is the text read again, here, the way V8's JsonParser reads it
// (json-parser.cc in V8 11.3), to find the error V8 reports and its
// position in UTF-16 code units. So the success path costs nothing, and
// the messages are V8's: "Unexpected token 'x', "xyz" is not valid JSON",
// "Expected property name or '}' in JSON at position 1", ...

import (
	"strconv"
	"strings"

	"github.com/dop251/goja/unistring"
)

// v8JSONContext is V8's kMaxContextCharacters: an unexpected token in a
// text of 2*10+1 code units or more is quoted with ten units either side.
const v8JSONContext = 10

type v8JSONReader struct {
	s   String
	n   int
	pos int
}

func (p *v8JSONReader) at(i int) int {
	if i >= p.n {
		return -1
	}
	return int(p.s.CharAt(i))
}

func (p *v8JSONReader) skipWS() {
	for p.pos < p.n {
		switch p.s.CharAt(p.pos) {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

// v8JSONError is a failure at a position, with V8's message for it.
type v8JSONError struct{ msg string }

// at formats a template that ends in "in JSON at position %".
func (p *v8JSONReader) failAt(template string) *v8JSONError {
	return &v8JSONError{template + " in JSON at position " + strconv.Itoa(p.pos)}
}

// unexpected is V8's ReportUnexpectedToken without a message of its own:
// the wording follows the kind of token at the cursor.
func (p *v8JSONReader) unexpected() *v8JSONError {
	c := p.at(p.pos)
	switch {
	case c < 0:
		return &v8JSONError{"Unexpected end of JSON input"}
	case c == '"':
		return p.failAt("Unexpected string")
	case c == '-' || c >= '0' && c <= '9':
		return p.failAt("Unexpected number")
	}
	src := p.s.String()
	switch src {
	case "[object Object]", "undefined", "Infinity", "NaN":
		return &v8JSONError{`"` + src + `" is not valid JSON`}
	}
	token := p.s.Substring(p.pos, p.pos+1).String()
	pos := p.pos
	switch {
	case p.n < 2*v8JSONContext+1:
		return &v8JSONError{"Unexpected token '" + token + `', "` + src + `" is not valid JSON`}
	case pos < v8JSONContext:
		return &v8JSONError{"Unexpected token '" + token + `', "` + p.s.Substring(0, pos+v8JSONContext).String() + `"... is not valid JSON`}
	case pos < p.n-v8JSONContext:
		return &v8JSONError{"Unexpected token '" + token + `', ..."` + p.s.Substring(pos-v8JSONContext, pos+v8JSONContext).String() + `"... is not valid JSON`}
	default:
		return &v8JSONError{"Unexpected token '" + token + `', ..."` + p.s.Substring(pos-v8JSONContext, p.n).String() + `" is not valid JSON`}
	}
}

// expect is V8's ExpectNext(token, message): white space, then the token
// or the message at the cursor.
func (p *v8JSONReader) expect(c int, template string) *v8JSONError {
	p.skipWS()
	if p.at(p.pos) != c {
		return p.failAt(template)
	}
	p.pos++
	return nil
}

func isDigitUnit(c int) bool { return c >= '0' && c <= '9' }

// str reads a string whose opening quote is at the cursor.
func (p *v8JSONReader) str() *v8JSONError {
	p.pos++
	for {
		c := p.at(p.pos)
		switch {
		case c < 0:
			return p.failAt("Unterminated string")
		case c == '"':
			p.pos++
			return nil
		case c < 0x20:
			return p.failAt("Bad control character in string literal")
		case c == '\\':
			p.pos++
			switch p.at(p.pos) {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				p.pos++
			case 'u':
				p.pos++
				for range 4 {
					h := p.at(p.pos)
					if !(isDigitUnit(h) || h >= 'a' && h <= 'f' || h >= 'A' && h <= 'F') {
						return p.failAt("Bad Unicode escape")
					}
					p.pos++
				}
			case -1:
				// V8 reads past the backslash for the escape first.
				return &v8JSONError{"Unexpected end of JSON input"}
			default:
				return p.failAt("Bad escaped character")
			}
		default:
			p.pos++
		}
	}
}

// number reads a number whose first unit ('-' or a digit) is at the cursor.
func (p *v8JSONReader) number() *v8JSONError {
	if p.at(p.pos) == '-' {
		p.pos++
	}
	switch c := p.at(p.pos); {
	case c == '0':
		p.pos++
		if isDigitUnit(p.at(p.pos)) {
			return p.failAt("Unexpected number")
		}
	case isDigitUnit(c):
		for isDigitUnit(p.at(p.pos)) {
			p.pos++
		}
	default:
		return p.failAt("No number after minus sign")
	}
	if p.at(p.pos) == '.' {
		p.pos++
		if !isDigitUnit(p.at(p.pos)) {
			return p.failAt("Unterminated fractional number")
		}
		for isDigitUnit(p.at(p.pos)) {
			p.pos++
		}
	}
	if c := p.at(p.pos); c == 'e' || c == 'E' {
		p.pos++
		if c := p.at(p.pos); c == '+' || c == '-' {
			p.pos++
		}
		if !isDigitUnit(p.at(p.pos)) {
			return p.failAt("Exponent part is missing a number")
		}
		for isDigitUnit(p.at(p.pos)) {
			p.pos++
		}
	}
	return nil
}

// literal reads true, false or null, whose first letter is at the cursor,
// as V8's ScanLiteral does: the first unit that differs is the unexpected
// token, and a text that ends early is an unexpected end.
func (p *v8JSONReader) literal(word string) *v8JSONError {
	p.pos++
	for i := 1; i < len(word); i++ {
		if p.at(p.pos) != int(word[i]) {
			return p.unexpected()
		}
		p.pos++
	}
	return nil
}

// v8JSONParseMessage returns V8's message for the JSON text s, or "" if V8
// would parse it. It walks the text without recursion: containers is the
// stack of the open arrays ('[') and objects ('{').
func v8JSONParseMessage(s String) string {
	p := &v8JSONReader{s: s, n: s.Length()}
	if err := p.parse(); err != nil {
		return err.msg
	}
	return ""
}

func (p *v8JSONReader) parse() *v8JSONError {
	var containers []byte
	for {
		// A value.
		p.skipWS()
		switch c := p.at(p.pos); {
		case c == '"':
			if err := p.str(); err != nil {
				return err
			}
		case c == '-' || isDigitUnit(c):
			if err := p.number(); err != nil {
				return err
			}
		case c == 't' || c == 'f' || c == 'n':
			if err := p.literal(map[int]string{'t': "true", 'f': "false", 'n': "null"}[c]); err != nil {
				return err
			}
		case c == '{':
			p.pos++
			p.skipWS()
			if p.at(p.pos) == '}' {
				p.pos++
				break
			}
			if err := p.key("Expected property name or '}'", true); err != nil {
				return err
			}
			containers = append(containers, '{')
			continue
		case c == '[':
			p.pos++
			p.skipWS()
			if p.at(p.pos) == ']' {
				p.pos++
				break
			}
			containers = append(containers, '[')
			continue
		default:
			return p.unexpected()
		}
		// What follows a value.
		for {
			if len(containers) == 0 {
				p.skipWS()
				if p.pos < p.n {
					return &v8JSONError{"Unexpected non-whitespace character after JSON at position " + strconv.Itoa(p.pos)}
				}
				return nil
			}
			p.skipWS()
			top := containers[len(containers)-1]
			if p.at(p.pos) == ',' {
				p.pos++
				if top == '{' {
					if err := p.key("Expected double-quoted property name", false); err != nil {
						return err
					}
				}
				break
			}
			closer, template := int('}'), "Expected ',' or '}' after property value"
			if top == '[' {
				closer, template = ']', "Expected ',' or ']' after array element"
			}
			if err := p.expect(closer, template); err != nil {
				return err
			}
			containers = containers[:len(containers)-1]
		}
	}
}

// key reads a property name and its colon. V8 11.3 names the missing
// colon only after an object's first property name; after a later one it
// reports the token found (Unexpected number, Unexpected token 'x', ...).
func (p *v8JSONReader) key(template string, first bool) *v8JSONError {
	p.skipWS()
	if p.at(p.pos) != '"' {
		return p.failAt(template)
	}
	if err := p.str(); err != nil {
		return err
	}
	if first {
		return p.expect(':', "Expected ':' after property name")
	}
	p.skipWS()
	if p.at(p.pos) != ':' {
		return p.unexpected()
	}
	p.pos++
	return nil
}

// circle describes the cycle JSON.stringify met, as V8's
// CircularStructureMessageBuilder does: the object at ctx.stack[start]
// that is met again, at most two objects after it, an ellipsis, the last
// one, and the key that closes the circle.
func (ctx *_builtinJSON_stringifyContext) circle(start int, closing Value) string {
	const prefixLines, postfixLines = 2, 1
	var b strings.Builder
	b.WriteString("\n    --> starting at object with constructor '" + jsonConstructorName(ctx.stack[start]) + "'")
	line := func(i int) {
		b.WriteString("\n    |     " + ctx.circleKey(i, ctx.keys[i]) + " -> object with constructor '" + jsonConstructorName(ctx.stack[i]) + "'")
	}
	n := len(ctx.stack)
	prefixEnd := min(n, start+1+prefixLines)
	for i := start + 1; i < prefixEnd; i++ {
		line(i)
	}
	if n > prefixEnd+postfixLines {
		b.WriteString("\n    |     ...")
	}
	for i := max(n-postfixLines, prefixEnd); i < n; i++ {
		line(i)
	}
	b.WriteString("\n    --- " + ctx.circleKey(n, closing) + " closes the circle")
	return b.String()
}

// circleKey names the key under which the object at stack level i (n for
// the one that closes the circle) was read from the level before: an
// array's element by its index, anything else as a property.
func (ctx *_builtinJSON_stringifyContext) circleKey(i int, key Value) string {
	if i > 0 && isArray(ctx.stack[i-1]) {
		return "index " + key.String()
	}
	if key.String() == "" {
		return "<anonymous>"
	}
	return "property '" + key.String() + "'"
}

// jsonConstructorName approximates V8's JSReceiver::GetConstructorName:
// the name of the first function found as a "constructor" data property
// along the prototype chain, else "Object". V8 reads the function that
// made the object from its hidden class, which goja does not keep; the two
// agree unless a prototype's constructor was replaced.
func jsonConstructorName(o *Object) string {
	for p := o; p != nil; p = p.self.proto() {
		if _, isProxy := p.self.(*proxyObject); isProxy {
			break
		}
		if c, ok := ownDataValue(p, "constructor").(*Object); ok {
			if _, ok := c.self.assertCallable(); ok {
				if name, ok := ownDataValue(c, "name").(String); ok && name.Length() > 0 {
					return name.String()
				}
			}
		}
	}
	return "Object"
}

// ownDataValue is the value of o's own data property name, or nil: no
// getter runs.
func ownDataValue(o *Object, name unistring.String) Value {
	v := o.self.getOwnPropStr(name)
	if p, ok := v.(*valueProperty); ok {
		if p.accessor {
			return nil
		}
		return p.value
	}
	return v
}
