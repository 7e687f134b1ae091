package intl

import (
	"encoding/json"
	"errors"
	"math"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// testCase is one entry of testdata/cases.json.gz, written from Node 20 by
// scripts/cldr/cases.mjs.
type testCase struct {
	Kind     string            `json:"kind"`
	Locale   string            `json:"locale"`
	Options  map[string]any    `json:"options"`
	Values   []string          `json:"values"`
	Out      []json.RawMessage `json:"out"`
	Resolved json.RawMessage   `json:"resolved"`
	Extra    json.RawMessage   `json:"extra"`
}

func loadCases(t *testing.T, kind string) []testCase {
	t.Helper()
	return nodeCasesOfKind(t, "cases", kind, func(c testCase) string { return c.Kind })
}

func parseValue(s string) float64 {
	switch s {
	case "NaN":
		return math.NaN()
	case "Infinity":
		return math.Inf(1)
	case "-Infinity":
		return math.Inf(-1)
	}
	f, _ := strconv.ParseFloat(s, 64)
	return f
}

// resolvedJSON writes resolvedOptions as JSON, in order, for comparison.
func resolvedJSON(kv []KV) string {
	s := "{"
	for i, p := range kv {
		if i > 0 {
			s += ","
		}
		k, _ := json.Marshal(p.Key)
		v, _ := json.Marshal(p.Value)
		s += string(k) + ":" + string(v)
	}
	return s + "}"
}

func compactJSON(raw json.RawMessage) string {
	var v any
	_ = json.Unmarshal(raw, &v)
	b, _ := json.Marshal(v)
	return string(b)
}

func TestNumberFormatMatchesNode(t *testing.T) {
	failures := 0
	for _, c := range loadCases(t, "number") {
		f, err := NewNumberFormat([]string{c.Locale}, Options(c.Options))
		if err != nil {
			t.Errorf("%s %v: %v", c.Locale, c.Options, err)
			continue
		}
		if got, want := resolvedJSON(f.Resolved()), compactJSON(c.Resolved); compactJSON(json.RawMessage(got)) != want {
			t.Errorf("%s %v: resolvedOptions\n got %s\nwant %s", c.Locale, c.Options, got, want)
		}
		for i, v := range c.Values {
			var want []any
			_ = json.Unmarshal(c.Out[i], &want)
			parts := f.FormatToParts(parseValue(v))
			got := joinParts(parts)
			wantParts, _ := json.Marshal(want[1])
			gotParts, _ := json.Marshal(partsJSON(parts))
			if got != want[0] || string(gotParts) != string(wantParts) {
				failures++
				if failures < 60 {
					t.Errorf("%s %v %s: got %q want %q\n  parts %s\n  want  %s", c.Locale, c.Options, v, got, want[0], gotParts, wantParts)
				}
			}
		}
	}
	if failures > 0 {
		t.Errorf("%d failures", failures)
	}
}

func partsJSON(parts []Part) []map[string]string {
	out := make([]map[string]string, len(parts))
	for i, p := range parts {
		out[i] = map[string]string{"type": p.Type, "value": p.Value}
	}
	return out
}

func TestPluralRulesMatchNode(t *testing.T) {
	for _, c := range loadCases(t, "plural") {
		p, err := NewPluralRules([]string{c.Locale}, Options(c.Options))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := compactJSON(json.RawMessage(resolvedJSON(p.Resolved()))), compactJSON(c.Resolved); got != want {
			t.Errorf("%s %v: resolvedOptions\n got %s\nwant %s", c.Locale, c.Options, got, want)
		}
		for i, v := range c.Values {
			var want string
			_ = json.Unmarshal(c.Out[i], &want)
			if got := p.Select(parseValue(v)); got != want {
				t.Errorf("%s %v select(%s) = %s, want %s", c.Locale, c.Options, v, got, want)
			}
		}
	}
}

func TestListFormatMatchesNode(t *testing.T) {
	for _, c := range loadCases(t, "list") {
		l, err := NewListFormat([]string{c.Locale}, Options(c.Options))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := compactJSON(json.RawMessage(resolvedJSON(l.Resolved()))), compactJSON(c.Resolved); got != want {
			t.Errorf("%s %v: resolvedOptions\n got %s\nwant %s", c.Locale, c.Options, got, want)
		}
		for i, v := range c.Values {
			var items []string
			_ = json.Unmarshal([]byte(v), &items)
			var want []any
			_ = json.Unmarshal(c.Out[i], &want)
			parts := l.FormatToParts(items)
			gotParts, _ := json.Marshal(partsJSON(parts))
			wantParts, _ := json.Marshal(want[1])
			if got := joinParts(parts); got != want[0] || string(gotParts) != string(wantParts) {
				t.Errorf("%s %v %s: got %q want %q\n %s\n %s", c.Locale, c.Options, v, got, want[0], gotParts, wantParts)
			}
		}
	}
}

func TestRelativeTimeFormatMatchesNode(t *testing.T) {
	for _, c := range loadCases(t, "relative") {
		r, err := NewRelativeTimeFormat([]string{c.Locale}, Options(c.Options))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := compactJSON(json.RawMessage(resolvedJSON(r.Resolved()))), compactJSON(c.Resolved); got != want {
			t.Errorf("%s %v: resolvedOptions\n got %s\nwant %s", c.Locale, c.Options, got, want)
		}
		for i, v := range c.Values {
			var arg [2]string
			_ = json.Unmarshal([]byte(v), &arg)
			var want []any
			_ = json.Unmarshal(c.Out[i], &want)
			parts, err := r.FormatToParts(parseValue(arg[0]), arg[1])
			if err != nil {
				t.Fatal(err)
			}
			js := make([]map[string]string, len(parts))
			got := ""
			for i, p := range parts {
				js[i] = map[string]string{"type": p.Type, "value": p.Value}
				if p.Unit != "" {
					js[i]["unit"] = p.Unit
				}
				got += p.Value
			}
			gotParts, _ := json.Marshal(js)
			wantParts, _ := json.Marshal(want[1])
			if got != want[0] || string(gotParts) != string(wantParts) {
				t.Errorf("%s %v %s: got %q want %q\n %s\n %s", c.Locale, c.Options, v, got, want[0], gotParts, wantParts)
			}
		}
	}
}

func TestDateTimeFormatMatchesNode(t *testing.T) {
	refused := 0
	defer func() { t.Logf("%d option sets refused as unsupported", refused) }()
	t.Setenv("TZ", "UTC") // as Node was run
	failures := 0
	for _, c := range loadCases(t, "date") {
		var extra [2]string
		_ = json.Unmarshal(c.Extra, &extra)
		f, err := NewDateTimeFormat([]string{c.Locale}, Options(c.Options), extra[0], extra[1])
		if err != nil {
			var ie *Error
			if errors.As(err, &ie) && strings.Contains(ie.Message, "not supported by this runner") {
				refused++
				continue // refused, not answered differently
			}
			t.Errorf("%s %v: %v", c.Locale, c.Options, err)
			continue
		}
		if len(c.Resolved) > 0 {
			if got, want := compactJSON(json.RawMessage(resolvedJSON(f.Resolved()))), compactJSON(c.Resolved); got != want {
				t.Errorf("%s %v: resolvedOptions\n got %s\nwant %s", c.Locale, c.Options, got, want)
			}
		}
		for i, v := range c.Values {
			var want []json.RawMessage
			_ = json.Unmarshal(c.Out[i], &want)
			var wantStr string
			_ = json.Unmarshal(want[0], &wantStr)
			parts, err := f.FormatToParts(parseValue(v))
			if err != nil {
				t.Errorf("%s %v: %v", c.Locale, c.Options, err)
				continue
			}
			got, _ := f.Format(parseValue(v))
			gotParts, _ := json.Marshal(partsJSON(parts))
			if got != wantStr || string(want[1]) != "null" && compactJSON(want[1]) != string(gotParts) {
				failures++
				if failures < 80 {
					t.Errorf("%s %v %s %s: got %q want %q", c.Locale, c.Options, extra, v, got, wantStr)
				}
			}
		}
	}
	if failures > 0 {
		t.Errorf("%d failures", failures)
	}
}

func TestCollatorMatchesNode(t *testing.T) {
	failures := 0
	for _, c := range loadCases(t, "collator") {
		col, err := NewCollator([]string{c.Locale}, Options(c.Options))
		if err != nil {
			var ie *Error
			if errors.As(err, &ie) && strings.Contains(ie.Message, "not supported by this runner") {
				continue // refused, not answered differently
			}
			t.Fatal(err)
		}
		if got, want := compactJSON(json.RawMessage(resolvedJSON(col.Resolved()))), compactJSON(c.Resolved); got != want {
			t.Errorf("%s %v: resolvedOptions\n got %s\nwant %s", c.Locale, c.Options, got, want)
		}
		var words, want []string
		_ = json.Unmarshal([]byte(c.Values[0]), &words)
		_ = json.Unmarshal(c.Out[0], &want)
		sort.SliceStable(words, func(i, j int) bool { return col.Compare(words[i], words[j]) < 0 })
		if got, _ := json.Marshal(words); compactJSON(c.Out[0]) != string(got) {
			failures++
			t.Errorf("%s %v: sorted\n got %s\nwant %s", c.Locale, c.Options, got, c.Out[0])
		}
		for i, v := range c.Values[1:] {
			i++
			var pair [2]string
			_ = json.Unmarshal([]byte(v), &pair)
			var want int
			_ = json.Unmarshal(c.Out[i], &want)
			if got := col.Compare(pair[0], pair[1]); got != want {
				failures++
				if failures < 40 {
					t.Errorf("%s %v compare(%q, %q) = %d, want %d", c.Locale, c.Options, pair[0], pair[1], got, want)
				}
			}
		}
	}
	if failures > 0 {
		t.Errorf("%d failures", failures)
	}
}

func TestSegmenterMatchesNode(t *testing.T) {
	for _, c := range loadCases(t, "segmenter") {
		s, err := NewSegmenter([]string{c.Locale}, Options(c.Options))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := compactJSON(json.RawMessage(resolvedJSON(s.Resolved()))), compactJSON(c.Resolved); got != want {
			t.Errorf("%s %v: resolvedOptions\n got %s\nwant %s", c.Locale, c.Options, got, want)
		}
		for i, text := range c.Values {
			segs, err := s.Segments(text)
			if err != nil {
				t.Fatal(err)
			}
			got := make([][3]any, len(segs))
			for j, g := range segs {
				got[j] = [3]any{g.Index, g.Length, nil}
				if s.Granularity == "word" {
					got[j][2] = g.WordLike
				}
			}
			gotJSON, _ := json.Marshal(got)
			if want := compactJSON(c.Out[i]); string(gotJSON) != want {
				t.Errorf("%s %v %q:\n got %s\nwant %s", c.Locale, c.Options, text, gotJSON, want)
			}
		}
	}
}
