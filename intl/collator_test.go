package intl

import (
	"compress/gzip"
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

// TestCollatorAgainstNode compares random pairs of strings under every
// combination of caseFirst, ignorePunctuation, sensitivity and numeric
// with what Node 20's ICU answered (testdata/collator.json.gz, written
// by scripts/cldr/collator-cases.mjs).
func TestCollatorAgainstNode(t *testing.T) {
	f, err := os.Open("testdata/collator.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pairs [][2]string `json:"pairs"`
		Sets  []struct {
			Locale   string         `json:"locale"`
			Options  map[string]any `json:"options"`
			Resolved map[string]any `json:"resolved"`
			Out      []int          `json:"out"`
		} `json:"sets"`
	}
	if err := json.NewDecoder(z).Decode(&doc); err != nil {
		t.Fatal(err)
	}
	compared, wrong := 0, 0
	for _, set := range doc.Sets {
		c, err := NewCollator([]string{set.Locale}, Options(set.Options))
		if err != nil {
			t.Errorf("%s %v: %v", set.Locale, set.Options, err)
			continue
		}
		got := map[string]any{}
		for _, kv := range c.Resolved() {
			got[kv.Key] = kv.Value
		}
		if !reflect.DeepEqual(got, set.Resolved) {
			t.Errorf("%s %v: resolvedOptions %v, Node %v", set.Locale, set.Options, got, set.Resolved)
		}
		bad := 0
		for i, p := range doc.Pairs {
			compared++
			if r := c.Compare(p[0], p[1]); r != set.Out[i] {
				wrong++
				if bad++; bad <= 5 {
					t.Errorf("%s %v: compare(%q, %q) = %d, Node %d", set.Locale, set.Options, p[0], p[1], r, set.Out[i])
				}
			}
		}
	}
	t.Logf("%d comparisons, %d differ from Node", compared, wrong)
}
