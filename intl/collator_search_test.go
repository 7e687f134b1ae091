package intl

import "testing"

// TestCollatorSearchAgainstNode compares usage "search" in the languages
// whose ICU search collation is not their sort order with Node 20's ICU
// (testdata/collator-search.json.gz, written by
// scripts/cldr/collator-cases.mjs), each over its own letters, under
// each option, with resolvedOptions.
func TestCollatorSearchAgainstNode(t *testing.T) {
	var doc recordedCollatorSets
	readNodeCases(t, "collator-search", &doc)
	if len(doc.Sets) < 40 {
		t.Fatalf("%d sets", len(doc.Sets))
	}
	var tally collatorTally
	for _, set := range doc.Sets {
		tally.check(t, set.Locale, set.Options, set.Resolved, set.Pairs, set.Out, 3, func(*Collator, string, string) bool { return false })
	}
	tally.log(t)
}
