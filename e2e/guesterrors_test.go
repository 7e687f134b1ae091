package e2e

// End-to-end tests of the guest's error messages, through the built
// binary: a missing tool, and V8's wording for the common mistakes.

import (
	"encoding/json"
	"strings"
	"testing"
)

// guestError runs code with the given tools of a "tools" provider and
// returns the message of what it throws, as e.name + ": " + e.message.
// The tools are in name order (a JSON object from a Go map).
func guestError(t *testing.T, code string, tools ...string) string {
	t.Helper()
	m := map[string]any{}
	for _, name := range tools {
		m[name] = map[string]any{"safeName": name}
	}
	exec, _ := json.Marshal(map[string]any{
		"type": "execute", "id": "g", "options": map[string]any{},
		"code":      "try { " + code + " } catch (e) { return e.name + ': ' + e.message }",
		"providers": []any{map[string]any{"name": "tools", "tools": m}},
	})
	stdout, stderr, _ := runCLI(t, string(exec)+"\n")
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	var done struct {
		OK     bool
		Result string
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &done); err != nil || !done.OK {
		t.Fatalf("%s: %s\n%s", code, stdout, stderr)
	}
	return done.Result
}

func TestMissingToolError(t *testing.T) {
	for _, c := range []struct {
		code  string
		tools []string
		want  string
	}{
		{"await tools.serch({ q: 1 })", []string{"search", "fetch"},
			`TypeError: tools.serch is not a function: the tools namespace has no tool "serch"; did you mean tools.search? Its tools: fetch, search`},
		{"await tools.y()", []string{"search", "fetch"},
			`TypeError: tools.y is not a function: the tools namespace has no tool "y"; its tools: fetch, search`},
		{"await tools.y()", nil,
			`TypeError: tools.y is not a function: the tools namespace has no tool "y"; it has no tools`},
		// Not the namespace: V8's message alone.
		{"const o = {}; await o.y()", []string{"search"}, "TypeError: o.y is not a function"},
	} {
		if got := guestError(t, c.code, c.tools...); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.code, got, c.want)
		}
	}
	// Bounded: a provider of 300 tools is listed in part.
	var many []string
	for i := range 300 {
		many = append(many, "tool"+strings.Repeat("x", i%7)+string(rune('a'+i%26))+strings.Repeat("0", i/26))
	}
	got := guestError(t, "await tools.nothing_like_it()", many...)
	if len(got) > 600 || !strings.HasSuffix(got, " more") || !strings.Contains(got, "its tools: "+many[0]+", ") {
		t.Errorf("300 tools: %d bytes: %s", len(got), got)
	}
}

// TestGuestErrorWording: the common mistakes, worded as V8 words them.
func TestGuestErrorWording(t *testing.T) {
	for code, want := range map[string]string{
		"const o = null; o.x":                 "TypeError: Cannot read properties of null (reading 'x')",
		"let u; u.items.length":               "TypeError: Cannot read properties of undefined (reading 'items')",
		"const r = {}; r.data.rows":           "TypeError: Cannot read properties of undefined (reading 'rows')",
		"const r = {}; r.rows.map(x => x)":    "TypeError: Cannot read properties of undefined (reading 'map')",
		"let cb; cb()":                        "TypeError: cb is not a function",
		"const list = [1]; list.mapp(x => x)": "TypeError: list.mapp is not a function",
	} {
		if got := guestError(t, code); got != want {
			t.Errorf("%s:\n got %s\nwant %s", code, got, want)
		}
	}
	// await in a function that is not async: a SyntaxError before any run.
	exec := `{"type":"execute","id":"a","code":"[1].forEach(x => { await tools.t(x) })","options":{},"providers":[{"name":"tools","tools":{"t":{"safeName":"t"}}}]}` + "\n"
	stdout, _, _ := runCLI(t, exec)
	want := `"error":{"code":"runtime_error","message":"SyntaxError: await is only valid in async functions and the top level bodies of modules (line 1, column 20)"}`
	if !strings.Contains(stdout, want) {
		t.Errorf("await outside async: %s", stdout)
	}
}
