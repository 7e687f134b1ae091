package e2e

// The V8-message differential: every snippet of testdata/v8errors/
// snippets.txt runs through the built runner, and what it throws must be
// what V8 threw (the constructor's name and String(e), recorded in
// expected.json from Node 20 by scripts/v8errors/record.mjs). One
// execution runs them all, in the program the recorder ran in Node:
// `const snippets = [...];` and then harness.js.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const v8errorsDir = "../testdata/v8errors"

// v8Snippet is one snippet of the corpus, with V8's answer once recorded.
type v8Snippet struct {
	Mode    string `json:"mode"`              // "eval", "fn" or "async"
	Code    string `json:"code"`              // the snippet
	Differs string `json:"differs,omitempty"` // why the runner may not give V8's words
	Name    string `json:"name,omitempty"`    // V8's thrown value's constructor name
	String  string `json:"string,omitempty"`  // V8's String(e)
}

// parseV8Corpus reads snippets.txt as scripts/v8errors/record.mjs does.
func parseV8Corpus(text string) []v8Snippet {
	var out []v8Snippet
	differs := ""
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.TrimSpace(line) == "":
			continue
		case strings.HasPrefix(line, "#differs:"):
			differs = strings.TrimSpace(strings.TrimPrefix(line, "#differs:"))
			continue
		case strings.HasPrefix(line, "#"):
			continue
		}
		s := v8Snippet{Mode: "eval", Code: line, Differs: differs}
		for _, m := range []string{"fn", "async"} {
			if rest, ok := strings.CutPrefix(line, m+": "); ok {
				s.Mode, s.Code = m, rest
			}
		}
		differs = ""
		out = append(out, s)
	}
	return out
}

func TestV8ErrorMessages(t *testing.T) {
	corpus, err := os.ReadFile(filepath.Join(v8errorsDir, "snippets.txt"))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(v8errorsDir, "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var want struct {
		Node     string      `json:"node"`
		Snippets []v8Snippet `json:"snippets"`
	}
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatalf("expected.json: %v", err)
	}
	// The recording must be of this corpus, snippet for snippet.
	snippets := parseV8Corpus(string(corpus))
	if len(snippets) != len(want.Snippets) {
		t.Fatalf("snippets.txt has %d snippets, expected.json %d: run node scripts/v8errors/record.mjs", len(snippets), len(want.Snippets))
	}
	for i, s := range snippets {
		w := want.Snippets[i]
		if s.Mode != w.Mode || s.Code != w.Code || s.Differs != w.Differs {
			t.Fatalf("snippet %d is %s: %q in snippets.txt, %s: %q in expected.json: run node scripts/v8errors/record.mjs", i+1, s.Mode, s.Code, w.Mode, w.Code)
		}
	}
	if len(snippets) < 200 {
		t.Fatalf("only %d snippets", len(snippets))
	}

	got := runV8Snippets(t, want.Snippets)
	var diffs []string
	equal := 0
	for i, w := range want.Snippets {
		g := got[i]
		same := g != nil && g[0] == w.Name && g[1] == w.String
		if same {
			equal++
		}
		gotText := "(throws nothing)"
		if g != nil {
			gotText = g[0] + " | " + g[1]
		}
		switch {
		case w.Differs != "" && same:
			diffs = append(diffs, fmt.Sprintf("%s: %s\n    now equal to V8's: drop its #differs line", w.Mode, w.Code))
		case w.Differs != "" && os.Getenv("V8ERRORS_SHOW") != "":
			t.Logf("differs: %s: %s\n     V8: %s | %q\n    got: %q", w.Mode, w.Code, w.Name, w.String, gotText)
		case w.Differs == "" && !same:
			diffs = append(diffs, fmt.Sprintf("%s: %s\n     V8: %s | %q\n    got: %q", w.Mode, w.Code, w.Name, w.String, gotText))
		}
	}
	t.Logf("%d of %d snippets throw V8's words (Node %s)", equal, len(want.Snippets), want.Node)
	if len(diffs) > 0 {
		t.Errorf("%d snippets differ from the recording:\n%s", len(diffs), strings.Join(diffs, "\n"))
	}
}

// runV8Snippets runs the snippets through the runner in one execution and
// returns, for each, the constructor name and String(e) of what it threw,
// or nil when it threw nothing.
func runV8Snippets(t *testing.T, snippets []v8Snippet) [][]string {
	t.Helper()
	harness, err := os.ReadFile(filepath.Join(v8errorsDir, "harness.js"))
	if err != nil {
		t.Fatal(err)
	}
	pairs := make([][2]string, len(snippets))
	for i, s := range snippets {
		pairs[i] = [2]string{s.Mode, s.Code}
	}
	var list bytes.Buffer
	enc := json.NewEncoder(&list)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(pairs); err != nil {
		t.Fatal(err)
	}
	code := "const snippets = " + strings.TrimSpace(list.String()) + ";\n" + string(harness)
	var line bytes.Buffer
	enc = json.NewEncoder(&line)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(map[string]any{
		"type": "execute", "id": "v8errors", "code": code,
		"options": map[string]any{"timeoutMs": 30000}, "providers": []any{},
	}); err != nil {
		t.Fatal(err)
	}
	stdout, stderr := runUTC(t, line.Bytes(), 90*time.Second)
	done := readDone(t, stdout, stderr)
	if !done.OK {
		t.Fatalf("the harness failed in the runner: %s: %s", done.Error.Code, done.Error.Message)
	}
	var result [][]string
	if err := json.Unmarshal(done.Result, &result); err != nil {
		t.Fatalf("the harness's result: %v", err)
	}
	if len(result) != len(snippets) {
		t.Fatalf("%d results for %d snippets", len(result), len(snippets))
	}
	return result
}
