package intl

import (
	"compress/gzip"
	"encoding/json"
	"os"
	"reflect"
	"sync"
	"testing"
)

// localeInfoCase is one tag of testdata/localeinfo.json.gz, written from
// Node 20 by scripts/cldr/localeinfo-cases.mjs: what Intl.Locale's info
// getters return for it (null for an undefined timeZones, "RangeError:
// ..." for a getter that throws).
type localeInfoCase struct {
	Tag              string            `json:"tag"`
	Calendars        []string          `json:"calendars"`
	Collations       []string          `json:"collations"`
	HourCycles       any               `json:"hourCycles"`
	NumberingSystems []string          `json:"numberingSystems"`
	TextInfo         map[string]string `json:"textInfo"`
	TimeZones        []string          `json:"timeZones"`
	WeekInfo         struct {
		FirstDay    int   `json:"firstDay"`
		Weekend     []int `json:"weekend"`
		MinimalDays int   `json:"minimalDays"`
	} `json:"weekInfo"`
}

// TestLocaleInfoMatchesNode replays every recorded tag: every locale Node
// 20 has, each also with a -u- keyword, and the odd tags of the script;
// each getter's answer must equal Node's exactly, order included.
func TestLocaleInfoMatchesNode(t *testing.T) {
	f, err := os.Open("testdata/localeinfo.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var cases []localeInfoCase
	if err := json.NewDecoder(zr).Decode(&cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 2800 {
		t.Fatalf("%d cases: the recording is incomplete", len(cases))
	}
	values, equal := 0, 0
	check := func(c localeInfoCase, getter string, got, want any) {
		values++
		if reflect.DeepEqual(got, want) {
			equal++
			return
		}
		t.Errorf("%s %s = %v, Node says %v", c.Tag, getter, got, want)
	}
	for _, c := range cases {
		check(c, "calendars", LocaleCalendars(c.Tag), c.Calendars)
		check(c, "collations", LocaleCollations(c.Tag), c.Collations)
		var hc any
		if list, err := LocaleHourCycles(c.Tag); err != nil {
			hc = err.Error()
		} else {
			out := make([]any, len(list))
			for i, v := range list {
				out[i] = v
			}
			hc = out
		}
		check(c, "hourCycles", hc, c.HourCycles)
		check(c, "numberingSystems", LocaleNumberingSystems(c.Tag), c.NumberingSystems)
		check(c, "textInfo", LocaleTextDirection(c.Tag), c.TextInfo["direction"])
		zones, ok := LocaleTimeZones(c.Tag)
		if !ok {
			zones = nil
		} else if zones == nil {
			zones = []string{}
		}
		check(c, "timeZones", zones, c.TimeZones)
		first, weekend, minDays := LocaleWeekInfo(c.Tag)
		check(c, "weekInfo", []any{first, weekend, minDays}, []any{c.WeekInfo.FirstDay, c.WeekInfo.Weekend, c.WeekInfo.MinimalDays})
	}
	t.Logf("%d tags, %d values, %d equal to Node's", len(cases), values, equal)
}

// BenchmarkLocaleInfoFirstUse is what a process pays at its first
// Intl.Locale info calls: all seven getters of one tag, from nothing
// decoded but the canonicalization tables the Intl.Locale's constructor
// decoded (the zones' countries for timeZones, likely subtags for a tag
// without a region the runner does not know, the locale's core part for
// numberingSystems).
func BenchmarkLocaleInfoFirstUse(b *testing.B) {
	for _, tag := range []string{"en-US", "ar-EG", "und-Arab", "de-u-rg-chzzzz", "zh-Hant-HK-u-ca-iso8601"} {
		b.Run(tag, func(b *testing.B) {
			for range b.N {
				b.StopTimer()
				resetData()
				canonOnce = sync.Once{}
				namesSuppOnce = sync.Once{}
				canonical, err := Canonicalize(tag)
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				LocaleCalendars(canonical)
				LocaleCollations(canonical)
				if _, err := LocaleHourCycles(canonical); err != nil {
					b.Fatal(err)
				}
				LocaleNumberingSystems(canonical)
				LocaleTextDirection(canonical)
				LocaleTimeZones(canonical)
				LocaleWeekInfo(canonical)
			}
		})
	}
}
