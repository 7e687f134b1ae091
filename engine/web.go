package engine

import (
	_ "embed"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"
	"github.com/dop251/goja_nodejs/url"
)

// web.js defines the helpers that are easier to state in JavaScript. It
// runs before any guest code, in strict mode, and keeps its own references
// to the intrinsics it uses.
//
//go:embed web.js
var webJS string

// webProgram is compiled on first use rather than at package init, so that
// a process that never builds an engine (the supervisor) does not pay for it.
var webProgram = sync.OnceValues(func() (*goja.Program, error) {
	return goja.Compile("web.js", webJS, true)
})

// installWeb installs the documented web-standard helpers: timers,
// queueMicrotask, URL, URLSearchParams, atob, btoa, TextEncoder,
// TextDecoder and structuredClone.
func (e *Engine) installWeb() error {
	vm := e.vm
	url.Enable(vm)
	e.timers = timers{byID: make(map[int64]timer)}
	for name, fn := range map[string]func(goja.FunctionCall) goja.Value{
		"setTimeout":    func(c goja.FunctionCall) goja.Value { return e.setTimer(c, false) },
		"setInterval":   func(c goja.FunctionCall) goja.Value { return e.setTimer(c, true) },
		"clearTimeout":  e.clearTimer,
		"clearInterval": e.clearTimer,
		"atob":          e.atob,
		"btoa":          e.btoa,
	} {
		if err := vm.Set(name, fn); err != nil {
			return err
		}
	}
	prg, err := webProgram()
	if err != nil {
		return err
	}
	setup, err := vm.RunProgram(prg)
	if err != nil {
		return err
	}
	install, ok := goja.AssertFunction(setup)
	if !ok {
		return fmt.Errorf("web.js does not evaluate to a function")
	}
	natives := vm.NewObject()
	_ = natives.Set("uncaught", func(c goja.FunctionCall) goja.Value {
		// A microtask callback threw: as in a browser or Node, nothing can
		// catch it any more, so it ends the execution.
		e.finish(Outcome{Err: e.guestError(c.Argument(0))})
		return goja.Undefined()
	})
	_ = natives.Set("utf8Decode", e.utf8Decode)
	_ = natives.Set("utf8Encode", func(c goja.FunctionCall) goja.Value {
		// Exporting a string turns lone surrogates into U+FFFD, which is
		// what TextEncoder's USVString conversion asks for.
		return e.vm.ToValue(e.vm.NewArrayBuffer([]byte(c.Argument(0).String())))
	})
	_, err = install(goja.Undefined(), vm.GlobalObject(), natives)
	return err
}

// timers tracks the guest's timers so that they can be cleared by id, and
// all of them dropped when the execution ends.
type timers struct {
	next int64
	byID map[int64]timer
}

type timer struct {
	once  *eventloop.Timer
	every *eventloop.Interval
}

func (t *timers) clear(loop *eventloop.EventLoop) {
	for id, tm := range t.byID {
		t.stop(loop, tm)
		delete(t.byID, id)
	}
}

func (t *timers) stop(loop *eventloop.EventLoop, tm timer) {
	if tm.once != nil {
		loop.ClearTimeout(tm.once)
	}
	if tm.every != nil {
		loop.ClearInterval(tm.every)
	}
}

// setTimer implements setTimeout and setInterval. Callbacks run on the loop;
// an exception a callback throws is uncaught and ends the execution, where
// goja_nodejs would drop it silently. A string in place of a function is
// refused: the guest gets no second way to eval.
func (e *Engine) setTimer(call goja.FunctionCall, repeat bool) goja.Value {
	fn, ok := goja.AssertFunction(call.Argument(0))
	if !ok {
		panic(e.vm.NewTypeError("The \"callback\" argument must be of type function"))
	}
	delay := call.Argument(1).ToFloat()
	if !(delay >= 1) { // NaN, negative and zero all mean "soon"
		delay = 1
	}
	if delay > 1<<31-1 {
		delay = 1 // what browsers and Node do with an out-of-range delay
	}
	var args []goja.Value
	if len(call.Arguments) > 2 {
		args = append(args, call.Arguments[2:]...)
	}
	e.timers.next++
	id := e.timers.next
	d := time.Duration(delay * float64(time.Millisecond))
	run := func(*goja.Runtime) {
		if e.finished {
			return
		}
		if !repeat {
			delete(e.timers.byID, id)
		}
		_, err := fn(goja.Undefined(), args...)
		e.uncaught(err)
	}
	if repeat {
		e.timers.byID[id] = timer{every: e.loop.SetInterval(run, d)}
	} else {
		e.timers.byID[id] = timer{once: e.loop.SetTimeout(run, d)}
	}
	return e.vm.ToValue(id)
}

func (e *Engine) clearTimer(call goja.FunctionCall) goja.Value {
	id := call.Argument(0).ToInteger()
	if tm, ok := e.timers.byID[id]; ok {
		delete(e.timers.byID, id)
		e.timers.stop(e.loop, tm)
	}
	return goja.Undefined()
}

// domException makes an Error named as the DOMException the web platform
// throws in the same place.
func (e *Engine) domException(name, msg string) *goja.Object {
	obj, err := e.vm.New(e.errorCtor, e.vm.ToValue(msg))
	if err != nil {
		return e.vm.NewTypeError(msg)
	}
	_ = obj.Set("name", name)
	return obj
}

// btoa encodes a binary string (every code unit below 256) as base64.
func (e *Engine) btoa(call goja.FunctionCall) goja.Value {
	if len(call.Arguments) == 0 {
		panic(e.vm.NewTypeError("btoa requires 1 argument"))
	}
	s := call.Arguments[0].String()
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r > 0xff {
			panic(e.domException("InvalidCharacterError", "Invalid character"))
		}
		b = append(b, byte(r))
	}
	return e.vm.ToValue(base64.StdEncoding.EncodeToString(b))
}

// atob decodes base64 into a binary string, forgiving as the HTML standard
// is: ASCII white space is ignored and padding may be left off.
func (e *Engine) atob(call goja.FunctionCall) goja.Value {
	if len(call.Arguments) == 0 {
		panic(e.vm.NewTypeError("atob requires 1 argument"))
	}
	s := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\t', '\n', '\f', '\r':
			return -1
		}
		return r
	}, call.Arguments[0].String())
	if len(s)%4 == 0 {
		s = strings.TrimSuffix(strings.TrimSuffix(s, "="), "=")
	}
	b, err := base64.RawStdEncoding.DecodeString(s)
	if err != nil || len(s)%4 == 1 {
		panic(e.domException("InvalidCharacterError", "The string to be decoded is not correctly encoded."))
	}
	var sb strings.Builder
	for _, c := range b {
		sb.WriteRune(rune(c))
	}
	return e.vm.ToValue(sb.String())
}

// utf8Decode backs TextDecoder.prototype.decode: bytes (an ArrayBuffer) to a
// string, with U+FFFD for bad sequences unless fatal.
func (e *Engine) utf8Decode(call goja.FunctionCall) goja.Value {
	buf, ok := call.Argument(0).Export().(goja.ArrayBuffer)
	if !ok {
		panic(e.vm.NewTypeError("The \"input\" argument must be an ArrayBuffer or ArrayBufferView"))
	}
	start, end := call.Argument(1).ToInteger(), call.Argument(2).ToInteger()
	b := buf.Bytes()
	if start < 0 || end > int64(len(b)) || start > end {
		panic(e.vm.NewTypeError("byte range out of bounds"))
	}
	b = b[start:end]
	if call.Argument(3).ToBoolean() && !utf8.Valid(b) {
		panic(e.vm.NewTypeError("The encoded data was not valid for encoding utf-8"))
	}
	return e.vm.ToValue(strings.ToValidUTF8(string(b), "\uFFFD"))
}
