package main

// execbox-runner info: what a host is talking to, before it sends code.
//
// The language features and the guest's globals are not a hard-coded list:
// info runs one real execution in this process, with the same engine a host
// gets, whose guest program tries each feature (through indirect eval, so
// that a syntax the engine lacks is a caught SyntaxError) and lists the
// global object. A goja upgrade that adds async generators shows up here
// without anyone editing this file.

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"slices"

	"github.com/urfave/cli/v3"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/session"
	"github.com/execbox/execbox-runner/watchdog"
)

// infoSchema is the JSON Schema of the document info prints.
//
//go:embed schema/info.schema.json
var infoSchema []byte

func infoCommand(code *int, stdout io.Writer) *cli.Command {
	return &cli.Command{
		Name:         "info",
		OnUsageError: onUsageError,
		Usage:        "print what this runner supports, as one JSON document",
		UsageText:    "execbox-runner info [--schema]",
		Description: `Prints one JSON document for a host to read before it sends code: the
runner and protocol versions; the engine (goja) and its version; the
language features that are and are not supported, probed at run time by
running a guest program; the guest's globals and web helpers; the default
limits, and for each how it is enforced: "hard", "approximate" or "none".
The document's JSON Schema is schema/info.schema.json (--schema prints it).

Example:
  execbox-runner info | jq .limits.memoryLimitBytes

Exit codes: 0 printed; 1 the probe failed; 2 usage error.`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "schema", Usage: "print the document's JSON Schema instead"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			if cmd.Args().Len() > 0 {
				return usageError{fmt.Errorf("info: unexpected argument %q", cmd.Args().First())}
			}
			if cmd.Bool("schema") {
				_, err := stdout.Write(infoSchema)
				return err
			}
			doc, err := buildInfo(ctx)
			if err != nil {
				*code = 1
				return fmt.Errorf("info: %w", err)
			}
			out, err := json.MarshalIndent(doc, "", "  ")
			if err != nil {
				return err
			}
			_, err = stdout.Write(append(out, '\n'))
			return err
		},
	}
}

// onUsageError makes a subcommand's bad flag a usage error (exit 2) with
// a one-line message, as the default action's is, instead of help on stdout.
func onUsageError(_ context.Context, _ *cli.Command, err error, _ bool) error {
	return usageError{err}
}

// info is the document. Field order is the order printed.
type info struct {
	Name        string           `json:"name"`
	Version     string           `json:"version"`
	Protocol    infoProtocol     `json:"protocol"`
	Engine      infoEngine       `json:"engine"`
	Language    infoLanguage     `json:"language"`
	Guest       infoGuest        `json:"guest"`
	Limits      map[string]limit `json:"limits"`
	Supervision infoSupervision  `json:"supervision"`
	Extensions  []infoExtension  `json:"extensions"`
}

type infoProtocol struct {
	Version     string   `json:"version"`
	Transport   string   `json:"transport"`
	Inbound     []string `json:"inbound"`
	Outbound    []string `json:"outbound"`
	ErrorCodes  []string `json:"errorCodes"`
	CallIDs     string   `json:"callIds"`
	Defaults    options  `json:"defaults"`
	Spec        string   `json:"spec"`
	Sessions    string   `json:"sessions"`
	HeldResults string   `json:"earlyToolResults"`
}

type options struct {
	TimeoutMs        int64 `json:"timeoutMs"`
	MemoryLimitBytes int64 `json:"memoryLimitBytes"`
	MaxLogLines      int64 `json:"maxLogLines"`
	MaxLogChars      int64 `json:"maxLogChars"`
}

type infoEngine struct {
	Name      string `json:"name"`
	Module    string `json:"module"`
	Version   string `json:"version"`
	EventLoop string `json:"eventLoop"`
	Go        string `json:"go"`
	Platform  string `json:"platform"`
}

type infoLanguage struct {
	Supported   []string `json:"supported"`
	Unsupported []string `json:"unsupported"`
	Probes      []probe  `json:"probes"`
}

// probe is one language feature and the guest code that tries it: the
// feature is supported when the code, given to indirect eval, does not
// throw.
type probe struct {
	Name      string `json:"name"`
	Code      string `json:"code"`
	Supported bool   `json:"supported"`
}

type infoGuest struct {
	Globals    []string `json:"globals"`
	Console    []string `json:"console"`
	WebHelpers []string `json:"webHelpers"`
	Absent     []string `json:"absent"`
	Providers  string   `json:"providers"`
}

// limit is one limit: its default, where a host sets it, and how the
// runner enforces it.
type limit struct {
	Default     *int64 `json:"default"`
	Unit        string `json:"unit"`
	SetBy       string `json:"setBy"`
	Enforcement string `json:"enforcement"` // hard, approximate, none
	How         string `json:"how"`
}

type infoSupervision struct {
	Default bool   `json:"default"`
	How     string `json:"how"`
	Off     string `json:"off"`
}

type infoExtension struct {
	Flag string `json:"flag"`
	What string `json:"what"`
}

// featureProbes are tried in the guest. Syntax is wrapped in a function
// that is never called, so that only parsing is tested.
var featureProbes = []probe{
	{Name: "asyncFunctions", Code: `(async function () {})`},
	{Name: "asyncGenerators", Code: `(async function* () {})`},
	{Name: "forAwaitOf", Code: `(async function () { for await (const x of []) {} })`},
	{Name: "generators", Code: `(function* () {})`},
	{Name: "classes", Code: `(class {})`},
	{Name: "classFields", Code: `(class { a = 1; static b = 2 })`},
	{Name: "privateClassMembers", Code: `(class { #a = 1; m() { return this.#a } })`},
	{Name: "classStaticBlocks", Code: `(class { static {} })`},
	{Name: "destructuring", Code: `(function () { const { a, ...r } = { a: 1, b: 2 }; const [x, ...y] = [1, 2] })`},
	{Name: "objectSpread", Code: `({ ...{ a: 1 } })`},
	{Name: "optionalChaining", Code: `(function (o) { return o?.a?.[0]?.() })`},
	{Name: "nullishCoalescing", Code: `(function (o) { return o ?? 1 })`},
	{Name: "logicalAssignment", Code: `(function (a) { a ??= 1; a ||= 2; a &&= 3 })`},
	{Name: "exponentiation", Code: `(function (a) { return a ** 2 })`},
	{Name: "numericSeparators", Code: `1_000`},
	{Name: "templateLiterals", Code: "(function (a) { return `${a}` })"},
	{Name: "bigint", Code: `if (typeof 1n !== "bigint") throw 0`},
	{Name: "symbols", Code: `Symbol("s")`},
	{Name: "symbolAsyncIterator", Code: `if (typeof Symbol.asyncIterator !== "symbol") throw 0`},
	{Name: "proxy", Code: `new Proxy({}, {})`},
	{Name: "reflect", Code: `Reflect.ownKeys({})`},
	{Name: "globalThis", Code: `if (typeof globalThis !== "object") throw 0`},
	{Name: "typedArrays", Code: `new Uint8Array(1)`},
	{Name: "sharedArrayBuffer", Code: `new SharedArrayBuffer(1)`},
	{Name: "atomics", Code: `if (typeof Atomics !== "object") throw 0`},
	{Name: "weakRef", Code: `new WeakRef({})`},
	{Name: "finalizationRegistry", Code: `new FinalizationRegistry(function () {})`},
	{Name: "intl", Code: `if (typeof Intl !== "object") throw 0`},
	{Name: "regexpNamedGroups", Code: `/(?<n>a)/`},
	{Name: "regexpLookbehind", Code: `new RegExp("(?<=a)b")`},
	{Name: "regexpUnicodeProperties", Code: `new RegExp("\\p{L}", "u")`},
	{Name: "regexpDotAll", Code: `new RegExp("a", "s")`},
	{Name: "regexpSticky", Code: `new RegExp("a", "y")`},
	{Name: "regexpHasIndices", Code: `new RegExp("a", "d")`},
	{Name: "regexpVFlag", Code: `new RegExp("a", "v")`},
	{Name: "arrayAt", Code: `[1].at(-1)`},
	{Name: "arrayFlat", Code: `[[1]].flat()`},
	{Name: "arrayFindLast", Code: `[1].findLast(function () { return true })`},
	{Name: "arrayChangeByCopy", Code: `[2, 1].toSorted()`},
	{Name: "arrayFromAsync", Code: `if (typeof Array.fromAsync !== "function") throw 0`},
	{Name: "objectFromEntries", Code: `Object.fromEntries([["a", 1]])`},
	{Name: "objectHasOwn", Code: `Object.hasOwn({}, "a")`},
	{Name: "objectGroupBy", Code: `Object.groupBy([], function (x) { return x })`},
	{Name: "stringReplaceAll", Code: `"a".replaceAll("a", "b")`},
	{Name: "stringIsWellFormed", Code: `"a".isWellFormed()`},
	{Name: "promiseAllSettled", Code: `if (typeof Promise.allSettled !== "function") throw 0`},
	{Name: "promiseAny", Code: `if (typeof Promise.any !== "function") throw 0`},
	{Name: "promiseWithResolvers", Code: `if (typeof Promise.withResolvers !== "function") throw 0`},
	{Name: "errorCause", Code: `if (new Error("x", { cause: 1 }).cause !== 1) throw 0`},
	{Name: "setMethods", Code: `if (typeof new Set().union !== "function") throw 0`},
	{Name: "iteratorHelpers", Code: `if (typeof Iterator !== "function") throw 0`},
	{Name: "dynamicImport", Code: `(function () { return import("x") })`},
	{Name: "modules", Code: `import x from "x"`},
}

// webHelpers and absentGlobals are what the README promises; the probe
// reports which of them the guest really has.
var (
	webHelpers = []string{"setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask",
		"URL", "URLSearchParams", "atob", "btoa", "TextEncoder", "TextDecoder", "structuredClone"}
	consoleMethods = []string{"log", "info", "warn", "error", "debug"}
	absentGlobals  = []string{"require", "process", "Buffer", "module", "exports", "fetch", "__dirname",
		"__filename", "setImmediate", "clearImmediate", "GoError"}
)

// probeResult is what the probe program returns.
type probeResult struct {
	TopLevelAwait bool            `json:"topLevelAwait"`
	Features      map[string]bool `json:"features"`
	Globals       []string        `json:"globals"`
	Console       []string        `json:"console"`
}

// probeProgram builds the guest program: for each probe, whether indirect
// eval of its code throws.
func probeProgram() string {
	list, _ := json.Marshal(featureProbes)
	return `const probes = ` + string(list) + `;
const features = {};
for (const p of probes) {
  try { (0, eval)(p.code); features[p.name] = true; } catch (e) { features[p.name] = false; }
}
const topLevelAwait = await Promise.resolve(true);
const globals = Object.getOwnPropertyNames(globalThis).sort();
const consoleMethods = Object.keys(console).filter((k) => typeof console[k] === "function").sort();
({ topLevelAwait, features, globals, console: consoleMethods })`
}

// runProbe runs the probe program through a real session, in this process.
func runProbe(ctx context.Context) (*probeResult, error) {
	exec, _ := json.Marshal(map[string]any{
		"type": "execute", "id": "info-probe", "code": probeProgram(),
		"options": map[string]any{"timeoutMs": 10000}, "providers": []any{},
	})
	var out bytes.Buffer
	inR, inW := io.Pipe()
	go func() {
		_, _ = inW.Write(append(exec, '\n'))
		_ = inW.Close()
	}()
	if code := session.Run(ctx, session.Config{}, inR, &out); code != session.ExitOK {
		return nil, fmt.Errorf("the probe session exited %d", code)
	}
	var done struct {
		Type   string          `json:"type"`
		OK     bool            `json:"ok"`
		Result json.RawMessage `json:"result"`
		Error  *engine.Error   `json:"error"`
	}
	for _, line := range bytes.Split(bytes.TrimSpace(out.Bytes()), []byte("\n")) {
		if err := json.Unmarshal(line, &done); err == nil && done.Type == "done" {
			break
		}
	}
	switch {
	case done.Type != "done":
		return nil, errors.New("the probe session wrote no done")
	case !done.OK:
		return nil, fmt.Errorf("the probe failed: %v", done.Error)
	}
	var res probeResult
	if err := json.Unmarshal(done.Result, &res); err != nil {
		return nil, fmt.Errorf("the probe's result: %w", err)
	}
	return &res, nil
}

func buildInfo(ctx context.Context) (*info, error) {
	pr, err := runProbe(ctx)
	if err != nil {
		return nil, err
	}
	lang := infoLanguage{Supported: []string{}, Unsupported: []string{}}
	if pr.TopLevelAwait {
		lang.Supported = append(lang.Supported, "topLevelAwait")
	} else {
		lang.Unsupported = append(lang.Unsupported, "topLevelAwait")
	}
	for _, p := range featureProbes {
		p.Supported = pr.Features[p.Name]
		lang.Probes = append(lang.Probes, p)
		if p.Supported {
			lang.Supported = append(lang.Supported, p.Name)
		} else {
			lang.Unsupported = append(lang.Unsupported, p.Name)
		}
	}
	slices.Sort(lang.Supported)
	slices.Sort(lang.Unsupported)

	has := func(name string) bool { return slices.Contains(pr.Globals, name) }
	guest := infoGuest{
		Globals:    pr.Globals,
		Console:    pr.Console,
		WebHelpers: []string{},
		Absent:     []string{},
		Providers: "one frozen global per execute.providers entry, one Promise-returning function per tool safeName; " +
			"a provider name must be an identifier that is not one of the globals",
	}
	for _, name := range webHelpers {
		if has(name) {
			guest.WebHelpers = append(guest.WebHelpers, name)
		}
	}
	for _, name := range absentGlobals {
		if !has(name) {
			guest.Absent = append(guest.Absent, name)
		}
	}

	return &info{
		Name:    "execbox-runner",
		Version: version,
		Protocol: infoProtocol{
			Version:    protocolVersion,
			Transport:  "NDJSON on stdin (host to runner) and stdout (runner to host): one compact JSON object per line, UTF-8, \\n or \\r\\n",
			Inbound:    []string{"execute", "tool_result", "cancel"},
			Outbound:   []string{"started", "tool_call", "done"},
			ErrorCodes: errorCodes(),
			CallIDs:    "call-1, call-2, ... in the order the guest invokes tools",
			Defaults: options{
				TimeoutMs: session.DefaultTimeoutMs, MemoryLimitBytes: session.DefaultMemoryLimitBytes,
				MaxLogLines: session.DefaultMaxLogLines, MaxLogChars: session.DefaultMaxLogChars,
			},
			Spec:        "execbox runner specification; choices it leaves open as in DECISIONS.md",
			Sessions:    "one process serves one session of one execution, and exits after done",
			HeldResults: "a tool_result for a callId not yet issued is held until the guest makes that call",
		},
		Engine:   engineInfo(),
		Language: lang,
		Guest:    guest,
		Limits:   limits(),
		Supervision: infoSupervision{
			Default: true,
			How: "the process the host spawns runs the guest and starts a watchdog beside it (the same executable), which reads its stderr and " +
				"a status pipe; when the runner's runtime dies (an allocation refused under RLIMIT_DATA, native recursion past the goroutine stack) " +
				"or is wedged past the backstop, the watchdog writes the done: memory_limit, runtime_error, timeout or internal_error. " +
				"A runner whose runtime died exits with the Go runtime's status 2 after that done",
			Off: "--no-supervise runs without the watchdog: no RLIMIT_DATA cap, no backstop, and a dying runtime writes no done",
		},
		Extensions: []infoExtension{
			{Flag: "--usage", What: "done gains a usage object: cpuMs, peakHeapBytes, toolCalls {issued, settled, abandoned}, bytesIn, bytesOut, logLinesDropped, logCharsDropped"},
			{Flag: "--seed N", What: "Math.random seeded with N; Date.now and new Date read a clock that starts at 2024-01-01T00:00:00Z and moves 1 ms per reading; local time is UTC"},
			{Flag: "--record FILE", What: "the session's two-way transcript, replayable with execbox-runner replay FILE"},
			{Flag: "--log-format json", What: "stderr diagnostics as JSON lines, each with a stable category"},
		},
	}, nil
}

func errorCodes() []string {
	codes := []engine.Code{engine.CodeTimeout, engine.CodeMemoryLimit, engine.CodeValidation, engine.CodeTool,
		engine.CodeRuntime, engine.CodeSerialization, engine.CodeInternal}
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = string(c)
	}
	return out
}

// engineInfo reads the engine's module versions from the build.
func engineInfo() infoEngine {
	e := infoEngine{Name: "goja", Module: "github.com/dop251/goja", Version: "unknown",
		EventLoop: "github.com/dop251/goja_nodejs", Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			version := d.Version
			if r := d.Replace; r != nil {
				if r.Version != "" && r.Version != "(devel)" {
					version = r.Version
				} else {
					// A local copy: goja is carried patched in
					// third_party/goja (see its PATCHES.md).
					version += " (patched, " + r.Path + ")"
				}
			}
			switch d.Path {
			case "github.com/dop251/goja":
				e.Version = version
			case "github.com/dop251/goja_nodejs":
				e.EventLoop += " " + version
			}
		}
	}
	return e
}

func ptr(n int64) *int64 { return &n }

// limits describes every limit as the runner enforces it. Keep this in step
// with the README's Limits section.
func limits() map[string]limit {
	grace := session.DefaultGrace.Milliseconds()
	backstop := watchdog.DefaultBackstop.Milliseconds()
	return map[string]limit{
		"timeoutMs": {
			Default: ptr(session.DefaultTimeoutMs), Unit: "milliseconds of wall time from execute", SetBy: "execute.options.timeoutMs",
			Enforcement: "hard",
			How: fmt.Sprintf("a timer interrupts the VM; a guest inside one long built-in that cannot be interrupted still gets its done "+
				"after a %d ms grace period, and %d ms past the deadline the watchdog kills a runner that has not written one and writes the timeout itself", grace, backstop),
		},
		"cancel": {
			Default: nil, Unit: "", SetBy: `{"type":"cancel","id":...}`, Enforcement: "hard",
			How: "as the timeout, from the moment the cancel line is read: done with timeout / Execution timed out",
		},
		"memoryLimitBytes": {
			Default: ptr(session.DefaultMemoryLimitBytes), Unit: "bytes of Go heap above the runtime's own", SetBy: "execute.options.memoryLimitBytes",
			Enforcement: "approximate",
			How: fmt.Sprintf("a watchdog samples the heap every %v and stops the guest when it is over the limit and the last collection's live heap is too, "+
				"or when it is over by a margin (the limit again, at most %d MiB) that garbage cannot explain; the guest may overshoot between samples. "+
				"Behind it, unless --no-supervise, RLIMIT_DATA caps the runner a fixed overhead above the limit, and the watchdog reports memory_limit when the runtime dies of it",
				engine.MemorySampleInterval, engine.GarbageMargin>>20),
		},
		"callStackFrames": {
			Default: ptr(engine.DefaultMaxCallStackSize), Unit: "JavaScript frames", SetBy: "fixed",
			Enforcement: "hard",
			How: "goja's SetMaxCallStackSize: runtime_error RangeError: Maximum call stack size exceeded; recursion through native frames " +
				"that exhausts the goroutine stack kills the runtime, and the watchdog reports the same error",
		},
		"maxLogLines": {
			Default: ptr(session.DefaultMaxLogLines), Unit: "console lines", SetBy: "execute.options.maxLogLines",
			Enforcement: "hard", How: "bounded while captured: the first maxLogLines lines are kept and the rest are never stored",
		},
		"maxLogChars": {
			Default: ptr(session.DefaultMaxLogChars), Unit: "UTF-16 code units, cumulative", SetBy: "execute.options.maxLogChars",
			Enforcement: "hard", How: "bounded while captured: the line that crosses the limit is clipped, later lines are dropped",
		},
		"maxLineBytes": {
			Default: ptr(ndjson.DefaultMaxLineBytes), Unit: "bytes of one inbound line", SetBy: "--max-line-bytes",
			Enforcement: "hard", How: "a longer line is skipped without being buffered, with a diagnostic",
		},
		"earlyToolResults": {
			Default: ptr(10000), Unit: "tool_results held for calls not yet made (and 64 MiB)", SetBy: "fixed",
			Enforcement: "hard", How: "past the bound an early tool_result is dropped with a diagnostic",
		},
		"cpuTime": {
			Default: nil, Unit: "", SetBy: "", Enforcement: "none",
			How: "no separate CPU limit; timeoutMs bounds wall time, which bounds CPU",
		},
		"toolCalls": {
			Default: nil, Unit: "", SetBy: "", Enforcement: "none",
			How: "no bound on the number of tool calls or on concurrent pending calls, beyond timeoutMs and memoryLimitBytes",
		},
		"resultBytes": {
			Default: nil, Unit: "", SetBy: "", Enforcement: "none",
			How: "no bound on the size of a tool input or of the result beyond memoryLimitBytes",
		},
		"timers": {
			Default: nil, Unit: "", SetBy: "", Enforcement: "none",
			How: "no bound on outstanding timers; they count against timeoutMs and are dropped at done",
		},
	}
}
