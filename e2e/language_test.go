package e2e

// The differential test of the guest language: every program in
// testdata/language/ runs through the built runner, and its result and
// console lines must be those V8 gave (recorded in NAME.json by
// scripts/language/record.mjs, from Node 20, or Node 22 for a program
// marked `// node: 22`, under TZ=UTC). A ts-*.js program is TypeScript: the
// runner gets it as it is, and the recorder strips its types with
// TypeScript's own transpileModule before Node runs it.

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

const languageDir = "../testdata/language"

// languageExpectation is one NAME.json.
type languageExpectation struct {
	Node   string          `json:"node"`
	Result json.RawMessage `json:"result"`
	Logs   []string        `json:"logs"`
}

func TestLanguage(t *testing.T) {
	entries, err := os.ReadDir(languageDir)
	if err != nil {
		t.Fatal(err)
	}
	programs := 0
	for _, e := range entries {
		name := e.Name()
		switch {
		case strings.HasSuffix(name, ".js"):
			programs++
			base := strings.TrimSuffix(name, ".js")
			t.Run(base, func(t *testing.T) { runLanguageProgram(t, base) })
		case strings.HasSuffix(name, ".json"):
			// An expectation whose program is gone tests nothing.
			if _, err := os.Stat(filepath.Join(languageDir, strings.TrimSuffix(name, ".json")+".js")); err != nil {
				t.Errorf("%s has no program beside it", name)
			}
		}
	}
	if programs == 0 {
		t.Fatal("no programs in " + languageDir)
	}
}

func runLanguageProgram(t *testing.T, base string) {
	code, err := os.ReadFile(filepath.Join(languageDir, base+".js"))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(languageDir, base+".json"))
	if err != nil {
		t.Fatalf("no expectation: run node scripts/language/record.mjs %s (%v)", base, err)
	}
	var want languageExpectation
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatalf("%s.json: %v", base, err)
	}
	exec1, _ := json.Marshal(map[string]any{
		"type": "execute", "id": "lang", "code": string(code),
		"options": map[string]any{"timeoutMs": 10000}, "providers": []any{},
	})
	stdout, stderr := runUTC(t, append(exec1, '\n'), 60*time.Second)
	done := readDone(t, stdout, stderr)
	if !done.OK {
		t.Fatalf("V8 (Node %s) gave a result, the runner %s: %s\nlogs: %q", want.Node, done.Error.Code, done.Error.Message, done.Logs)
	}
	if !jsonEqual(t, done.Result, want.Result) {
		t.Errorf("result differs from V8's (Node %s)\n got: %s\nwant: %s", want.Node, done.Result, want.Result)
	}
	if done.Logs == nil {
		done.Logs = []string{}
	}
	if want.Logs == nil {
		want.Logs = []string{}
	}
	if !reflect.DeepEqual(done.Logs, want.Logs) {
		t.Errorf("logs differ from V8's (Node %s)\n got: %q\nwant: %q", want.Node, done.Logs, want.Logs)
	}
}

// jsonEqual compares two JSON texts as values; a missing result is null.
func jsonEqual(t *testing.T, a, b json.RawMessage) bool {
	t.Helper()
	decode := func(raw json.RawMessage) any {
		if len(raw) == 0 {
			return nil
		}
		var v any
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("bad JSON %s: %v", raw, err)
		}
		return v
	}
	return reflect.DeepEqual(normalizeNumbers(decode(a)), normalizeNumbers(decode(b)))
}

// normalizeNumbers turns json.Numbers into float64 so that 1 and 1.0, or
// 1e21 and 1000000000000000000000, compare equal as the same double.
func normalizeNumbers(v any) any {
	switch v := v.(type) {
	case json.Number:
		f, err := v.Float64()
		if err != nil {
			return v.String()
		}
		return f
	case []any:
		for i := range v {
			v[i] = normalizeNumbers(v[i])
		}
	case map[string]any:
		for k := range v {
			v[k] = normalizeNumbers(v[k])
		}
	}
	return v
}

// runUTC runs the runner once under TZ=UTC with stdin as its input and
// returns its stdout and stderr; bound is generous, only so that a hang fails instead
// of stalling.
func runUTC(t *testing.T, stdin []byte, bound time.Duration) (stdout, stderr *bytes.Buffer) {
	t.Helper()
	return runInZone(t, "UTC", stdin, bound)
}

// runInZone is runUTC under TZ=zone.
func runInZone(t *testing.T, zone string, stdin []byte, bound time.Duration) (stdout, stderr *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(runnerBin)
	cmd.Env = append(os.Environ(), "TZ="+zone)
	cmd.Stdin = bytes.NewReader(stdin)
	stdout, stderr = new(bytes.Buffer), new(bytes.Buffer)
	cmd.Stdout, cmd.Stderr = stdout, stderr
	timer := time.AfterFunc(bound, func() { _ = cmd.Process.Kill() })
	err := cmd.Run()
	timer.Stop()
	if err != nil {
		t.Fatalf("runner: %v\nstderr: %s", err, stderr.String())
	}
	return stdout, stderr
}

// guestDone is the done line of one execution, its result left as JSON.
type guestDone struct {
	Type   string          `json:"type"`
	OK     bool            `json:"ok"`
	Result json.RawMessage `json:"result"`
	Logs   []string        `json:"logs"`
	Error  *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// readDone finds the done line in a runner's output, failing the test
// when there is none.
func readDone(t *testing.T, stdout, stderr *bytes.Buffer) guestDone {
	t.Helper()
	var done guestDone
	for _, line := range bytes.Split(bytes.TrimSpace(stdout.Bytes()), []byte("\n")) {
		if err := json.Unmarshal(line, &done); err == nil && done.Type == "done" {
			return done
		}
	}
	t.Fatalf("no done; stdout: %.2000s\nstderr: %s", stdout.String(), stderr.String())
	return done
}
