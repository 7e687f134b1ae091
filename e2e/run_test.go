package e2e

// End-to-end tests of `execbox-runner run`, through the built binary.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFile writes a file in a fresh temporary directory.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestRunExampleReport(t *testing.T) {
	stdout, stderr, code := runCLI(t, "", "run", "../examples/report.js", "--tools", "../examples/fixtures.json")
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	logs := strings.Index(stdout, "[log] fetched 4 orders in 3 regions")
	result := strings.Index(stdout, "=> ok in ")
	if logs < 0 || result < logs || !strings.Contains(stdout, `"total": 445`) || !strings.Contains(stdout, `"manager": "Ada"`) {
		t.Errorf("want logs, then the result, pretty-printed:\n%s", stdout)
	}
	for _, call := range []string{`call-1 sales.orders({"week":"2024-W01"})`, "call-2 sales.regions()", `call-3 crm.manager({"region":"east"})`} {
		if !strings.Contains(stderr, call) {
			t.Errorf("stderr trace lacks %q:\n%s", call, stderr)
		}
	}
}

func TestRunFromStdinAndJSON(t *testing.T) {
	stdout, _, code := runCLI(t, "console.log('hi');\n[1, 2].map((x) => x * 2)", "run", "-")
	if code != 0 || stdout != "[log] hi\n=> ok in "+between(stdout, "=> ok in ", " ms")+" ms:\n[\n  2,\n  4\n]\n" {
		t.Errorf("exit %d:\n%s", code, stdout)
	}
	stdout, _, code = runCLI(t, "undefined", "run", "-")
	if code != 0 || !strings.HasSuffix(stdout, "ms: undefined\n") {
		t.Errorf("undefined result: exit %d:\n%s", code, stdout)
	}
	stdout, _, code = runCLI(t, "'x'", "run", "--json", "-")
	var done map[string]any
	if code != 0 || json.Unmarshal([]byte(stdout), &done) != nil || done["type"] != "done" || done["result"] != "x" || strings.Count(stdout, "\n") != 1 {
		t.Errorf("--json: exit %d:\n%s", code, stdout)
	}
	stdout, _, code = runCLI(t, "throw new Error('no')", "run", "--json", "-")
	if code != 1 || !strings.Contains(stdout, `"ok":false`) {
		t.Errorf("--json of a failure: exit %d:\n%s", code, stdout)
	}
}

func between(s, a, b string) string {
	_, rest, _ := strings.Cut(s, a)
	mid, _, _ := strings.Cut(rest, b)
	return mid
}

func TestRunErrors(t *testing.T) {
	for _, c := range []struct {
		name, code string
		args       []string
		want       string
	}{
		{"runtime error points at the guest's line", "const x = 1;\nfunction f() {\n  throw new Error('boom');\n}\nf()", nil,
			"=> runtime_error in "},
		{"syntax error", "const x = 1;\nconst y = ;", nil, "SyntaxError: Unexpected token ';' (line 2, column 11)"},
		{"unknown tool gets did you mean", "await sales.order({})", []string{"--tools", "../examples/fixtures.json"},
			"no fixture for sales.order; known tools: sales.orders, sales.regions, crm.manager, crm.fire; did you mean sales.orders?"},
		{"unknown namespace gets did you mean", "await sale.regions()", []string{"--tools", "../examples/fixtures.json"},
			"did you mean sales.regions?"},
		{"no fixtures at all", "await tools.echo(1)", nil, "no fixture for tools.echo; there are no fixtures"},
		{"error fixture", "await crm.fire({})", []string{"--tools", "../examples/fixtures.json"}, "=> tool_error in "},
		{"list runs out", "await crm.manager({}); await crm.manager({})", []string{"--tools", "../examples/fixtures.json"},
			"the fixture for crm.manager has no response left (it lists 1)"},
		{"timeout", "while (true) {}", []string{"--timeout", "200"}, "=> timeout in "},
		{"timeout as a duration", "for (;;) {}", []string{"--timeout", "0.2s"}, "Execution timed out"},
		{"memory", "const a = []; while (true) a.push('x'.repeat(1000) + a.length);", []string{"--memory", "16MiB"}, "=> memory_limit in "},
	} {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := runCLI(t, c.code, append(append([]string{"run"}, c.args...), "-")...)
			if code != 1 || !strings.Contains(stdout, c.want) {
				t.Errorf("exit %d, want 1 and %q in stdout:\n%s\nstderr:\n%s", code, c.want, stdout, stderr)
			}
		})
	}
	stdout, _, _ := runCLI(t, "const x = 1;\nfunction f() {\n  throw new Error('boom');\n}\nf()", "run", "-")
	if !strings.Contains(stdout, "boom (line 3, column 9)") {
		t.Errorf("the runtime error does not point at line 3, column 9:\n%s", stdout)
	}
}

func TestRunFixtureForms(t *testing.T) {
	fixtures := writeFile(t, "fixtures.json", `{
  "t.plain": {"a": 1},
  "t.wrapped": {"result": [1, 2]},
  "t.literal": {"result": {"error": "just data"}},
  "t.seq": [{"result": "first"}, "second", {"error": {"code": "timeout", "message": "late"}}],
  "t.none": {"result": null}
}`)
	code := `const out = [await t.plain(), await t.wrapped(), await t.literal(), await t.seq(), await t.seq(), await t.none()];
let err;
try { await t.seq(); } catch (e) { err = e.code + ': ' + e.message; }
out.push(err);
out`
	stdout, stderr, exit := runCLI(t, code, "run", "--json", "--tools", fixtures, "-")
	var done struct {
		OK     bool
		Result json.RawMessage
	}
	if err := json.Unmarshal([]byte(stdout), &done); err != nil || !done.OK {
		t.Fatalf("exit %d: %s\n%s", exit, stdout, stderr)
	}
	want := `[{"a":1},[1,2],{"error":"just data"},"first","second",null,"timeout: late"]`
	if string(done.Result) != want {
		t.Errorf("result %s, want %s", done.Result, want)
	}
}

func TestRunBadFixtures(t *testing.T) {
	for name, content := range map[string]string{
		"not JSON":              `{"t.a": `,
		"not an object":         `[1, 2]`,
		"key without a dot":     `{"search": 1}`,
		"key with two dots":     `{"a.b.c": 1}`,
		"guest global provider": `{"JSON.parse": 1}`,
		"reserved provider":     `{"class.x": 1}`,
		"error without message": `{"t.a": {"error": {"code": "tool_error"}}}`,
		"error not an object":   `{"t.a": {"error": "down"}}`,
		"empty list":            `{"t.a": []}`,
		"bad item in a list":    `{"t.a": [{"error": {}}]}`,
		"duplicate key":         `{"t.a": 1, "t.a": 2}`,
		"trailing garbage":      `{"t.a": 1} x`,
	} {
		t.Run(name, func(t *testing.T) {
			path := writeFile(t, "fixtures.json", content)
			stdout, stderr, code := runCLI(t, "1", "run", "--tools", path, "-")
			if code != 2 || stdout != "" || !strings.Contains(stderr, "--tools "+path+": ") {
				t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
			}
		})
	}
	_, stderr, code := runCLI(t, "1", "run", "--tools", filepath.Join(t.TempDir(), "missing.json"), "-")
	if code != 2 || !strings.Contains(stderr, "no such file") {
		t.Errorf("missing fixtures file: exit %d, stderr %q", code, stderr)
	}
}

func TestRunUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"run"},
		{"run", "a.js", "b.js"},
		{"run", "/no/such/script.js"},
		{"run", "--timeout", "soon", "-"},
		{"run", "--timeout", "0", "-"},
		{"run", "--memory", "lots", "-"},
		{"run", "--memory", "-5", "-"},
		{"run", "--max-log-lines", "-2", "-"},
		{"run", "--no-such-flag", "-"},
	} {
		_, stderr, code := runCLI(t, "1", args...)
		if code != 2 || stderr == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
}

func TestRunToolCmd(t *testing.T) {
	// The command sees the tool_call line on stdin and the call in its
	// environment; its stdout is the response.
	stdout, stderr, code := runCLI(t, "const a = await tools.echo({n: 1}); const b = await other.thing(); [a, b]",
		"run", "--json", "--tool-cmd", `read line; printf '{"result": {"tool": "%s", "env": "%s.%s", "line": %s}}' "$EXECBOX_CALL_ID" "$EXECBOX_PROVIDER" "$EXECBOX_TOOL" "$line"`, "-")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	for _, want := range []string{`"tool":"call-1","env":"tools.echo"`, `"input":{"n":1}`, `"tool":"call-2","env":"other.thing"`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("done lacks %q:\n%s", want, stdout)
		}
	}

	// Fixtures answer first; the command answers the rest.
	fixtures := writeFile(t, "f.json", `{"tools.fixed": "from fixture"}`)
	stdout, _, code = runCLI(t, "[await tools.fixed(), await tools.other()]", "run", "--json", "--tools", fixtures, "--tool-cmd", `echo '"from command"'`, "-")
	if code != 0 || !strings.Contains(stdout, `"result":["from fixture","from command"]`) {
		t.Errorf("exit %d:\n%s", code, stdout)
	}

	for _, c := range []struct{ name, cmd, want string }{
		{"command fails", `echo broken >&2; exit 3`, "tool command failed for tools.x: exit status 3: broken"},
		{"output not JSON", `echo not json`, "tool command output for tools.x: not valid JSON: not json"},
		{"error response", `echo '{"error": {"code": "tool_error", "message": "nope"}}'`, "=> tool_error in "},
	} {
		t.Run(c.name, func(t *testing.T) {
			stdout, _, code := runCLI(t, "await tools.x()", "run", "--tool-cmd", c.cmd, "-")
			if code != 1 || !strings.Contains(stdout, c.want) {
				t.Errorf("exit %d, want %q:\n%s", code, c.want, stdout)
			}
		})
	}
	stdout, _, code = runCLI(t, "await tools.x()", "run", "--tool-cmd", "true", "-")
	if code != 0 || !strings.Contains(stdout, "undefined") {
		t.Errorf("empty output is undefined: exit %d:\n%s", code, stdout)
	}
}

func TestRunLimitsAndExtras(t *testing.T) {
	stdout, _, code := runCLI(t, "console.log('one'); console.log('two'); console.log('three'); 0", "run", "--max-log-lines", "2", "--max-log-chars", "5", "-")
	if code != 0 || !strings.Contains(stdout, "[log] one\n[log] tw\n=> ok") || strings.Contains(stdout, "three") {
		t.Errorf("log limits: exit %d:\n%s", code, stdout)
	}
	seeded := func(seed string) string {
		stdout, _, code := runCLI(t, "[Math.random(), Date.now()]", "run", "--json", "--seed", seed, "-")
		var done struct{ Result json.RawMessage }
		if code != 0 || json.Unmarshal([]byte(stdout), &done) != nil {
			t.Fatalf("--seed %s: exit %d:\n%s", seed, code, stdout)
		}
		return string(done.Result)
	}
	a, b, c := seeded("9"), seeded("9"), seeded("10")
	if a != b || a == c || !strings.HasSuffix(a, ",1704067200000]") {
		t.Errorf("seed 9 gave %s then %s, seed 10 gave %s", a, b, c)
	}
	stdout, _, code = runCLI(t, "await tools.a(); 1", "run", "--usage", "--tool-cmd", "echo 1", "-")
	if code != 0 || !strings.Contains(stdout, "usage: cpu ") || !strings.Contains(stdout, "tool calls 1 issued / 1 settled / 0 abandoned") {
		t.Errorf("--usage: exit %d:\n%s", code, stdout)
	}
}
