package e2e

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"strings"
	"testing"
	"time"
)

// TestDateParseThroughRunner runs Date.parse over every string of the
// recorded date corpus (third_party/goja/testdata/dateparse_v8.json, Node
// 20's results, scripts/dateparse/record.mjs) through the built runner with
// TZ set to each zone the corpus was recorded in, so that the runner's own
// choice of local time zone is part of what is checked.
func TestDateParseThroughRunner(t *testing.T) {
	raw, err := os.ReadFile("../third_party/goja/testdata/dateparse_v8.json")
	if err != nil {
		t.Fatal(err)
	}
	var corpus struct {
		Zones map[string]string    `json:"zones"`
		Cases [][3]json.RawMessage `json:"cases"`
	}
	if err := json.Unmarshal(raw, &corpus); err != nil {
		t.Fatal(err)
	}
	strs := make([]string, len(corpus.Cases))
	for i, c := range corpus.Cases {
		if err := json.Unmarshal(c[0], &strs[i]); err != nil {
			t.Fatal(err)
		}
	}
	var list bytes.Buffer
	enc := json.NewEncoder(&list)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(strs); err != nil {
		t.Fatal(err)
	}
	code := "const strings = " + strings.TrimSpace(list.String()) + ";\n" +
		"return strings.map((s) => { const v = Date.parse(s); return Number.isNaN(v) ? null : v; });"
	var line bytes.Buffer
	enc = json.NewEncoder(&line)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(map[string]any{
		"type": "execute", "id": "dateparse", "code": code,
		"options": map[string]any{"timeoutMs": 30000}, "providers": []any{},
	}); err != nil {
		t.Fatal(err)
	}
	for col, key := range []string{"utc", "ny"} {
		zone := corpus.Zones[key]
		t.Run(zone, func(t *testing.T) {
			got := runDateCorpus(t, zone, line.Bytes())
			if len(got) != len(strs) {
				t.Fatalf("%d results for %d strings", len(got), len(strs))
			}
			bad := 0
			for i, c := range corpus.Cases {
				var want *float64
				if err := json.Unmarshal(c[col+1], &want); err != nil {
					t.Fatal(err)
				}
				same := (want == nil) == (got[i] == nil) && (want == nil || *want == *got[i])
				if !same {
					if bad++; bad <= 20 {
						t.Errorf("Date.parse(%q) = %v, V8 %v", strs[i], dateOrNaN(got[i]), dateOrNaN(want))
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d strings differ from V8 under TZ=%s", bad, len(strs), zone)
			}
		})
	}
}

func dateOrNaN(v *float64) float64 {
	if v == nil {
		return math.NaN()
	}
	return *v
}

// runDateCorpus runs one execute line through the runner under TZ=zone and
// returns its result, a list of numbers or nulls.
func runDateCorpus(t *testing.T, zone string, stdin []byte) []*float64 {
	t.Helper()
	stdout, stderr := runInZone(t, zone, stdin, 90*time.Second)
	done := readDone(t, stdout, stderr)
	if !done.OK {
		t.Fatalf("the program failed in the runner: %s: %s", done.Error.Code, done.Error.Message)
	}
	var result []*float64
	if err := json.Unmarshal(done.Result, &result); err != nil {
		t.Fatalf("the program's result: %v", err)
	}
	return result
}
