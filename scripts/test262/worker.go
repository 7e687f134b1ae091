package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/engine"
)

// A result is one file's outcome, one JSON line from a worker.
type result struct {
	File   string `json:"file"`
	Status string `json:"status"` // pass, fail, skip; the driver adds crash and timeout
	Detail string `json:"detail,omitempty"`
}

// worker reads file names (relative to root) from in, one a line, runs
// each and writes its result to out. A Go panic in one file is that
// file's failure; a fatal error of the Go runtime ends the process, and
// the driver reports the file it was given last as a crash.
func worker(root string, in io.Reader, out io.Writer, limit time.Duration) error {
	w := &runner{root: root, cache: make(map[string]*goja.Program), limit: limit}
	sc := bufio.NewScanner(in)
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	for sc.Scan() {
		name := sc.Text()
		r := w.file(name)
		r.File = name
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return sc.Err()
}

type runner struct {
	root  string
	cache map[string]*goja.Program // the harness files, compiled once
	limit time.Duration
}

func (w *runner) file(name string) result {
	b, err := os.ReadFile(filepath.Join(w.root, name))
	if err != nil {
		return result{Status: "fail", Detail: err.Error()}
	}
	src := string(b)
	m, err := parseMeta(src)
	if err != nil {
		return result{Status: "fail", Detail: "front matter: " + err.Error()}
	}
	if why := exclusion(name, m, src); why != "" {
		return result{Status: "skip", Detail: why}
	}
	// INTERPRETING.md: a file runs once as it is and once in strict mode,
	// unless its flags say otherwise; raw files run once, untouched.
	raw := m.has("raw")
	if raw || !m.has("onlyStrict") {
		if err := w.run(name, src, m, false); err != nil {
			return result{Status: "fail", Detail: "non-strict: " + err.Error()}
		}
	}
	if !raw && !m.has("noStrict") {
		if err := w.run(name, "'use strict';\n"+src, m, true); err != nil {
			return result{Status: "fail", Detail: "strict: " + err.Error()}
		}
	}
	return result{Status: "pass"}
}

// run runs src once in a fresh guest environment and says how it failed.
func (w *runner) run(name, src string, m *meta, strict bool) (err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("Go panic: %v", x)
		}
	}()
	e, err := engine.New(engine.Config{})
	if err != nil {
		return err
	}
	vm := e.Runtime()
	// No event loop runs here, so the engine's timers never fire: goja's
	// own fallback resolves a notified Atomics.waitAsync by a promise job.
	vm.SetHostTimer(nil)
	var printed []string
	if err := w.host(vm, &printed); err != nil {
		return err
	}
	timer := time.AfterFunc(w.limit, func() { vm.Interrupt("test262: over the time limit") })
	defer timer.Stop()

	async := m.has("async")
	includes := []string{"assert.js", "sta.js"}
	if async {
		includes = append(includes, "doneprintHandle.js")
	}
	for _, inc := range append(includes, m.Includes...) {
		prg, err := w.harness(inc)
		if err != nil {
			return fmt.Errorf("harness %s: %w", inc, err)
		}
		if _, err := vm.RunProgram(prg); err != nil {
			return fmt.Errorf("harness %s: %w", inc, err)
		}
	}

	early := true
	prg, err := goja.Compile(name, src, false)
	if err == nil {
		early = false
		_, err = vm.RunProgram(prg)
	}
	if err := judge(m, err, early); err != nil {
		return err
	}
	if async {
		complete := false
		for _, line := range printed {
			if strings.HasPrefix(line, "Test262:AsyncTestFailure:") {
				return errors.New(line)
			}
			complete = complete || line == "Test262:AsyncTestComplete"
		}
		if !complete {
			return errors.New("Test262:AsyncTestComplete was not printed")
		}
	}
	return nil
}

// judge compares how a run ended with what the front matter expects.
func judge(m *meta, err error, early bool) error {
	if m.Negative.Type == "" {
		if err != nil {
			return oneLine(err)
		}
		return nil
	}
	want := m.Negative.Type + " in phase " + m.Negative.Phase
	if err == nil {
		return errors.New("expected " + want + ", but it ran to the end")
	}
	wantEarly := m.Negative.Phase == "parse" || m.Negative.Phase == "early"
	if wantEarly != early {
		return fmt.Errorf("expected %s, got at the wrong phase: %v", want, oneLine(err))
	}
	var got string
	var syntax *goja.CompilerSyntaxError
	var reference *goja.CompilerReferenceError
	var exc *goja.Exception
	switch {
	case errors.As(err, &syntax):
		got = "SyntaxError"
	case errors.As(err, &reference):
		got = "ReferenceError"
	case errors.As(err, &exc):
		if o, ok := exc.Value().(*goja.Object); ok {
			if c, ok := o.Get("constructor").(*goja.Object); ok {
				got = c.Get("name").String()
			}
		}
	}
	if got != m.Negative.Type {
		return fmt.Errorf("expected %s, got %v", want, oneLine(err))
	}
	return nil
}

func oneLine(err error) error {
	s := err.Error()
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 300 {
		s = s[:300] + "..."
	}
	return errors.New(s)
}

// host installs what test262 asks of its host (INTERPRETING.md): print
// and the parts of $262 that a single realm can give.
func (w *runner) host(vm *goja.Runtime, printed *[]string) error {
	o := vm.NewObject()
	set := func(name string, fn func(goja.FunctionCall) goja.Value) {
		_ = o.Set(name, fn)
	}
	set("detachArrayBuffer", func(call goja.FunctionCall) goja.Value {
		if b, ok := call.Argument(0).Export().(goja.ArrayBuffer); ok {
			b.Detach()
			return goja.Undefined()
		}
		panic(vm.NewTypeError("detachArrayBuffer: not an ArrayBuffer"))
	})
	set("evalScript", func(call goja.FunctionCall) goja.Value {
		v, err := vm.RunString(call.Argument(0).String())
		if err != nil {
			panic(thrown(vm, err))
		}
		return v
	})
	_ = o.Set("global", vm.GlobalObject())
	if err := vm.Set("$262", o); err != nil {
		return err
	}
	return vm.Set("print", func(call goja.FunctionCall) goja.Value {
		*printed = append(*printed, call.Argument(0).String())
		return goja.Undefined()
	})
}

// thrown is the value a script's error throws: the exception itself, or
// for an early error the SyntaxError or ReferenceError it stands for.
func thrown(vm *goja.Runtime, err error) goja.Value {
	var exc *goja.Exception
	var syntax *goja.CompilerSyntaxError
	var reference *goja.CompilerReferenceError
	ctor := "Error"
	switch {
	case errors.As(err, &exc):
		return exc.Value()
	case errors.As(err, &syntax):
		ctor = "SyntaxError"
	case errors.As(err, &reference):
		ctor = "ReferenceError"
	}
	v, nerr := vm.New(vm.Get(ctor), vm.ToValue(err.Error()))
	if nerr != nil {
		return vm.ToValue(err.Error())
	}
	return v
}

func (w *runner) harness(name string) (*goja.Program, error) {
	if p, ok := w.cache[name]; ok {
		return p, nil
	}
	b, err := os.ReadFile(filepath.Join(w.root, "harness", name))
	if err != nil {
		return nil, err
	}
	p, err := goja.Compile(name, string(b), false)
	if err != nil {
		return nil, err
	}
	w.cache[name] = p
	return p, nil
}
