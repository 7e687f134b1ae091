package main

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseMeta(t *testing.T) {
	src := `// Copyright
/*---
esid: sec-array.prototype.map
description: >
  flags: [notAFlag] inside a folded scalar is text, not a key
info: |
  includes: [nope.js]
negative:
  phase: parse
  type: SyntaxError
flags: [onlyStrict, async]
features:
  - Symbol.iterator
  - "resizable-arraybuffer"
includes: [compareArray.js, 'propertyHelper.js']
---*/
x;`
	m, err := parseMeta(src)
	if err != nil {
		t.Fatal(err)
	}
	want := &meta{
		Flags:    []string{"onlyStrict", "async"},
		Features: []string{"Symbol.iterator", "resizable-arraybuffer"},
		Includes: []string{"compareArray.js", "propertyHelper.js"},
	}
	want.Negative.Phase, want.Negative.Type = "parse", "SyntaxError"
	if !reflect.DeepEqual(m, want) {
		t.Errorf("got %+v\nwant %+v", m, want)
	}
	cr, err := parseMeta("/*---\rflags: [raw]\rincludes: [a.js]\r---*/")
	if err != nil || !reflect.DeepEqual(cr.Includes, []string{"a.js"}) || !cr.has("raw") {
		t.Errorf("lines ended by CR: %+v, %v", cr, err)
	}
	if _, err := parseMeta("no front matter"); !errors.Is(err, errNoFrontMatter) {
		t.Errorf("no front matter: %v", err)
	}
	if _, err := parseMeta("/*---\nnegative:\n  type: TypeError\n---*/"); err == nil {
		t.Error("a negative type without a phase was accepted")
	}
}

func TestExclusion(t *testing.T) {
	for _, c := range []struct {
		name string
		meta meta
		src  string
		want string // a substring of the reason, or "" to run
	}{
		{"", meta{Features: []string{"Temporal"}}, "", "not in Node 20"},
		{"test/intl402/PluralRules/notation.js", meta{}, "", "notation"},
		{"", meta{Features: []string{"Intl.DurationFormat"}}, "", "not in Node 20"},
		{"", meta{Flags: []string{"module"}}, "", "module"},
		{"", meta{}, "$262.agent.start(...)", "agents"},
		{"", meta{Flags: []string{"CanBlockIsFalse"}}, "", "can block"},
		{"", meta{Flags: []string{"CanBlockIsTrue"}}, "", ""},
		// Node 20 has these, or the runner does: they run.
		{"", meta{Features: []string{"SharedArrayBuffer", "Array.fromAsync", "regexp-v-flag"}}, "", ""},
		{"", meta{Features: []string{"Intl.Locale", "Intl.NumberFormat-v3"}}, "", ""},
	} {
		got := exclusion(c.name, &c.meta, c.src)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%+v: got %q, want %q", c.meta, got, c.want)
		}
	}
}

func TestExpectations(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "exp.txt")
	text := "# header\n\n## reason one\ntest/a.js\ntest/b.js\n\n## reason two\ntest/c.js\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	exp, err := readExpectations(path)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]result{
		"test/a.js": {File: "test/a.js", Status: "fail"},  // expected
		"test/b.js": {File: "test/b.js", Status: "pass"},  // stale
		"test/d.js": {File: "test/d.js", Status: "crash"}, // unexpected
		"test/e.js": {File: "test/e.js", Status: "skip"},
	}
	rep := compare(got, exp)
	if s := rep.summary(); s != "test262: 1 passed, 2 failed (1 expected), 33.33%" {
		t.Errorf("summary: %s", s)
	}
	if len(rep.unexpected) != 1 || rep.unexpected[0].File != "test/d.js" {
		t.Errorf("unexpected: %v", rep.unexpected)
	}
	if !reflect.DeepEqual(rep.stale, []string{"test/b.js"}) {
		t.Errorf("stale: %v", rep.stale)
	}
	// c.js was not run this time: it stays.
	if err := exp.update(path, got, []string{"test/a.js", "test/b.js", "test/d.js", "test/e.js"}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	want := "# header\n\n## reason one\ntest/a.js\n\n## reason two\ntest/c.js\n\n## " + untriaged + "\ntest/d.js\n"
	if string(b) != want {
		t.Errorf("updated:\n%s\nwant:\n%s", b, want)
	}

	for _, bad := range []string{"test/x.js\n", "## r\ntest/x.js\ntest/x.js\n"} {
		var e expectations
		e.files = map[string]string{}
		if err := e.read(strings.NewReader(bad), "bad"); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}
