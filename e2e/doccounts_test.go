package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestV8ErrorCountsInTheDocs checks the counts that docs/guest.md and
// info's errorWords difference state about testdata/v8errors against the
// recording. TestV8ErrorMessages keeps the recording's "differs" marks
// true, so the snippets without one are those that give V8's words.
func TestV8ErrorCountsInTheDocs(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(v8errorsDir, "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Snippets []v8Snippet `json:"snippets"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	total, differ := len(rec.Snippets), 0
	for _, s := range rec.Snippets {
		if s.Differs != "" {
			differ++
		}
	}

	guest, err := os.ReadFile("../docs/guest.md")
	if err != nil {
		t.Fatal(err)
	}
	said := fmt.Sprintf("%d of %d erroneous snippets give Node 20's", total-differ, total)
	if !strings.Contains(strings.Join(strings.Fields(string(guest)), " "), said) {
		t.Errorf("docs/guest.md should say %q", said)
	}

	stdout, _, code := runCLI(t, "", "info")
	var info struct {
		Language struct {
			Differences []struct{ Name, What string }
		}
	}
	if err := json.Unmarshal([]byte(stdout), &info); err != nil || code != 0 {
		t.Fatalf("info: exit %d, %v", code, err)
	}
	want := fmt.Sprintf("%d of the %d erroneous snippets", differ, total)
	found := false
	for _, d := range info.Language.Differences {
		if d.Name == "errorWords" {
			found = true
			if !strings.HasPrefix(d.What, want) {
				t.Errorf("info's errorWords says %q; want it to start %q", d.What, want)
			}
		}
	}
	if !found {
		t.Error("info lists no errorWords difference")
	}
}
