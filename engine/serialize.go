package engine

import (
	"math"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/ndjson"
)

// SerializeError is a value that may not cross the host boundary. Its
// message names the path of the offending part, e.g.
// `result.items[3].when: Date is not a plain object`.
type SerializeError struct {
	Path   string
	Reason string
}

func (e *SerializeError) Error() string { return e.Path + ": " + e.Reason }

// serializer turns a guest value into JSON by walking it in Go. It never calls
// guest-visible JSON.stringify or toJSON, so a guest that overrides them
// changes nothing on the wire. Getters do run (as they would for JSON), on
// the VM goroutine, where the deadline can interrupt them.
//
// The rules are the specification's strict ones: null, booleans, strings,
// finite numbers, arrays, and objects whose prototype is Object.prototype or
// null. Everything else is refused at any depth.
type serializer struct {
	objectProto *goja.Object
	arrayProto  *goja.Object
	stop        *atomic.Bool // set once the execution is over; long walks give up

	buf   []byte
	stack []*goja.Object // objects on the current path, for cycle detection
	deep  map[*goja.Object]bool
	path  []pathStep
	steps int
	work  int    // bytes written since the last poll
	piece []byte // scratch for one piece of a long string
}

// pollBytes is how many bytes the serializer writes between two polls:
// it yields the processor and gives up once the execution is over. A
// result made of a few huge strings (100 references to one 40 MB string)
// is only a few values, so counting values alone let one walk run on for
// seconds after a cancel, and writing a long string into fresh memory
// page-faults where the Go scheduler cannot preempt it, which held up
// every other goroutine of the runner (the reader of a cancel, its
// timers) whenever a collection needed to stop the world.
const pollBytes = 256 << 10

type pathStep struct {
	key   string
	js    goja.String // the key as the guest wrote it; nil for an index
	index int         // -1 for a key
}

var proxyType = reflect.TypeOf(goja.Proxy{})

// errStopped ends a walk whose execution is already over.
var errStopped = &SerializeError{Path: "value", Reason: "execution ended during serialization"}

// serialize appends the JSON form of v. undefined at the top yields
// ok == false: the caller omits the field.
func (s *serializer) serialize(root string, v goja.Value) (out []byte, ok bool, err error) {
	s.buf = s.buf[:0]
	s.stack = s.stack[:0]
	s.path = append(s.path[:0], pathStep{key: root, index: -1})
	if v == nil || goja.IsUndefined(v) {
		return nil, false, nil
	}
	if err := s.value(v); err != nil {
		return nil, false, err
	}
	return s.buf, true, nil
}

func (s *serializer) fail(reason string) error {
	return &SerializeError{Path: s.pathString(), Reason: reason}
}

func (s *serializer) pathString() string {
	var b strings.Builder
	for i, p := range s.path {
		switch {
		case p.index >= 0:
			b.WriteByte('[')
			b.WriteString(strconv.Itoa(p.index))
			b.WriteByte(']')
		case i == 0:
			b.WriteString(p.key)
		case isIdentifierName(p.key):
			b.WriteByte('.')
			b.WriteString(p.key)
		case p.js != nil && hasLoneSurrogate(p.js):
			// Quoted as the wire would write it, so that the message
			// tells \ud800 from \udc00 and from U+FFFD.
			b.WriteByte('[')
			b.Write(appendUTF16String(nil, p.js))
			b.WriteByte(']')
		default:
			b.WriteByte('[')
			b.WriteString(strconv.Quote(p.key))
			b.WriteByte(']')
		}
	}
	return b.String()
}

func (s *serializer) value(v goja.Value) error {
	s.steps++
	if s.steps&1023 == 0 && s.stop != nil && s.stop.Load() {
		return errStopped
	}
	switch {
	case v == nil || goja.IsUndefined(v) || goja.IsNull(v):
		s.buf = append(s.buf, "null"...)
		return nil
	case goja.IsString(v):
		if js, ok := v.(goja.String); ok {
			return s.string(js)
		}
		s.buf = ndjson.AppendString(s.buf, v.String())
		return nil
	case goja.IsNumber(v):
		f := v.ToFloat()
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return s.fail(v.String() + " is not a finite number")
		}
		if f == 0 {
			s.buf = append(s.buf, '0') // -0 as JSON writes it
			return nil
		}
		// goja's ToString is ECMAScript's Number::toString, which is what
		// JSON.stringify writes.
		s.buf = append(s.buf, v.String()...)
		return nil
	case goja.IsBigInt(v):
		return s.fail("bigint is not serializable")
	}
	if _, ok := v.(*goja.Symbol); ok {
		return s.fail("symbol is not serializable")
	}
	obj, ok := v.(*goja.Object)
	if !ok {
		// Booleans are the only primitives left.
		if v.ToBoolean() {
			s.buf = append(s.buf, "true"...)
		} else {
			s.buf = append(s.buf, "false"...)
		}
		return nil
	}
	return s.object(obj)
}

func (s *serializer) object(obj *goja.Object) error {
	if _, ok := goja.AssertFunction(obj); ok {
		return s.fail("function is not serializable")
	}
	if obj.ExportType() == proxyType {
		return s.fail("Proxy is not a plain object")
	}
	if s.onPath(obj) {
		return s.fail("cyclic reference")
	}
	class := obj.ClassName()
	proto := obj.Prototype()
	switch {
	case class == "Array":
		if proto != s.arrayProto {
			return s.fail("array with a custom prototype is not serializable")
		}
		return s.array(obj)
	case class != "Object" || (proto != nil && proto != s.objectProto):
		return s.fail(constructorName(obj, class) + " is not a plain object")
	}
	s.push(obj)
	s.buf = append(s.buf, '{')
	first := true
	// Keys are read as JavaScript strings, not Go ones: a Go string turns
	// a lone surrogate into U+FFFD, and the property read back under that
	// name was another property or none at all, so its value (a function,
	// say) went unchecked and unwritten.
	for _, key := range obj.EnumerableKeys() {
		val := obj.GetKey(key)
		if val == nil || goja.IsUndefined(val) {
			continue // JSON drops undefined properties
		}
		if !first {
			s.buf = append(s.buf, ',')
		}
		first = false
		s.buf = appendJSString(s.buf, key)
		s.buf = append(s.buf, ':')
		s.path = append(s.path, pathStep{key: key.String(), js: key, index: -1})
		if err := s.value(val); err != nil {
			return err
		}
		s.path = s.path[:len(s.path)-1]
	}
	s.buf = append(s.buf, '}')
	s.pop()
	return nil
}

func (s *serializer) array(obj *goja.Object) error {
	n := obj.Get("length").ToInteger()
	s.push(obj)
	s.buf = append(s.buf, '[')
	for i := int64(0); i < n; i++ {
		if i > 0 {
			s.buf = append(s.buf, ',')
		}
		s.path = append(s.path, pathStep{index: int(i)})
		if err := s.value(obj.Get(strconv.FormatInt(i, 10))); err != nil {
			return err
		}
		s.path = s.path[:len(s.path)-1]
	}
	s.buf = append(s.buf, ']')
	s.pop()
	return nil
}

// string writes a JavaScript string value, a long one in pieces with a
// poll after each.
func (s *serializer) string(js goja.String) error {
	if js.Length() <= pollBytes {
		s.buf = appendJSString(s.buf, js)
		return s.poll(js.Length())
	}
	str := js.String()
	if strings.ContainsRune(str, utf8.RuneError) {
		// Lone surrogates are possible: written whole, as rare as they are.
		s.buf = appendUTF16String(s.buf, js)
		return s.poll(len(str))
	}
	s.buf = append(s.buf, '"')
	for len(str) > 0 {
		n := min(len(str), pollBytes)
		for n < len(str) && !utf8.RuneStart(str[n]) {
			n-- // a piece ends between two characters
		}
		s.piece = ndjson.AppendString(s.piece[:0], str[:n])
		s.buf = append(s.buf, s.piece[1:len(s.piece)-1]...) // without its quotes
		str = str[n:]
		if err := s.poll(n); err != nil {
			return err
		}
	}
	s.buf = append(s.buf, '"')
	return nil
}

// poll counts n bytes written; every pollBytes it yields the processor and
// reports errStopped once the execution is over.
func (s *serializer) poll(n int) error {
	if s.work += n; s.work < pollBytes {
		return nil
	}
	s.work = 0
	runtime.Gosched()
	if s.stop != nil && s.stop.Load() {
		return errStopped
	}
	return nil
}

// appendJSString writes a JavaScript string as JSON, exactly.
func appendJSString(dst []byte, js goja.String) []byte {
	str := js.String()
	if strings.ContainsRune(str, utf8.RuneError) {
		return appendUTF16String(dst, js)
	}
	return ndjson.AppendString(dst, str)
}

// hasLoneSurrogate reports whether js holds a surrogate that is not half
// of a pair.
func hasLoneSurrogate(js goja.String) bool {
	n := js.Length()
	for i := 0; i < n; i++ {
		c := js.CharAt(i)
		switch {
		case c >= 0xd800 && c < 0xdc00 && i+1 < n && js.CharAt(i+1) >= 0xdc00 && js.CharAt(i+1) <= 0xdfff:
			i++
		case utf16.IsSurrogate(rune(c)):
			return true
		}
	}
	return false
}

// appendUTF16String writes a JavaScript string that may hold lone
// surrogates, which a Go string can only show as U+FFFD. As JSON.stringify
// does since ES2019, a lone surrogate is written as a \uXXXX escape, so the
// host receives the guest's string exactly; a real U+FFFD stays one.
func appendUTF16String(dst []byte, js goja.String) []byte {
	const hex = "0123456789abcdef"
	n := js.Length()
	units := make([]uint16, n)
	for i := range units {
		units[i] = js.CharAt(i)
	}
	var plain []rune
	flush := func() {
		if len(plain) > 0 {
			q := ndjson.AppendString(nil, string(plain))
			dst = append(dst, q[1:len(q)-1]...) // without its quotes
			plain = plain[:0]
		}
	}
	dst = append(dst, '"')
	for i := 0; i < n; i++ {
		c := units[i]
		switch {
		case utf16.IsSurrogate(rune(c)) && c < 0xdc00 && i+1 < n && units[i+1] >= 0xdc00 && units[i+1] <= 0xdfff:
			plain = append(plain, utf16.DecodeRune(rune(c), rune(units[i+1])))
			i++
		case utf16.IsSurrogate(rune(c)):
			flush()
			dst = append(dst, '\\', 'u', hex[c>>12], hex[c>>8&0xf], hex[c>>4&0xf], hex[c&0xf])
		default:
			plain = append(plain, rune(c))
		}
	}
	flush()
	return append(dst, '"')
}

// The path is scanned while it is short and indexed once it is deep, so
// that cycle detection stays linear in the depth of a deeply nested value.
const shallowPath = 32

func (s *serializer) onPath(obj *goja.Object) bool {
	if s.deep != nil {
		return s.deep[obj]
	}
	for _, seen := range s.stack {
		if seen == obj {
			return true
		}
	}
	return false
}

func (s *serializer) push(obj *goja.Object) {
	s.stack = append(s.stack, obj)
	if s.deep == nil && len(s.stack) > shallowPath {
		s.deep = make(map[*goja.Object]bool, 2*shallowPath)
		for _, o := range s.stack {
			s.deep[o] = true
		}
	} else if s.deep != nil {
		s.deep[obj] = true
	}
}

func (s *serializer) pop() {
	obj := s.stack[len(s.stack)-1]
	s.stack = s.stack[:len(s.stack)-1]
	if s.deep != nil {
		delete(s.deep, obj)
	}
}

// constructorName names what obj is an instance of, for an error message:
// its prototype's constructor's name (Map, Set, a class), else its class.
func constructorName(obj *goja.Object, class string) string {
	if proto := obj.Prototype(); proto != nil {
		if ctor, ok := proto.Get("constructor").(*goja.Object); ok {
			// "Object" would read oddly: a plain object's prototype is
			// Object.prototype itself, so this one inherits from some other
			// object that leads there (Object.create({}), say).
			if name := ctor.Get("name"); name != nil && goja.IsString(name) && name.String() != "" && name.String() != "Object" {
				return name.String()
			}
		}
		if class == "Object" {
			return "object with a custom prototype"
		}
	}
	return class
}
