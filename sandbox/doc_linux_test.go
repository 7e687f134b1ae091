package sandbox

import (
	"os"
	"regexp"
	"runtime"
	"strconv"
	"testing"
)

// TestDocCountsTheSystemCalls checks the number of system calls that
// docs/sandbox.md says the seccomp allow-list holds, for this
// architecture, against the list itself.
func TestDocCountsTheSystemCalls(t *testing.T) {
	doc, err := os.ReadFile("../docs/sandbox.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`allow-list of (\d+) system calls on x86-64 \((\d+) on arm64\)`).FindSubmatch(doc)
	if m == nil {
		t.Fatal("docs/sandbox.md no longer says how many system calls the allow-list holds")
	}
	said := map[string][]byte{"amd64": m[1], "arm64": m[2]}[runtime.GOARCH]
	if said == nil {
		t.Skipf("the docs give no count for %s", runtime.GOARCH)
	}
	n, _ := strconv.Atoi(string(said))
	if got := len(allowed) + len(filterRules()); n != got {
		t.Errorf("docs/sandbox.md says %d system calls on %s; the allow-list holds %d", n, runtime.GOARCH, got)
	}
}
