package intl

import (
	"encoding/json"
	"testing"
)

// TestDateTimeFormatRangeMatchesNode replays formatRange and
// formatRangeToParts as Node gave them. Every recorded range must match:
// a range this package refuses (the runner's RangeError) fails too.
func TestDateTimeFormatRangeMatchesNode(t *testing.T) {
	replayDateRanges(t, loadCases(t, "daterange"))
}

// replayDateRanges checks formatRange and formatRangeToParts of every case
// against Node's answers, the string and the parts with their sources.
func replayDateRanges(t *testing.T, cases []testCase) {
	t.Helper()
	matched, failures := 0, 0
	defer func() { t.Logf("%d ranges matched", matched) }()
	for _, c := range cases {
		f, err := NewDateTimeFormat([]string{c.Locale}, Options(c.Options), "any", "date")
		if err != nil {
			t.Fatalf("%s %v: %v", c.Locale, c.Options, err)
		}
		for i, v := range c.Values {
			var pair [2]float64
			_ = json.Unmarshal([]byte(v), &pair)
			var want []json.RawMessage
			_ = json.Unmarshal(c.Out[i], &want)
			var wantStr string
			_ = json.Unmarshal(want[0], &wantStr)
			parts, err := f.FormatRangeToParts(pair[0], pair[1])
			if err != nil {
				failures++
				if failures < 60 {
					t.Errorf("%s %v %s: %v, want %q", c.Locale, c.Options, v, err, wantStr)
				}
				continue
			}
			got, _ := f.FormatRange(pair[0], pair[1])
			gotParts, _ := json.Marshal(rangePartsJSON(parts))
			if got != wantStr || compactJSON(want[1]) != compactJSON(gotParts) {
				failures++
				if failures < 60 {
					t.Errorf("%s %v %s: got %q want %q\n %s\n %s", c.Locale, c.Options, v, got, wantStr, gotParts, want[1])
				}
				continue
			}
			matched++
		}
	}
	if failures > 0 {
		t.Errorf("%d failures", failures)
	}
}

// TestFractionalSecondRangesMatchNode replays testdata/fsdrange.json.gz
// (written from Node 20 by scripts/cldr/fsdrange-cases.mjs): formatRange
// with fractionalSecondDigits in 12 locales, instants equal to 40 days
// apart, each compared exactly.
func TestFractionalSecondRangesMatchNode(t *testing.T) {
	replayCalendarCases(t, "fsdrange", nil)
}
