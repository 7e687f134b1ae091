package intl

import (
	"fmt"
	"os"
	"os/exec"
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

// TestSegmenterLoadsDataOnDemand checks, in a fresh process, that nothing
// of the segmentation data is parsed before a Segmenter splits text, that
// splitting English words parses the word rules and opens no dictionary,
// and that each dictionary is opened by the first text that needs it.
func TestSegmenterLoadsDataOnDemand(t *testing.T) {
	if os.Getenv("INTL_SEGMENTER_FRESH") != "1" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSegmenterLoadsDataOnDemand$", "-test.v")
		cmd.Env = append(os.Environ(), "INTL_SEGMENTER_FRESH=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("fresh process: %v\n%s", err, out)
		}
		return
	}
	opened := func() int {
		enginesMu.Lock()
		defer enginesMu.Unlock()
		return len(engines)
	}
	if charRules.rules != nil || wordRules.rules != nil || sentenceRules.rules != nil || opened() != 0 {
		t.Fatal("segmentation data parsed before any segmentation")
	}
	words, err := NewSegmenter([]string{"en"}, Options{"granularity": "word"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := words.Segments("Hello, world. 한국어"); err != nil {
		t.Fatal(err)
	}
	if wordRules.rules == nil || charRules.rules != nil || opened() != 0 {
		t.Fatalf("English and Korean words: word rules parsed %v, grapheme rules parsed %v, %d dictionaries opened",
			wordRules.rules != nil, charRules.rules != nil, opened())
	}
	for i, text := range []string{"สวัสดีครับ", "ผมชื่อสมชาย", "東京タワー", "中国"} {
		if _, err := words.Segments(text); err != nil {
			t.Fatal(err)
		}
		if want := []int{1, 1, 2, 2}[i]; opened() != want {
			t.Fatalf("after %q: %d dictionaries opened, want %d", text, opened(), want)
		}
	}
}
