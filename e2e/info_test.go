package e2e

// End-to-end tests of `execbox-runner info`, run through the built binary
// (runnerBin, built by TestMain in transcripts_test.go).

import (
	"bytes"
	"context"
	"debug/buildinfo"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/execbox/execbox-runner/protocol"
)

// compileInfoSchema compiles schema/info.schema.json. The validator is a
// test dependency only: its package init compiles the JSON Schema
// meta-schemas (about 12-25 ms and 1.7 MB here, GODEBUG=inittrace=1), a
// cost the runner must never pay, and TestRunnerLinksNoSchemaValidator
// keeps it out of the binary.
func compileInfoSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open("../schema/info.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("../schema/info.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	schema, err := c.Compile("../schema/info.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return schema
}

// validateJSON validates a JSON text against schema; an error says where
// the document breaks it (every violation) or that it is not JSON.
func validateJSON(schema *jsonschema.Schema, text []byte) error {
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(text))
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	return schema.Validate(inst)
}

// runCLI runs the built binary with args and stdin, bounded by
// hangTimeout, and returns its stdout, stderr and exit code.
func runCLI(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	return runCLIWithin(t, hangTimeout, stdin, args...)
}

// runCLIWithin is runCLI with a hang bound of its own, for a command that
// does the work of many runs (a replay of the whole corpus, say).
func runCLIWithin(t *testing.T, bound time.Duration, stdin string, args ...string) (string, string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	cmd := exec.CommandContext(ctx, runnerBin, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("running %v: %v", args, err)
	}
	if ctx.Err() != nil {
		t.Fatalf("%v: hung; stderr:\n%s", args, stderr.String())
	}
	return stdout.String(), stderr.String(), cmd.ProcessState.ExitCode()
}

// sameSet reports whether a and b hold the same strings, in any order.
func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func TestInfo(t *testing.T) {
	stdout, stderr, code := runCLI(t, "", "info")
	if code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	schema := compileInfoSchema(t)
	if err := validateJSON(schema, []byte(stdout)); err != nil {
		t.Errorf("info breaks its schema: %v\n%s", err, stdout)
	}

	var doc struct {
		Version  string
		Protocol struct{ Version string }
		Engine   struct{ Name, Version string }
		Language struct {
			Supported, Unsupported []string
			Differences            []struct{ Name, What, Check string }
		}
		Guest  struct{ Globals, Console, WebHelpers, Absent []string }
		Limits map[string]struct {
			Default     *int64
			Enforcement string
		}
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Protocol.Version != protocol.Version || doc.Engine.Name != "goja" || !strings.HasPrefix(doc.Engine.Version, "v") {
		t.Errorf("protocol %q, engine %q %q", doc.Protocol.Version, doc.Engine.Name, doc.Engine.Version)
	}
	// What the README says goja lacks, found by probing, not by a list.
	for _, f := range []string{"iteratorHelpers", "modules"} {
		if !slices.Contains(doc.Language.Unsupported, f) {
			t.Errorf("%s is not reported unsupported: %v", f, doc.Language.Unsupported)
		}
	}
	for _, f := range []string{"topLevelAwait", "optionalChaining", "classFields", "bigint", "regexpLookbehind",
		"regexpUnicodeProperties", "regexpHasIndices", "objectGroupBy", "promiseWithResolvers", "stringIsWellFormed",
		"weakRef", "finalizationRegistry", "sharedArrayBuffer", "atomics", "errorCaptureStackTrace", "regexpVFlag", "setMethods", "numberToLocaleString", "arrayFromAsync",
		"asyncGenerators", "forAwaitOf", "symbolAsyncIterator", "typescript", "intl", "intlEveryLocale", "intlNumberFormat",
		"intlNumberFormatNotation", "intlNumberFormatRounding", "intlNumberFormatRange",
		"intlDateTimeFormat", "intlTimeZoneName", "intlDateTimeFormatRange", "intlCollator", "intlPluralRules", "intlListFormat", "intlRelativeTimeFormat",
		"intlSegmenter", "intlDisplayNames", "intlLocale", "intlSupportedValuesOf", "intlPluralRulesSelectRange", "intlDateTimeFormatDayPeriod",
		"intlGenericZoneNamesEveryLocale", "intlPersianCalendar", "intlOtherCalendars", "intlCollatorTailorings", "intlCollatorCJK"} {
		if !slices.Contains(doc.Language.Supported, f) {
			t.Errorf("%s is not reported supported: %v", f, doc.Language.Supported)
		}
	}
	// Known departures from V8 are listed while their checks fail; with
	// Intl's data for eight locales only, the locale one is.
	if !slices.ContainsFunc(doc.Language.Differences, func(d struct{ Name, What, Check string }) bool { return d.Name == "intlLocales" }) {
		t.Errorf("differences lack intlLocales: %v", doc.Language.Differences)
	}
	// What the README promises: every web helper, none of the Node
	// globals.
	webHelpers := []string{"setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask",
		"URL", "URLSearchParams", "atob", "btoa", "TextEncoder", "TextDecoder", "structuredClone"}
	absentGlobals := []string{"require", "process", "Buffer", "module", "exports", "fetch", "__dirname",
		"__filename", "setImmediate", "clearImmediate", "GoError"}
	if !sameSet(doc.Guest.WebHelpers, webHelpers) {
		t.Errorf("web helpers %v, want all of %v", doc.Guest.WebHelpers, webHelpers)
	}
	if !sameSet(doc.Guest.Absent, absentGlobals) {
		t.Errorf("absent %v, want all of %v", doc.Guest.Absent, absentGlobals)
	}
	for _, g := range []string{"console", "JSON", "Promise", "structuredClone"} {
		if !slices.Contains(doc.Guest.Globals, g) {
			t.Errorf("globals lack %s", g)
		}
	}
	if want := []string{"debug", "error", "info", "log", "warn"}; !slices.Equal(doc.Guest.Console, want) {
		t.Errorf("console %v, want %v", doc.Guest.Console, want)
	}
	for name, want := range map[string]string{
		"timeoutMs": "hard", "cancel": "hard", "memoryLimitBytes": "approximate", "callStackFrames": "hard",
		"maxLogLines": "hard", "maxLogChars": "hard", "maxLineBytes": "hard", "cpuTime": "none", "toolCalls": "none",
	} {
		if got := doc.Limits[name].Enforcement; got != want {
			t.Errorf("limits.%s.enforcement %q, want %q", name, got, want)
		}
	}
	if d := doc.Limits["callStackFrames"].Default; d == nil || *d != 3000 {
		t.Errorf("callStackFrames default %v, want 3000", d)
	}
	if d := doc.Limits["timeoutMs"].Default; d == nil || *d != 5000 {
		t.Errorf("timeoutMs default %v, want 5000", d)
	}

	// The schema is strict enough to notice a broken document.
	var loose map[string]any
	_ = json.Unmarshal([]byte(stdout), &loose)
	delete(loose, "limits")
	loose["surprise"] = true
	broken, _ := json.Marshal(loose)
	err := validateJSON(schema, broken)
	if err == nil || !strings.Contains(err.Error(), "'limits'") || !strings.Contains(err.Error(), "'surprise'") {
		t.Errorf("a document without limits and with an unknown member: %v", err)
	}
}

// TestRunnerLinksNoSchemaValidator checks that the schema validator, a test
// dependency with a costly package init, is not linked into the runner.
func TestRunnerLinksNoSchemaValidator(t *testing.T) {
	info, err := buildinfo.ReadFile(runnerBin)
	if err != nil {
		t.Fatal(err)
	}
	for _, dep := range info.Deps {
		if strings.Contains(dep.Path, "jsonschema") {
			t.Errorf("the runner links %s %s", dep.Path, dep.Version)
		}
	}
}

func TestInfoSchemaFlag(t *testing.T) {
	stdout, _, code := runCLI(t, "", "info", "--schema")
	want, err := os.ReadFile("../schema/info.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if code != 0 || stdout != string(want) {
		t.Errorf("exit %d; info --schema differs from schema/info.schema.json", code)
	}
}

func TestInfoUsageError(t *testing.T) {
	_, stderr, code := runCLI(t, "", "info", "extra")
	if code != 2 || !strings.Contains(stderr, "unexpected argument") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	_, _, code = runCLI(t, "", "info", "--nope")
	if code != 2 {
		t.Errorf("unknown flag: exit %d, want 2", code)
	}
}

func TestHelpDocumentsSubcommands(t *testing.T) {
	stdout, _, code := runCLI(t, "", "--help")
	for _, want := range []string{"info", "run", "replay", "--record", "--seed", "--usage", "--log-format", "--error-positions"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("--help lacks %q", want)
		}
	}
	if code != 0 {
		t.Errorf("--help exit %d", code)
	}
	for _, sub := range []string{"info", "run", "replay"} {
		stdout, _, code := runCLI(t, "", sub, "--help")
		if code != 0 || !strings.Contains(stdout, "Exit codes:") || !strings.Contains(stdout, "execbox-runner "+sub) {
			t.Errorf("%s --help: exit %d\n%s", sub, code, stdout)
		}
	}
}
