package intl

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

// localeCase is one entry of testdata/locales.json.gz, written from Node
// 20 by scripts/cldr/locale-cases.mjs: a sample of every service in every
// locale Node has.
type localeCase struct {
	Kind     string            `json:"kind"`
	Locale   string            `json:"locale"`
	Options  map[string]any    `json:"options"`
	Values   []string          `json:"values"`
	Out      []string          `json:"out"`
	Resolved map[string]string `json:"resolved"`
	Extra    []string          `json:"extra"`
}

// localeDifference is a known difference from Node: the cases it covers
// and why the package differs there.
type localeDifference struct {
	reason string
	covers func(c localeCase, what string) bool
}

// localeDifferences are the differences left, each with its reason. A
// difference that no longer occurs fails the test, so that the list stays
// true.
var localeDifferences = []localeDifference{}

// localeResults formats a case: its outputs, then its resolved options
// under "resolved.KEY".
func localeResults(t *testing.T, c localeCase) (map[string]string, error) {
	out := map[string]string{}
	locales := []string{c.Locale}
	switch c.Kind {
	case "number":
		f, err := NewNumberFormat(locales, Options(c.Options))
		if err != nil {
			return nil, err
		}
		for _, v := range c.Values {
			out[v] = f.Format(parseValue(v))
		}
		out["resolved.locale"], out["resolved.numberingSystem"] = f.Locale.Tag, f.Locale.NumberingSystem()
	case "plural":
		p, err := NewPluralRules(locales, Options(c.Options))
		if err != nil {
			return nil, err
		}
		for _, v := range c.Values {
			out[v] = p.Select(parseValue(v))
		}
		out["resolved.locale"] = p.Locale.Tag
	case "list":
		l, err := NewListFormat(locales, Options(c.Options))
		if err != nil {
			return nil, err
		}
		for _, v := range c.Values {
			var items []string
			_ = json.Unmarshal([]byte(v), &items)
			out[v] = l.Format(items)
		}
		out["resolved.locale"] = l.Locale.Tag
	case "relative":
		r, err := NewRelativeTimeFormat(locales, Options(c.Options))
		if err != nil {
			return nil, err
		}
		for _, v := range c.Values {
			var arg [2]any
			_ = json.Unmarshal([]byte(v), &arg)
			s, err := r.Format(arg[0].(float64), arg[1].(string))
			if err != nil {
				return nil, err
			}
			out[v] = s
		}
		out["resolved.locale"], out["resolved.numberingSystem"] = r.Locale.Tag, r.Locale.NumberingSystem()
	case "date":
		f, err := NewDateTimeFormat(locales, Options(c.Options), c.Extra[0], c.Extra[1])
		if err != nil {
			return nil, err
		}
		for _, v := range c.Values {
			s, err := f.Format(parseValue(v))
			if err != nil {
				return nil, err
			}
			out[v] = s
		}
		for _, kv := range f.Resolved() {
			switch kv.Key {
			case "locale", "numberingSystem", "calendar", "hourCycle":
				out["resolved."+kv.Key] = fmt.Sprint(kv.Value)
			}
		}
	default:
		t.Fatalf("unknown kind %q", c.Kind)
	}
	return out, nil
}

// TestEveryLocaleMatchesNode compares every locale Node 20 has, on a
// sample of each service, with what Node gives; the differences left are
// localeDifferences.
func TestEveryLocaleMatchesNode(t *testing.T) {
	t.Setenv("TZ", "UTC")
	var cases []localeCase
	readNodeCases(t, "locales", &cases)
	locales := map[string]bool{}
	used := make([]int, len(localeDifferences))
	values, passed, explained, unexplained := 0, 0, 0, 0
	byReason := map[string]int{}
	// INTL_LOCALE_DUMP=FILE writes every unexplained difference there.
	var dump []string
	defer func() {
		if f := os.Getenv("INTL_LOCALE_DUMP"); f != "" {
			_ = os.WriteFile(f, []byte(strings.Join(dump, "\n")+"\n"), 0o644)
		}
	}()
	for _, c := range cases {
		locales[c.Locale] = true
		got, err := localeResults(t, c)
		want := map[string]string{}
		for i, v := range c.Values {
			want[v] = c.Out[i]
		}
		for k, v := range c.Resolved {
			if k == "hourCycle" && v == "" {
				continue
			}
			want["resolved."+k] = v
		}
		keys := make([]string, 0, len(want))
		for k := range want {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			values++
			g := got[k]
			if err != nil {
				g = "error: " + err.Error()
			}
			if g == want[k] {
				passed++
				continue
			}
			what := k + ": got " + g + ", want " + want[k]
			known := false
			for i, d := range localeDifferences {
				if d.covers(c, what) {
					used[i]++
					byReason[d.reason]++
					known = true
					break
				}
			}
			if known {
				explained++
				continue
			}
			unexplained++
			opts, _ := json.Marshal(c.Options)
			line := fmt.Sprintf("%s %s %s %s", c.Locale, c.Kind, opts, what)
			if unexplained <= 50 {
				t.Error(line)
			}
			dump = append(dump, line)
		}
	}
	for i, d := range localeDifferences {
		if used[i] == 0 {
			t.Errorf("known difference no longer occurs: %s", d.reason)
		}
	}
	t.Logf("%d locales, %d cases, %d values: %d equal to Node, %d known differences, %d unexplained",
		len(locales), len(cases), values, passed, explained, unexplained)
	for r, n := range byReason {
		t.Logf("  %5d  %s", n, strings.SplitN(r, "\n", 2)[0])
	}
}
