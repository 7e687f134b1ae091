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
