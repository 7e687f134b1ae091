// Package engine runs one guest program in goja.
//
// An Engine is built, with every global installed, before the session reads
// its first line, so that a host that spawns runners ahead of time pays for
// none of this when it sends code.
//
// Concurrency: one goroutine, the goja_nodejs event loop's, owns the
// runtime. Everything else enters through Do, which queues a function on the
// loop; while the guest only awaits tool results, the loop goroutine reads
// the host's messages itself (Serve), or takes its jobs from a pipe instead
// of goja_nodejs's channels, so that a tool call needs no hand-off between
// threads (handoff.go). The exceptions are Interrupt
// (goja's own goroutine-safe flag) and the log buffer, which has its own
// mutex so that a watchdog can collect the logs while the loop is stuck
// inside a long built-in.
package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
	"github.com/dop251/goja_nodejs/eventloop"
	"github.com/dop251/goja_nodejs/require"

	"github.com/execbox/execbox-runner/protocol"
)

// Limits are the per-execution limits of execute.options.
type Limits struct {
	MaxLogLines int
	MaxLogChars int

	// LogSink, if set, receives each kept log line as it is kept. It is
	// called with the log buffer's lock held, in order.
	LogSink func(string)

	// CountDropped makes the log buffer format and measure the lines it
	// does not keep, for done.usage (usage.go). Off, they cost nothing.
	CountDropped bool
}

// Config is what an Engine is built with, before any execute arrives.
type Config struct {
	// MaxCallStackSize bounds JavaScript call depth; see DefaultMaxCallStackSize.
	MaxCallStackSize int

	// Seeded makes Math.random and the guest's clock deterministic, from
	// Seed (seed.go).
	Seeded bool
	Seed   uint64

	// ErrorPositions appends the guest's line and column to the message of
	// an Error the guest throws (positions.go).
	ErrorPositions bool

	// OnGoPanic, if set, is told of each Go panic inside a built-in that
	// the runtime turned into a TypeError for the guest (panics.go).
	OnGoPanic func(value any, stack []byte)
}

// DefaultMaxCallStackSize bounds guest recursion. goja unwinds a stack
// overflow through native frames (a map callback, a getter, a Proxy trap)
// in time quadratic in the depth: at 8000 frames that took 3 s, at 3000
// about half a second, while plain recursion stays cheap. 3000 frames is
// ample for real recursive code and in line with QuickJS, the engine of
// execbox's own runner.
const DefaultMaxCallStackSize = 3000

// Tool names one guest-visible tool function.
type Tool struct {
	Provider string // the global namespace
	Name     string // the tool's safeName within it
}

// ToolCall is a call the guest made, ready to go on the wire.
type ToolCall struct {
	CallID string
	Tool
	Input json.RawMessage // nil when the guest passed no argument or undefined
}

// Outcome is how an execution ended.
type Outcome struct {
	Result json.RawMessage // nil for undefined; meaningful when Err is nil
	Err    *protocol.Error
}

// Host is what the engine needs from the session. Its methods are called on
// the loop goroutine.
type Host interface {
	// ToolCall reports a call the guest made. The host settles it later,
	// or at once, through Engine.SettleTool.
	ToolCall(ToolCall)
	// Finish reports that the execution is over. It is called at most once.
	Finish(Outcome)
}

// Engine is one goja runtime set up for one execution.
type Engine struct {
	loop *eventloop.EventLoop
	vm   *goja.Runtime
	host Host
	logs *logBuffer // owned by the loop goroutine
	// published is logs, for the goroutines that read it off the loop (the
	// deadline watchdog's done): set once, after the buffer is configured.
	published atomic.Pointer[logBuffer]

	// Intrinsics captured before guest code runs; the guest can replace
	// the globals but not these references.
	objectProto   *goja.Object
	arrayProto    *goja.Object
	errorCtor     *goja.Object
	jsonStringify goja.Callable
	runner        goja.Callable
	enqueueJob    goja.Callable                // queueMicrotask's job queuer, made at first use
	jobIntrinsics [3]goja.Value                // Reflect.apply, Promise.prototype.then, a resolved promise
	intl          func() (*goja.Object, error) // intl.js's Intl and delegates, built at first use

	goPanics atomic.Int64 // Go panics turned into TypeErrors or recovered by Do (panics.go)
	// onGoPanic is Config.OnGoPanic.
	onGoPanic func(value any, stack []byte)

	stopped atomic.Bool // the execution is over; Go-side walks give up
	reason  atomic.Pointer[protocol.Error]

	nextCall int
	usage    toolUsage // for done.usage (usage.go)

	positions bool    // Config.ErrorPositions
	code      string  // the guest's code, for positions
	origin    *origin // where the compiled program's positions come from
	pending   map[string]*pendingCall
	running   bool // the guest's program has been started (Execute)
	trusted   map[*goja.Object]*protocol.Error
	// namespaces are the providers' namespace objects, for the TypeError
	// of a call to a tool they do not have (toolerrors.go).
	namespaces map[*goja.Object]Provider
	finished   bool
	timers     timers
	handoff    handoff // how jobs reach the loop while the guest waits (handoff.go)

	clock   func() time.Time // the --seed clock, or nil for the wall clock
	seeded  bool
	durable *durable // nil unless the execution is durable (journal.go)
}

type pendingCall struct {
	resolve func(any) error
	reject  func(any) error
	call    ToolCall
	// emitted: the host was told of the call. A durable replay answers
	// calls from its journal without telling the host (journal.go).
	emitted bool
}

// New builds a runtime with the whole guest environment installed.
func New(cfg Config) (*Engine, error) {
	// The registry has no source loader, so nothing can read host files;
	// the loop wants one only to back `require`, which is removed below.
	loop := eventloop.NewEventLoop(
		eventloop.EnableConsole(false),
		eventloop.WithRegistry(require.NewRegistry(require.WithLoader(noFiles))),
	)
	e := &Engine{loop: loop, pending: make(map[string]*pendingCall), trusted: make(map[*goja.Object]*protocol.Error)}
	var err error
	// The loop is not running yet, so this goroutine may use the VM.
	loop.Run(func(vm *goja.Runtime) { err = e.setup(vm, cfg) })
	if err != nil {
		return nil, fmt.Errorf("engine setup: %w", err)
	}
	return e, nil
}

// Runtime returns the engine's runtime, with the whole guest environment
// installed, for a harness that runs code on it directly, on the goroutine
// that called New, and never calls Start or Execute: the test262 runner
// (scripts/test262) measures the guest's JavaScript this way. Once Start
// has been called, only the loop goroutine may touch the runtime.
func (e *Engine) Runtime() *goja.Runtime { return e.vm }

// Warm runs a small program through the paths every execution takes
// (normalizing, compiling, running an async function, serializing its
// result, parsing a tool result) so that their code is paged in and their
// lazy set-up done before the host sends code: a host that spawns runners
// ahead of time then pays for none of it. The program touches no global.
// Call it on the loop goroutine, before Execute.
func (e *Engine) Warm() {
	// The loop goroutine's first job: grow its stack while it is shallow.
	growLoopStack()
	prg, err := Compile("const r = await Promise.resolve({ a: [1, 'x', null], b: { c: true } });\nr")
	if err != nil {
		return
	}
	fn, err := e.vm.RunProgram(prg)
	if err != nil {
		return
	}
	call, ok := goja.AssertFunction(fn)
	if !ok {
		return
	}
	if v, err := call(goja.Undefined()); err == nil {
		if p, ok := v.Export().(*goja.Promise); ok && p.State() == goja.PromiseStateFulfilled {
			_, _, _ = e.serialize("result", p.Result())
		}
	}
	_, _ = e.vm.ParseJSON([]byte(`{"ok":true,"rows":[1,"x\u00e9",null]}`), goja.ParseJSONOptions{})
}

func noFiles(path string) ([]byte, error) { return nil, require.ModuleFileDoesNotExistError }

func (e *Engine) setup(vm *goja.Runtime, cfg Config) error {
	e.vm = vm
	size := cfg.MaxCallStackSize
	if size <= 0 {
		size = DefaultMaxCallStackSize
	}
	vm.SetMaxCallStackSize(size)
	// At the limit the guest gets a RangeError it can catch and go on
	// from, as in V8; the limit, and with it the Go stack, stays where it
	// is (goja's PATCHES.md).
	vm.SetCatchableStackOverflow(true)
	// eval and the Function constructors parse guest text: no source maps
	// there either (see compile).
	vm.SetParserOptions(parser.WithDisableSourceMaps)
	if cfg.Seeded {
		e.clock = seed(vm, cfg.Seed)
		e.seeded = true
	}
	e.positions = cfg.ErrorPositions
	e.watchGoPanics(cfg.OnGoPanic)

	global := vm.GlobalObject()
	e.objectProto = global.Get("Object").ToObject(vm).Get("prototype").ToObject(vm)
	e.arrayProto = global.Get("Array").ToObject(vm).Get("prototype").ToObject(vm)
	e.errorCtor = global.Get("Error").ToObject(vm)
	json := global.Get("JSON").ToObject(vm)
	var ok bool
	if e.jsonStringify, ok = goja.AssertFunction(json.Get("stringify")); !ok {
		return errors.New("JSON.stringify is not a function")
	}

	if err := e.installWeb(); err != nil {
		return err
	}
	if err := e.installIntl(); err != nil {
		return err
	}
	// The runner awaits the guest's function and reports through two Go
	// callbacks. It uses await rather than a guest-visible .then. It is
	// compiled as a built-in, so that its frame stays out of the guest's
	// Error stacks.
	runnerPrg, err := goja.CompileNative("runner.js", `(async function run(fn, ok, fail) {
	let value;
	try { value = await fn(); } catch (e) { fail(e); return; }
	ok(value);
})`, false)
	if err != nil {
		return err
	}
	runner, err := vm.RunProgram(runnerPrg)
	if err != nil {
		return err
	}
	e.runner, _ = goja.AssertFunction(runner)

	// Nothing of Node or of the host reaches the guest.
	for _, name := range []string{"require", "setImmediate", "clearImmediate", "GoError"} {
		global.Delete(name)
	}
	return nil
}

// Start runs the event loop on its own goroutine. From here on, the runtime
// may be touched only through Do.
func (e *Engine) Start() {
	e.handoff.open()
	e.loop.Start()
}

// Close stops the loop and drops its timers, in the background: a loop
// stuck in a long built-in stops when the built-in returns. Processes exit
// after their one execution anyway; this is for callers that run sessions
// in-process.
func (e *Engine) Close() { go e.terminate() }

// terminate stops the loop, waiting for it: a loop goroutine waiting on the
// handoff pipe is woken first, goja_nodejs's Terminate would not reach it.
func (e *Engine) terminate() {
	e.handoff.close()
	e.loop.Terminate()
}

// Do queues fn to run on the loop goroutine, in order with every other
// function queued (handoff.go).
//
// A Go panic in fn does not end the process: it is counted and reported as
// the runtime's own are (panics.go), and the execution, if one is running,
// fails with internal_error. Every guest-driven step reaches the runtime
// through here (compiling, running, settling a tool call), so no guest can
// make the runner die in place of its done.
func (e *Engine) Do(fn func()) bool {
	inner := e.recovering(fn)
	fn = func() {
		inner()
		e.endIfUnsettled()
	}
	if e.handoff.do(fn) {
		return true
	}
	ok := e.loop.RunOnLoop(func(*goja.Runtime) {
		e.handoff.started()
		fn()
		e.handoff.wait(e.idle)
	})
	if !ok {
		e.handoff.started() // never will
	}
	return ok
}

// idle reports whether the loop goroutine may wait for its next job on the
// handoff pipe: the guest waits for tool results, and no timer of its own
// is set (timers fire through goja_nodejs's loop).
func (e *Engine) idle() bool {
	return !e.finished && len(e.pending) > 0 && len(e.timers.byID) == 0
}

// Quiet returns, while the guest only waits for tool results (the loop
// goroutine waits on the handoff pipe, and no timer is set), a channel
// closed when that ends; nil otherwise. No guest code runs, and the guest's
// heap does not grow, until it is closed: samplers of the heap sleep on it
// (QuietSleeper) rather than wake a thread every millisecond for nothing.
func (e *Engine) Quiet() <-chan struct{} { return e.handoff.quiet() }

// Resumes returns how many times the guest has stopped only waiting (the
// channels Quiet returned that have been closed).
func (e *Engine) Resumes() uint64 { return e.handoff.resumes.Load() }

// Serve reads in on the calling goroutine, the session's reader, until it
// ends; while the guest only waits for tool results, the loop goroutine
// takes turns reading it (handoff.go). share false keeps every read on the
// calling goroutine: for an in that is not a descriptor the loop could
// wait on in poll(2) (a file, a terminal, an in-process pipe).
func (e *Engine) Serve(in Inbound, share bool) { e.handoff.serve(in, share) }

// Tick is called at every interval of the memory watch while the guest
// may run (WatchMemory): a loop goroutine busy with guest code for a whole
// interval gives the turn to read stdin back to the reader goroutine.
func (e *Engine) Tick() { e.handoff.tick() }

// Interrupt stops the guest's JavaScript as soon as the VM next checks, and
// makes Go-side walks (serialization) give up. Safe from any goroutine.
func (e *Engine) Interrupt(reason *protocol.Error) {
	e.reason.CompareAndSwap(nil, reason)
	e.stopped.Store(true)
	e.vm.Interrupt(reason)
}

// serialize walks v into JSON; see serializer. A fresh serializer per call
// keeps a getter that calls a tool from corrupting an outer walk.
func (e *Engine) serialize(root string, v goja.Value) (json.RawMessage, bool, error) {
	s := serializer{objectProto: e.objectProto, arrayProto: e.arrayProto, stop: &e.stopped}
	return s.serialize(root, v)
}

// Logs returns the log lines captured so far. Safe from any goroutine.
func (e *Engine) Logs() []string {
	logs := e.published.Load()
	if logs == nil {
		return []string{}
	}
	return logs.snapshot()
}

// Provider is one guest namespace to install.
type Provider struct {
	Name  string
	Tools []string // safeNames
}

// Execute runs code on the loop goroutine. It must be called through Do. The
// outcome reaches host.Finish, now or later.
func (e *Engine) Execute(code string, providers []Provider, limits Limits, host Host) {
	if e.finished {
		return // aborted before it could start
	}
	e.host = host
	e.logs = newLogBuffer(limits.MaxLogLines, limits.MaxLogChars)
	e.logs.sink = limits.LogSink
	e.logs.countDropped = limits.CountDropped
	e.published.Store(e.logs)
	if err := e.installConsole(); err != nil {
		e.finish(Outcome{Err: protocol.Errorf(protocol.CodeInternal, "install console: %v", err)})
		return
	}
	if err := e.installProviders(providers); err != nil {
		e.finish(Outcome{Err: protocol.Errorf(protocol.CodeInternal, "install providers: %v", err)})
		return
	}
	e.code = code
	prg, org, err := compile(code)
	e.origin = org
	if err != nil {
		e.finish(Outcome{Err: &protocol.Error{Code: protocol.CodeRuntime, Message: err.Error()}})
		return
	}
	fn, err := e.vm.RunProgram(prg)
	if err != nil {
		e.finish(Outcome{Err: e.classify(err)})
		return
	}
	// The runner's own async function has no one awaiting it: if a callback
	// threw, the rejection would go nowhere and the execution would hang
	// until its deadline. So whatever they throw ends the execution here.
	settle := func(f func()) {
		if ex := e.vm.Try(f); ex != nil {
			e.finish(Outcome{Err: &protocol.Error{Code: protocol.CodeRuntime, Message: "the guest's result could not be read: " + e.safeString(ex.Value())}})
		}
	}
	// Named, because a getter in the result runs under them and can read
	// them in a stack trace.
	ok := e.nativeFunction("ok", 1, func(call goja.FunctionCall) goja.Value {
		settle(func() { e.finishValue(call.Argument(0)) })
		return goja.Undefined()
	})
	fail := e.nativeFunction("fail", 1, func(call goja.FunctionCall) goja.Value {
		settle(func() { e.finish(Outcome{Err: e.guestError(call.Argument(0))}) })
		return goja.Undefined()
	})
	e.running = true
	if _, err := e.runner(goja.Undefined(), fn, ok, fail); err != nil {
		e.finish(Outcome{Err: e.classify(err)})
	}
	if e.replaying() {
		e.pump()
	}
}

// serializeFailure maps a failed walk to the execution's failure: a walk
// that gave up because the execution was stopped fails for the reason it
// was stopped (the deadline, a cancel, the memory limit).
func (e *Engine) serializeFailure(err error) *protocol.Error {
	if errors.Is(err, errStopped) {
		if r := e.reason.Load(); r != nil {
			return r
		}
		return protocol.ErrTimeout
	}
	return &protocol.Error{Code: protocol.CodeSerialization, Message: err.Error()}
}

// finishValue serializes the guest's result and finishes with it.
func (e *Engine) finishValue(v goja.Value) {
	var out []byte
	var ok bool
	var err error
	if ex := e.vm.Try(func() { out, ok, err = e.serialize("result", v) }); ex != nil {
		e.finish(Outcome{Err: e.guestError(ex.Value())})
		return
	}
	if err != nil {
		e.finish(Outcome{Err: e.serializeFailure(err)})
		return
	}
	if !ok {
		e.finish(Outcome{})
		return
	}
	e.finish(Outcome{Result: out})
}

func (e *Engine) finish(o Outcome) {
	if e.finished {
		return
	}
	if e.replaying() && e.durable.pos < len(e.durable.replay) && e.reason.Load() == nil {
		// The program ended on its own before the journal did: the first
		// run did not end there.
		e.diverge("the program finished")
		return
	}
	e.finished = true
	e.stopped.Store(true)
	e.timers.clear(e.loop)
	e.host.Finish(o)
}

// classify maps an error returned by goja to the execution's failure.
func (e *Engine) classify(err error) *protocol.Error {
	var interrupted *goja.InterruptedError
	if errors.As(err, &interrupted) {
		if v, ok := interrupted.Value().(*protocol.Error); ok {
			return v
		}
		return protocol.ErrTimeout
	}
	var overflow *goja.StackOverflowError
	if errors.As(err, &overflow) {
		return &protocol.Error{Code: protocol.CodeRuntime, Message: stackOverflowMessage}
	}
	var ex *goja.Exception
	if errors.As(err, &ex) {
		return e.guestError(ex.Value())
	}
	return &protocol.Error{Code: protocol.CodeInternal, Message: err.Error()}
}

// stackOverflowMessage is the failure of an execution ended by a stack
// overflow nobody caught.
const stackOverflowMessage = "RangeError: Maximum call stack size exceeded"

// isStackOverflow reports whether obj, an Error whose message is msg, is
// the RangeError the call-depth limit throws (goja's
// SetCatchableStackOverflow, on so that the guest may catch it as in V8).
// Uncaught, it ends the execution with the failure the uncatchable
// overflow gave before: named, and without a position, since the limit is
// the runner's and no line of the guest's is to blame. A guest that throws
// an equal RangeError of its own gets the same failure.
func (e *Engine) isStackOverflow(obj *goja.Object, msg string) bool {
	if msg != "Maximum call stack size exceeded" {
		return false
	}
	proto := obj.Prototype()
	return proto != nil && proto.SameAs(e.vm.Intrinsic("RangeError").Get("prototype"))
}

// guestError maps a thrown or rejected value to the execution's failure.
// Only errors the runner itself created for a failed tool_result, a timeout
// or a cancel keep a trusted code, and they are recognized by identity, in
// Go: no property or message text can make a guest error trusted.
func (e *Engine) guestError(v goja.Value) *protocol.Error {
	if obj, ok := v.(*goja.Object); ok {
		if t, ok := e.trusted[obj]; ok {
			return t
		}
		if obj.ExportType() != proxyType && obj.ClassName() == "Error" {
			var msg string
			if ex := e.vm.Try(func() {
				if m := obj.Get("message"); m != nil && !goja.IsUndefined(m) {
					msg = goString(m)
				}
			}); ex == nil {
				if e.isStackOverflow(obj, msg) {
					return &protocol.Error{Code: protocol.CodeRuntime, Message: stackOverflowMessage}
				}
				return &protocol.Error{Code: protocol.CodeRuntime, Message: e.withPosition(msg, obj)}
			}
		}
	}
	if v == nil {
		return &protocol.Error{Code: protocol.CodeRuntime, Message: "undefined"}
	}
	return &protocol.Error{Code: protocol.CodeRuntime, Message: e.safeString(v)}
}

// trustedError creates the Error object a tool promise rejects with, and
// records it as trusted.
func (e *Engine) trustedError(te *protocol.Error) goja.Value {
	msg := e.jsString(te.Message)
	obj, err := e.vm.New(e.errorCtor, msg)
	if err != nil {
		obj = e.vm.NewObject()
		_ = obj.Set("message", msg)
	}
	_ = obj.Set("code", string(te.Code))
	e.trusted[obj] = te
	return obj
}

// installProviders defines one frozen namespace per provider, each tool a
// function that returns a Promise.
func (e *Engine) installProviders(providers []Provider) error {
	freeze, _ := goja.AssertFunction(e.vm.GlobalObject().Get("Object").ToObject(e.vm).Get("freeze"))
	e.namespaces = make(map[*goja.Object]Provider, len(providers))
	e.vm.SetNotAFunctionHook(e.missingTool)
	for _, p := range providers {
		ns := e.vm.NewObject()
		e.namespaces[ns] = p
		for _, name := range p.Tools {
			fn := e.toolFunction(Tool{Provider: p.Name, Name: name})
			if err := ns.DefineDataProperty(name, fn, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE); err != nil {
				return err
			}
		}
		if _, err := freeze(goja.Undefined(), ns); err != nil {
			return err
		}
		if err := e.vm.GlobalObject().DefineDataProperty(p.Name, ns, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE); err != nil {
			return err
		}
	}
	return nil
}

// nativeFunction makes a function for the guest, named name. goja would
// name it after the Go closure (github.com/…/engine.(*Engine)….func1), which
// the guest could read in its name, its source text and stack traces.
func (e *Engine) nativeFunction(name string, length int, fn func(goja.FunctionCall) goja.Value) *goja.Object {
	obj := e.vm.ToValue(fn).(*goja.Object)
	// The attributes a built-in function's name and length have.
	_ = obj.DefineDataProperty("name", e.vm.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	_ = obj.DefineDataProperty("length", e.vm.ToValue(length), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return obj
}

func (e *Engine) toolFunction(t Tool) goja.Value {
	return e.nativeFunction(t.Name, 0, func(call goja.FunctionCall) goja.Value {
		promise, resolve, reject := e.vm.NewPromise()
		if e.finished {
			return e.vm.ToValue(promise)
		}
		var input json.RawMessage
		if len(call.Arguments) > 0 {
			var out json.RawMessage
			var ok bool
			var err error
			// A getter in the input may throw; a tool is asynchronous, so
			// that surfaces as a rejection, not as a synchronous throw.
			if ex := e.vm.Try(func() { out, ok, err = e.serialize("input", call.Arguments[0]) }); ex != nil {
				_ = reject(ex.Value())
				return e.vm.ToValue(promise)
			}
			if err != nil {
				failure := e.serializeFailure(err)
				if failure.Code == protocol.CodeSerialization {
					failure = &protocol.Error{Code: protocol.CodeSerialization, Message: t.Provider + "." + t.Name + " " + err.Error()}
				}
				_ = reject(e.trustedError(failure))
				return e.vm.ToValue(promise)
			}
			if ok {
				input = out
			}
		}
		e.nextCall++
		e.usage.issued.Add(1)
		id := "call-" + strconv.Itoa(e.nextCall)
		p := &pendingCall{resolve: resolve, reject: reject, call: ToolCall{CallID: id, Tool: t, Input: input}}
		e.pending[id] = p
		if d := e.durable; d != nil {
			e.liveAtEnd()
			if !d.live {
				e.replayCall(p.call)
				return e.vm.ToValue(promise)
			}
			d.record(Entry{Kind: EntryCall, Call: p.call})
			d.inTurn++
			defer func() { d.inTurn-- }()
		}
		p.emitted = true
		e.host.ToolCall(p.call)
		return e.vm.ToValue(promise)
	})
}

// ToolResult is the host's answer to one call.
type ToolResult struct {
	// Result is the JSON text of a success; nil means undefined. The
	// engine builds the guest's value straight from it, and a long string
	// in it may share its memory: the caller must not modify it once it
	// is handed over.
	Result json.RawMessage
	Err    *protocol.Error // non-nil for failure: the trusted error
}

// SettleTool resolves or rejects the pending call callID. It reports false
// when no such call is pending, or the host was not told of it (a durable
// replay's, journal.go). Call it on the loop goroutine.
func (e *Engine) SettleTool(callID string, r ToolResult) bool {
	p, ok := e.pending[callID]
	if !ok || !p.emitted {
		return false
	}
	if d := e.durable; d != nil && d.holding {
		d.held = append(d.held, heldSettle{id: callID, r: r})
		return true
	}
	delete(e.pending, callID)
	e.usage.settled.Add(1)
	if e.finished {
		return true
	}
	if d := e.durable; d != nil {
		d.record(Entry{Kind: EntryResult, CallID: callID, Result: r, InTurn: d.inTurn > 0})
	}
	e.settle(p, r)
	return true
}

// Unannounced reports whether callID is a pending call the host was not
// told of yet: a durable replay's, announced when the replay ends.
func (e *Engine) Unannounced(callID string) bool {
	p, ok := e.pending[callID]
	return ok && !p.emitted
}

// settle delivers r to the guest's promise of the call p.
func (e *Engine) settle(p *pendingCall, r ToolResult) {
	if e.finished {
		return
	}
	var err error
	if r.Err != nil {
		err = p.reject(e.trustedError(r.Err))
	} else {
		var v goja.Value = goja.Undefined()
		if r.Result != nil {
			var perr error
			v, perr = e.buildResult(r.Result)
			if errors.Is(perr, goja.ErrParseStopped) {
				return // the execution is over; its abort finishes it
			}
			if perr != nil {
				err = p.reject(e.trustedError(protocol.Errorf(protocol.CodeInternal, "tool_result.result could not be parsed: %v", perr)))
				e.afterSettle(err)
				return
			}
		}
		err = p.resolve(v)
	}
	e.afterSettle(err)
}

// shareMin is the shortest string of a tool result that may share the
// result's memory instead of being copied.
const shareMin = 64 << 10

// buildResult makes the guest's value of a tool result, straight from its
// JSON text, exactly (lone surrogate escapes stay lone surrogates) and at
// any depth; see goja.Runtime.ParseJSON. It is what lets a result cost the
// guest's memory budget about what the same value made by the guest would:
// no copy of the text is made, and a string at least half as long as the
// text (the one string of a large text result) shares the text's memory,
// which a smaller string never pins.
func (e *Engine) buildResult(text []byte) (goja.Value, error) {
	return e.vm.ParseJSON(text, goja.ParseJSONOptions{
		Stop:     e.stopped.Load,
		ShareMin: max(len(text)/2, shareMin),
	})
}

func (e *Engine) afterSettle(err error) {
	if err != nil {
		e.finish(Outcome{Err: e.classify(err)})
	}
}

// ErrUnsettled is the failure of an execution whose top-level promise
// nothing can settle any more.
var ErrUnsettled = &protocol.Error{
	Code: protocol.CodeRuntime,
	Message: "the program's top-level await can never settle: nothing is left that could settle it " +
		"(no tool call, timer or microtask is pending), as Node reports with \"Detected unsettled top-level await\"",
}

// endIfUnsettled ends the execution at once when its result is still owed
// and nothing can produce it any more: no tool call waits for the host, no
// timer is set, and the microtasks have run (each task of the loop ends
// with them). Waiting for the deadline would tell the host nothing more.
// Call it on the loop goroutine, at the end of a task (Do, runTimers),
// never inside one: a tool result settled while the guest runs (a held
// result) has its reactions still queued until the task ends.
func (e *Engine) endIfUnsettled() {
	if e.finished || !e.running || len(e.pending) > 0 || len(e.timers.byID) > 0 {
		return
	}
	e.finish(Outcome{Err: ErrUnsettled})
}

// Abort ends the execution with reason. Call it on the loop goroutine,
// after Interrupt. The guest gets no further turn: its pending tool promises
// are never resumed, so catching their rejection cannot turn a timeout into
// anything else.
func (e *Engine) Abort(reason *protocol.Error) {
	if e.host == nil {
		// Aborted before anything was bound or executed: nobody to tell,
		// but Execute must not start afterwards.
		e.finished = true
		return
	}
	e.finish(Outcome{Err: reason})
}

// Bind sets the host that Execute and Abort report to, before either runs.
// Call it before Start.
func (e *Engine) Bind(host Host) { e.host = host }

// PendingIDs lists the calls awaiting a result.
func (e *Engine) PendingIDs() []string {
	ids := make([]string, 0, len(e.pending))
	for id := range e.pending {
		ids = append(ids, id)
	}
	// In the order they were made: call-9 before call-10.
	slices.SortFunc(ids, func(a, b string) int {
		if len(a) != len(b) {
			return len(a) - len(b)
		}
		return strings.Compare(a, b)
	})
	return ids
}

// Pending reports whether callID is a call awaiting its result.
func (e *Engine) Pending(callID string) bool {
	_, ok := e.pending[callID]
	return ok
}

// Issued reports how many tool calls the guest has made.
func (e *Engine) Issued() int { return e.nextCall }

// uncaught ends the execution with an exception that nothing caught, such
// as one thrown by a timer callback.
func (e *Engine) uncaught(err error) {
	if err != nil {
		e.finish(Outcome{Err: e.classify(err)})
	}
}
