package intl

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestCollatorAgainstNode compares random pairs of strings under every
// combination of caseFirst, ignorePunctuation, sensitivity and numeric
// with what Node 20's ICU answered (testdata/collator.json.gz, written
// by scripts/cldr/collator-cases.mjs).
func TestCollatorAgainstNode(t *testing.T) {
	type set struct {
		Locale   string         `json:"locale"`
		Options  map[string]any `json:"options"`
		Resolved map[string]any `json:"resolved"`
		Out      []int          `json:"out"`
	}
	var doc struct {
		Pairs      [][2]string `json:"pairs"`
		Sets       []set       `json:"sets"`
		LocalPairs [][2]string `json:"localPairs"`
		LocalSets  []set       `json:"localSets"`
	}
	readNodeCases(t, "collator", &doc)
	var tally collatorTally
	// The languages only Collator knows compare their own pairs.
	all := doc.Sets
	for _, s := range doc.LocalSets {
		s.Locale = "local:" + s.Locale
		all = append(all, s)
	}
	if len(doc.LocalSets) == 0 {
		t.Fatal("no sets of the collation-only languages")
	}
	for _, set := range all {
		pairs := doc.Pairs
		if l, ok := strings.CutPrefix(set.Locale, "local:"); ok {
			set.Locale, pairs = l, doc.LocalPairs
		}
		tally.check(t, set.Locale, set.Options, set.Resolved, pairs, set.Out, 5, func(c *Collator, a, b string) bool {
			// Known: x/text's Danish tailoring sorts the Polish ę after
			// the Latin letters; ICU keeps it with e.
			return c.Locale.Language == "da" && strings.Contains(a+b, "ę")
		})
	}
	tally.log(t)
}

// TestCollatorTailoringsAgainstNode compares the tailorings x/text's
// collation lacks with Node 20's ICU (testdata/collator-tailored.json.gz,
// written by scripts/cldr/collator-cases.mjs): the scripts a language
// puts first, fr-CA's backwards accents, de's phonebook order and usage
// "search", each set over its own random pairs ("pairs": the file's
// shared ones).
func TestCollatorTailoringsAgainstNode(t *testing.T) {
	var doc struct {
		Pairs [][2]string `json:"pairs"`
		Sets  []struct {
			Locale   string          `json:"locale"`
			Options  map[string]any  `json:"options"`
			Resolved map[string]any  `json:"resolved"`
			Pairs    json.RawMessage `json:"pairs"`
			Out      []int           `json:"out"`
		} `json:"sets"`
	}
	readNodeCases(t, "collator-tailored", &doc)
	var tally collatorTally
	for _, set := range doc.Sets {
		pairs := doc.Pairs
		if string(set.Pairs) != `"pairs"` {
			var own [][2]string
			if err := json.Unmarshal(set.Pairs, &own); err != nil {
				t.Fatal(err)
			}
			pairs = own
		}
		tally.check(t, set.Locale, set.Options, set.Resolved, pairs, set.Out, 3, func(c *Collator, a, b string) bool {
			// Known: ICU's Arabic tailoring makes the hamza forms
			// secondary variants of their carriers (أ of ا); x/text's
			// root weighs them apart.
			return c.Locale.Language == "ar" && strings.ContainsAny(a+b, "ءآأؤإئ")
		})
	}
	tally.log(t)
}

// recordedCollatorSets is a file of collator cases recorded from Node by
// scripts/cldr/collator-cases.mjs: sets of string pairs, each set with its
// locale, options, Node's resolvedOptions and Node's comparisons.
type recordedCollatorSets struct {
	Sets []struct {
		Locale   string         `json:"locale"`
		Options  map[string]any `json:"options"`
		Resolved map[string]any `json:"resolved"`
		Pairs    [][2]string    `json:"pairs"`
		Out      []int          `json:"out"`
	} `json:"sets"`
}

// TestCollatorCJKAgainstNode compares Chinese (pinyin, stroke, zhuyin,
// unihan), Japanese and Korean collation, Han in other languages and
// Spanish's traditional order with Node 20's ICU
// (testdata/collator-cjk.json.gz, written by
// scripts/cldr/collator-cases.mjs): random strings of names' Han, kana
// and Hangul mixed with Latin, digits and punctuation, under each option.
func TestCollatorCJKAgainstNode(t *testing.T) {
	var doc recordedCollatorSets
	readNodeCases(t, "collator-cjk", &doc)
	var tally collatorTally
	for _, set := range doc.Sets {
		bad := tally.check(t, set.Locale, set.Options, set.Resolved, set.Pairs, set.Out, 3, func(*Collator, string, string) bool { return false })
		if bad > 3 {
			t.Errorf("%s %v: %d of %d differ", set.Locale, set.Options, bad, len(set.Pairs))
		}
	}
	tally.log(t)
}

// collatorTally counts the comparisons of the recorded-case tests.
type collatorTally struct{ compared, wrong, known int }

// check makes the collator of a recorded set and compares it with Node's
// answers: its resolvedOptions, then each pair, where isKnown picks the
// differences known and listed; it reports at most show of the others and
// returns how many there were.
func (tl *collatorTally) check(t *testing.T, locale string, options, resolved map[string]any, pairs [][2]string, out []int, show int, isKnown func(c *Collator, a, b string) bool) int {
	t.Helper()
	c, err := NewCollator([]string{locale}, Options(options))
	if err != nil {
		t.Errorf("%s %v: %v", locale, options, err)
		return 0
	}
	got := map[string]any{}
	for _, kv := range c.Resolved() {
		got[kv.Key] = kv.Value
	}
	if !reflect.DeepEqual(got, resolved) {
		t.Errorf("%s %v: resolvedOptions %v, Node %v", locale, options, got, resolved)
	}
	bad := 0
	for i, p := range pairs {
		tl.compared++
		r := c.Compare(p[0], p[1])
		if r == out[i] {
			continue
		}
		if isKnown(c, p[0], p[1]) {
			tl.known++
			continue
		}
		tl.wrong++
		if bad++; bad <= show {
			t.Errorf("%s %v: compare(%q, %q) = %d, Node %d", locale, options, p[0], p[1], r, out[i])
		}
	}
	return bad
}

func (tl *collatorTally) log(t *testing.T) {
	t.Logf("%d comparisons, %d differ from Node, %d of them known", tl.compared, tl.wrong+tl.known, tl.known)
}

// TestRootHanRange: every code point of the root's order of Han is in the
// blocks lookup consults it for.
func TestRootHanRange(t *testing.T) {
	n := 0
	root := openHanTable("root")
	for k := range root.blocks {
		blk := root.decodeBlock(k)
		for i, w := range blk.w {
			if w == 0 {
				continue
			}
			n++
			if cp := rune(k<<hanBlockBits + i); !rootHanRange(cp) {
				t.Errorf("U+%04X is in the root's order, outside rootHanRange", cp)
			}
		}
	}
	if n < 100000 {
		t.Errorf("the root's order has %d code points", n)
	}
}
