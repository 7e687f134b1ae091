package intl

import (
	"reflect"
	"testing"
)

// TestSegmenterAgainstNode compares the segments of prose and of seeded
// random strings with what Node 20's ICU found
// (testdata/segmenter.json.gz, written by
// scripts/cldr/segmenter-cases.mjs).
func TestSegmenterAgainstNode(t *testing.T) {
	var doc struct {
		Cases []struct {
			Granularity, Locale, Text string
			Out                       [][3]any
		}
	}
	readNodeCases(t, "segmenter", &doc)
	compared := map[string]int{}
	for _, c := range doc.Cases {
		s, err := NewSegmenter([]string{c.Locale}, Options{"granularity": c.Granularity})
		if err != nil {
			t.Fatal(err)
		}
		segs, err := s.Segments(c.Text)
		if err != nil {
			t.Errorf("%s %q: %v", c.Granularity, c.Text, err)
			continue
		}
		got := make([][3]any, len(segs))
		for i, sg := range segs {
			got[i] = [3]any{float64(sg.Index), float64(sg.Length), sg.WordLike}
		}
		if len(got) == 0 {
			got = [][3]any{}
		}
		compared[c.Granularity]++
		if !reflect.DeepEqual(got, c.Out) {
			t.Errorf("%s %s %q:\n got %v\nNode %v", c.Granularity, c.Locale, c.Text, got, c.Out)
		}
	}
	t.Logf("texts compared: %v", compared)
}
