package intl

import (
	"compress/gzip"
	"encoding/json"
	"os"
	"testing"
)

// readNodeCases decodes testdata/NAME.json.gz, the answers Node 20 gave
// for a kind of case (each file is written by a script in scripts/cldr/),
// into v.
func readNodeCases(t *testing.T, name string, v any) {
	t.Helper()
	f, err := os.Open("testdata/" + name + ".json.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.NewDecoder(z).Decode(v); err != nil {
		t.Fatalf("testdata/%s.json.gz: %v", name, err)
	}
}

// nodeCasesOfKind reads testdata/NAME.json.gz and keeps the cases of one
// kind; a kind with no case fails the test, so that a renamed kind cannot
// pass by comparing nothing.
func nodeCasesOfKind[C any](t *testing.T, name, kind string, kindOf func(C) string) []C {
	t.Helper()
	var all, out []C
	readNodeCases(t, name, &all)
	for _, c := range all {
		if kindOf(c) == kind {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no %s cases in testdata/%s.json.gz", kind, name)
	}
	return out
}
