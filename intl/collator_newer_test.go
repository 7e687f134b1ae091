package intl

import (
	"testing"
)

// TestCollatorNewerAgainstNode compares the characters Unicode assigned
// after x/text's tables (6.2) with Node 20's ICU (Unicode 17):
// testdata/collator-newer.json.gz, written by
// scripts/cldr/collator-newer-cases.mjs, random strings of newer emoji,
// scripts, letters, marks and CJK extensions mixed with older characters.
// Before the newer characters had places of their own (newer.bin), 1,201
// of the 2,000 pairs compared as Node does in en.
func TestCollatorNewerAgainstNode(t *testing.T) {
	var doc struct {
		Unicode    string      `json:"unicode"`
		Pairs      [][2]string `json:"pairs"`
		Neighbours [][2]string `json:"neighbours"`
		Sets       []struct {
			Locale     string         `json:"locale"`
			Options    map[string]any `json:"options"`
			Resolved   map[string]any `json:"resolved"`
			Out        []int          `json:"out"`
			Neighbours []int          `json:"neighbours"`
		} `json:"sets"`
	}
	readNodeCases(t, "collator-newer", &doc)
	if len(doc.Sets) == 0 || len(doc.Pairs) < 1000 || len(doc.Neighbours) < 1000 {
		t.Fatal("too few recorded cases")
	}
	var tally collatorTally
	for _, set := range doc.Sets {
		for _, part := range []struct {
			name  string
			pairs [][2]string
			out   []int
		}{{"random pairs", doc.Pairs, set.Out}, {"neighbours", doc.Neighbours, set.Neighbours}} {
			known := tally.known
			bad := tally.check(t, set.Locale, set.Options, set.Resolved, part.pairs, part.out, 3, func(*Collator, string, string) bool { return false })
			t.Logf("%s %v: %d %s, %d differ, %d of them known", set.Locale, set.Options, len(part.pairs), part.name, bad+tally.known-known, tally.known-known)
		}
	}
	tally.log(t)
}
