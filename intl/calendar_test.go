package intl

import (
	"encoding/json"
	"testing"
)

// TestCalendarsMatchNode replays testdata/calendars.json.gz (written from
// Node 20 by scripts/cldr/calendar-cases.mjs): the Persian and Buddhist
// calendars, by default and by option, around the years' first days and
// the months' ends, each compared exactly.
func TestCalendarsMatchNode(t *testing.T) {
	replayCalendarCases(t, "calendars")
}

// TestOtherCalendarsMatchNode replays testdata/othercalendars.json.gz
// (written from Node 20 by scripts/cldr/othercalendar-cases.mjs): dates
// in every data locale in the calendars of calendars.go, by date style
// and by components, each compared exactly.
func TestOtherCalendarsMatchNode(t *testing.T) {
	replayCalendarCases(t, "othercalendars")
}

func replayCalendarCases(t *testing.T, name string) {
	t.Setenv("TZ", "UTC")
	var cases []localeCase
	readNodeCases(t, name, &cases)
	values, equal := 0, 0
	for _, c := range cases {
		got, err := localeResults(t, c)
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
			t.Errorf("%s %s %s: got %q, want %q", c.Locale, opts, k, g, w)
		}
	}
	t.Logf("%d cases, %d values, %d equal to Node", len(cases), values, equal)
}
