package e2e

import (
	"encoding/json"
	"testing"
)

// TestInfoMathIsV8s checks that info's probe finds Math's functions equal
// to V8's: its mathPrecision check compares one result a function with
// the digits Node 20 gives, each one Go's math package gets otherwise, so
// a runner that went back to Go's math would list the difference again.
func TestInfoMathIsV8s(t *testing.T) {
	stdout, stderr, code := runCLI(t, "", "info")
	if code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	var doc struct {
		Language struct{ Differences []struct{ Name, What string } }
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	for _, d := range doc.Language.Differences {
		if d.Name == "mathPrecision" {
			t.Errorf("info lists mathPrecision: %s", d.What)
		}
	}
}
