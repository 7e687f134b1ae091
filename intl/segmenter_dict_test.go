package intl

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestSegmenterDictionaryAgainstNode compares, case by case, the word
// segments (with isWordLike) and grapheme clusters Node 20's ICU found in
// Chinese, Japanese, Thai, Lao, Khmer and Burmese text, mixed-script text
// and text in many scripts (testdata/segmenter-dictionary.json.gz, written
// by scripts/segmenter/record.mjs).
func TestSegmenterDictionaryAgainstNode(t *testing.T) {
	var doc struct {
		Cases []struct {
			Granularity, Locale, Text string
			Out                       [][3]any
		}
	}
	readNodeCases(t, "segmenter-dictionary", &doc)
	equal, total := map[string]int{}, map[string]int{}
	for _, c := range doc.Cases {
		key := c.Granularity + " " + c.Locale
		total[key]++
		s, err := NewSegmenter([]string{c.Locale}, Options{"granularity": c.Granularity})
		if err != nil {
			t.Fatal(err)
		}
		segs, err := s.Segments(c.Text)
		if err != nil {
			t.Errorf("%s %q: %v", key, c.Text, err)
			continue
		}
		got := make([][3]any, len(segs))
		for i, sg := range segs {
			got[i] = [3]any{float64(sg.Index), float64(sg.Length), sg.WordLike}
		}
		if !reflect.DeepEqual(got, c.Out) {
			t.Errorf("%s %q:\n got %v\nNode %v", key, c.Text, got, c.Out)
			continue
		}
		equal[key]++
	}
	var keys []string
	for k := range total {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var report []string
	for _, k := range keys {
		report = append(report, fmt.Sprintf("%s %d/%d", k, equal[k], total[k]))
	}
	t.Logf("equal to Node: %s", strings.Join(report, ", "))
}
