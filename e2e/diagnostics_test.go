package e2e

// End-to-end tests of the diagnostics for hand-written input, through the
// built binary: unknown fields, every validation problem at once, and the
// one rule for a malformed tool_result.

import (
	"strings"
	"testing"
)

func TestUnknownFieldsWarned(t *testing.T) {
	in := `{"type":"execute","id":"e","code":"1","options":{"timeoutMS":200},"extra":1,"providers":[]}` + "\n"
	stdout, stderr, code := runCLI(t, in)
	if code != 0 || !strings.Contains(stdout, `"ok":true`) {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	for _, want := range []string{
		`msg="execute.options.timeoutMS is not a known field; did you mean timeoutMs?" category=unknown_field field=execute.options.timeoutMS suggest=timeoutMs`,
		`msg="execute.extra is not a known field" category=unknown_field field=execute.extra`,
	} {
		if strings.Count(stderr, want) != 1 {
			t.Errorf("stderr lacks, once, %s:\n%s", want, stderr)
		}
	}
	// A known field, spelt right, is not reported.
	_, stderr, _ = runCLI(t, `{"type":"execute","id":"e","code":"1","options":{"timeoutMs":200},"providers":[]}`+"\n")
	if strings.Contains(stderr, "unknown_field") {
		t.Errorf("a clean execute got: %s", stderr)
	}
}

func TestValidationNamesEveryProblem(t *testing.T) {
	stdout, stderr, code := runCLI(t, `{"type":"execute","id":"e","code":"1"}`+"\n")
	want := `"error":{"code":"validation_error","message":"execute.options is missing; execute.providers is missing"}`
	if code != 0 || !strings.Contains(stdout, want) || strings.Contains(stdout, "started") {
		t.Errorf("exit %d, stdout %q, want %s; stderr %s", code, stdout, want, stderr)
	}
}

func TestMalformedToolResultRule(t *testing.T) {
	execute := `{"type":"execute","id":"e","code":"let r; try { await tools.t() } catch (e) { r = e.code + ': ' + e.message } r","options":{"timeoutMs":3000},"providers":[{"name":"tools","tools":{"t":{"safeName":"t"}}}]}` + "\n"
	for _, c := range []struct {
		name, result, result2, stderr string
	}{
		{"ok a string", `{"type":"tool_result","callId":"call-1","ok":"yes"}`,
			"internal_error: malformed tool_result: ok must be a boolean, not string",
			`category=malformed_tool_result callId=call-1 err="ok must be a boolean, not string"`},
		{"error without message", `{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":"tool_error"}}`,
			"internal_error: malformed tool_result: error.code and error.message must be strings",
			`category=malformed_tool_result callId=call-1 err="error.code and error.message must be strings"`},
		// No callId names no call: reported and ignored; the call then
		// fails when stdin ends.
		{"callId missing", `{"type":"tool_result","ok":true,"result":1}`,
			"internal_error: transport closed before tool_result",
			`category=malformed_line err="tool_result.callId is missing"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := runCLI(t, execute+c.result+"\n")
			if code != 0 || !strings.Contains(stdout, `"result":"`+c.result2+`"`) {
				t.Errorf("exit %d, stdout %s", code, stdout)
			}
			if !strings.Contains(stderr, c.stderr) {
				t.Errorf("stderr lacks %s:\n%s", c.stderr, stderr)
			}
		})
	}
}
