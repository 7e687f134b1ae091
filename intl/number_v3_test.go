package intl

import (
	"encoding/json"
	"errors"
	"testing"
)

// numberCase is one entry of testdata/number.json.gz, written from Node
// 20 by scripts/cldr/number-cases.mjs: a constructor that threw has Error
// and Message; each value of Out is either a result or {error, message}.
type numberCase struct {
	testCase
	Error   string `json:"error"`
	Message string `json:"message"`
}

func loadNumberCases(t *testing.T, kind string) []numberCase {
	t.Helper()
	return nodeCasesOfKind(t, "number", kind, func(c numberCase) string { return c.Kind })
}

// thrown reads an {error, message} record of a case's output.
func thrown(raw json.RawMessage) (kind, message string, ok bool) {
	var e struct{ Error, Message string }
	if json.Unmarshal(raw, &e) != nil || e.Error == "" {
		return "", "", false
	}
	return e.Error, e.Message, true
}

// TestNumberFormatV3MatchesNode replays scientific and engineering
// notation and the v3 rounding options: the strings, the parts,
// resolvedOptions, and the errors of the options Node rejects.
func TestNumberFormatV3MatchesNode(t *testing.T) {
	matched, failures := 0, 0
	defer func() { t.Logf("%d numbers and errors matched", matched) }()
	fail := func(format string, args ...any) {
		failures++
		if failures < 400 {
			t.Errorf(format, args...)
		}
	}
	for _, c := range loadNumberCases(t, "format") {
		f, err := NewNumberFormat([]string{c.Locale}, Options(c.Options))
		if c.Error != "" {
			var ie *Error
			if !errors.As(err, &ie) || ie.Kind != c.Error || ie.Message != c.Message {
				fail("%s %v: got %v, want %s: %s", c.Locale, c.Options, err, c.Error, c.Message)
				continue
			}
			matched++
			continue
		}
		if err != nil {
			fail("%s %v: %v", c.Locale, c.Options, err)
			continue
		}
		if got, want := resolvedJSON(f.Resolved()), compactJSON(c.Resolved); compactJSON(json.RawMessage(got)) != want {
			fail("%s %v: resolvedOptions\n got %s\nwant %s", c.Locale, c.Options, got, want)
		}
		for i, v := range c.Values {
			var want []any
			_ = json.Unmarshal(c.Out[i], &want)
			parts := f.FormatToParts(parseValue(v))
			got := joinParts(parts)
			wantParts, _ := json.Marshal(want[1])
			gotParts, _ := json.Marshal(partsJSON(parts))
			if got != want[0] || string(gotParts) != string(wantParts) {
				fail("%s %v %s: got %q want %q\n  parts %s\n  want  %s", c.Locale, c.Options, v, got, want[0], gotParts, wantParts)
				continue
			}
			matched++
		}
	}
	if failures > 0 {
		t.Errorf("%d failures", failures)
	}
}

// TestNumberFormatRangeMatchesNode replays formatRange and
// formatRangeToParts, sources and all.
func TestNumberFormatRangeMatchesNode(t *testing.T) {
	matched, failures := 0, 0
	defer func() { t.Logf("%d ranges matched", matched) }()
	for _, c := range loadNumberCases(t, "range") {
		f, err := NewNumberFormat([]string{c.Locale}, Options(c.Options))
		if err != nil {
			t.Fatalf("%s %v: %v", c.Locale, c.Options, err)
		}
		for i, v := range c.Values {
			var pair [2]string
			_ = json.Unmarshal([]byte(v), &pair)
			x, y := FloatValue(parseValue(pair[0])), FloatValue(parseValue(pair[1]))
			parts, err := f.FormatRangeToParts(x, y)
			if kind, msg, ok := thrown(c.Out[i]); ok {
				var ie *Error
				if !errors.As(err, &ie) || ie.Kind != kind || ie.Message != msg {
					failures++
					t.Errorf("%s %v %s: got %v, want %s: %s", c.Locale, c.Options, v, err, kind, msg)
					continue
				}
				matched++
				continue
			}
			var want []json.RawMessage
			_ = json.Unmarshal(c.Out[i], &want)
			var wantStr string
			_ = json.Unmarshal(want[0], &wantStr)
			if err != nil {
				failures++
				t.Errorf("%s %v %s: %v, want %q", c.Locale, c.Options, v, err, wantStr)
				continue
			}
			got, _ := f.FormatRange(x, y)
			gotParts, _ := json.Marshal(rangePartsJSON(parts))
			if got != wantStr || compactJSON(want[1]) != compactJSON(gotParts) {
				failures++
				if failures < 400 {
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

func rangePartsJSON(parts []RangePart) []map[string]string {
	out := make([]map[string]string, len(parts))
	for j, p := range parts {
		out[j] = map[string]string{"type": p.Type, "value": p.Value, "source": p.Source}
	}
	return out
}

// TestDateTimeFormatRangeFieldsMatchNode replays date ranges of dates
// with times and fields missing (number.json.gz's grid of them), a time
// with a month or weekday but no day among them: all must match Node.
func TestDateTimeFormatRangeFieldsMatchNode(t *testing.T) {
	var cases []testCase
	for _, c := range loadNumberCases(t, "daterange") {
		cases = append(cases, c.testCase)
	}
	replayDateRanges(t, cases)
}
