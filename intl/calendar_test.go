package intl

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestCalendarsMatchNode replays testdata/calendars.json.gz (written from
// Node 20 by scripts/cldr/calendar-cases.mjs): the Persian and Buddhist
// calendars, by default and by option, around the years' first days and
// the months' ends, each compared exactly.
func TestCalendarsMatchNode(t *testing.T) {
	replayCalendarCases(t, "calendars", nil)
}

// TestOtherCalendarsMatchNode replays testdata/othercalendars.json.gz
// (written from Node 20 by scripts/cldr/othercalendar-cases.mjs): dates
// in every data locale in the calendars of calendars.go, by date style
// and by components, each compared exactly.
//
// The differences left are bounded by calendar (otherCalendarBounds): a
// calendar with more fails, one with fewer asks for its bound to be
// lowered, so that the bounds stay true.
func TestOtherCalendarsMatchNode(t *testing.T) {
	unequal := replayCalendarCases(t, "othercalendars", otherCalendarBounds)
	for cal, b := range otherCalendarBounds {
		switch n := unequal[cal]; {
		case n > b.max:
			t.Errorf("%s: %d values differ from Node, more than the %d known (%s)", cal, n, b.max, b.reason)
		case n < b.max:
			t.Errorf("%s: %d values differ from Node, fewer than the %d known: lower otherCalendarBounds", cal, n, b.max)
		}
	}
}

// calendarBound is how many recorded values of a calendar are known to
// differ from Node, and why.
type calendarBound struct {
	max    int
	reason string
}

// Why the runner's patterns differ from ICU's in some locales.
const (
	// ICU keeps a calendar's time formats in one resource with its date
	// formats, which CLDR's JSON resolves apart; the runner takes those
	// of the nearest locale with generic date formats of its own, not
	// always ICU's (es-MX's "HH:mm" for "h:mm a").
	timeReason = "date-and-time styles: the generic calendar's time formats of the nearest locale with its own date formats, not always ICU's"
	// haw's short style numbers its months in lower-case roman numerals.
	romanReason = "haw's short style, whose months ICU writes in roman numerals (M=romanlow)"
	// CLDR's JSON packages of some calendars stop at older versions
	// (package.json); a pattern a locale has of its own in ICU 78.2's
	// CLDR 48 (en-001's Japanese "dd/MM/y GGGGG") is not in them, nor a
	// month name a locale writes as a number beside a day (cs's Indian
	// phálgun).
	// id's Islamic calendar has day names of its own (Ahad for Sunday),
	// which ICU reads for islamic but not for islamic-civil, -tbla,
	// -umalqura or -rgsa; the runner's part has the Gregorian's.
	idIslamicReason = "id's day names of the islamic calendar (Ahad), which the islamic part does not carry"
	// ICU formats the two dates of a chinese or dangi range by the
	// skeleton with U for y (root's "U MMM d": pt-PT's "jia-chen M1 21"
	// where its medium date is "21 de M1 de jia-chen"), patterns no
	// format shows alone, which the runner cannot read from Node.
	lunisolarRangeReason = "ranges of chinese and dangi dates, which ICU formats by the skeleton with U for y (root's \"U MMM d\")"
	// The chinese and dangi patterns are read back from Node's parts
	// (generate.mjs): where a date style with a time takes another date
	// pattern (yue-Hant-CN's days without hanidays), or a day period is
	// B and not a (zh-Hant's 中午), the reading does not show it.
	lunisolarReadReason = "a date-and-time style whose date pattern is not its date style's (yue-Hant-CN), a flexible day period read as AM/PM (zh-Hant's 中午)"
	oldReason           = "patterns and some month names of the calendar's own that CLDR 48 has and the last JSON package of the calendar lacks"
)

// otherCalendarBounds are the known differences of othercalendars.json.gz
// (of 36,022 values each).
var otherCalendarBounds = map[string]calendarBound{
	"japanese":         {1339, oldReason + " (cldr-cal-japanese-full 39); " + timeReason + "; " + romanReason},
	"roc":              {331, oldReason + " (cldr-cal-roc-full 28); " + timeReason + "; " + romanReason},
	"chinese":          {826, lunisolarRangeReason + "; " + lunisolarReadReason},
	"dangi":            {772, lunisolarRangeReason + "; " + lunisolarReadReason},
	"islamic":          {119, timeReason + "; " + romanReason + "; " + idIslamicReason},
	"islamic-rgsa":     {115, timeReason + "; " + romanReason},
	"islamic-civil":    {115, timeReason + "; " + romanReason},
	"islamic-tbla":     {115, timeReason + "; " + romanReason},
	"islamic-umalqura": {115, timeReason + "; " + romanReason},
	"hebrew":           {149, timeReason + "; " + romanReason},
	"coptic":           {181, oldReason + " (cldr-cal-coptic-full 28); " + timeReason + "; " + romanReason},
	"ethiopic":         {145, oldReason + " (cldr-cal-ethiopic-full 46.1); " + timeReason + "; " + romanReason},
	"ethioaa":          {141, oldReason + " (cldr-cal-ethiopic-full 46.1); " + timeReason + "; " + romanReason},
	"indian":           {262, oldReason + " (cldr-cal-indian-full 28); " + timeReason + "; " + romanReason},
}

// replayCalendarCases compares a file of recorded cases with Node's
// values: each difference fails the test, but for the calendars bounds
// counts them (returned by calendar, the first few logged).
func replayCalendarCases(t *testing.T, name string, bounds map[string]calendarBound) map[string]int {
	t.Setenv("TZ", "UTC")
	var cases []localeCase
	readNodeCases(t, name, &cases)
	values, equal := 0, 0
	unequal := map[string]int{}
	for _, c := range cases {
		got, err := calendarCaseResults(t, c)
		want := map[string]string{}
		for i, v := range c.Values {
			want[v] = c.Out[i]
		}
		for k, v := range c.Resolved {
			want["resolved."+k] = v
		}
		for k, w := range want {
			values++
			g := got[k]
			if err != nil {
				g = "error: " + err.Error()
			}
			if g == w {
				equal++
				continue
			}
			opts, _ := json.Marshal(c.Options)
			if cal, _ := c.Options["calendar"].(string); bounds != nil {
				if _, ok := bounds[cal]; ok {
					if unequal[cal]++; unequal[cal] <= 3 {
						t.Logf("known difference: %s %s %s: got %q, want %q", c.Locale, opts, k, g, w)
					}
					continue
				}
			}
			t.Errorf("%s %s %s: got %q, want %q", c.Locale, opts, k, g, w)
		}
	}
	t.Logf("%d cases, %d values, %d equal to Node; differing by calendar: %v", len(cases), values, equal, unequal)
	return unequal
}

// calendarCaseResults is localeResults, and formatRange for the kind
// "dateRange" (each value "start,end").
func calendarCaseResults(t *testing.T, c localeCase) (map[string]string, error) {
	if c.Kind != "dateRange" {
		return localeResults(t, c)
	}
	f, err := NewDateTimeFormat([]string{c.Locale}, Options(c.Options), c.Extra[0], c.Extra[1])
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, v := range c.Values {
		a, b, _ := strings.Cut(v, ",")
		s, err := f.FormatRange(parseValue(a), parseValue(b))
		if err != nil {
			return nil, err
		}
		out[v] = s
	}
	return out, nil
}

// TestWeekYearMatchesNode replays testdata/weekyear.json.gz (written from
// Node 20 by scripts/cldr/weekyear-cases.mjs): patterns with the
// week-based year Y in gl, my and te, every other day of four years in
// five calendars, each compared exactly.
func TestWeekYearMatchesNode(t *testing.T) {
	replayCalendarCases(t, "weekyear", nil)
}
