package intl

import (
	"testing"
)

// BenchmarkFirstUse is what a process pays at its first Intl call for a
// locale: resolving the tag, unzipping and merging the parts the call
// needs along the locale's chain (und, the language, the variant) and
// the supplemental tables it reads, then one format. Each iteration
// starts from nothing decoded.
func BenchmarkFirstUse(b *testing.B) {
	for _, c := range []struct {
		locale string
		opts   Options
	}{
		{"de-DE", Options{"style": "currency", "currency": "EUR"}},
		{"en-IN", Options{"style": "currency", "currency": "INR"}},
		{"ar-EG", Options{}},
		{"sv-SE", Options{"style": "currency", "currency": "SEK"}},
	} {
		b.Run(c.locale, func(b *testing.B) {
			for b.Loop() {
				resetData()
				f, err := NewNumberFormat([]string{c.locale}, c.opts)
				if err != nil {
					b.Fatal(err)
				}
				_ = f.Format(1234.5)
			}
		})
	}
}

// BenchmarkFirstUseOfAnotherLocale is the first use of a locale in a
// process that has used another: the supplemental tables the first one
// read stay decoded.
func BenchmarkFirstUseOfAnotherLocale(b *testing.B) {
	for _, locale := range []string{"de-CH", "pl-PL", "th-TH", "zh-TW"} {
		b.Run(locale, func(b *testing.B) {
			for range b.N {
				b.StopTimer()
				resetData()
				f, err := NewNumberFormat([]string{"en-US"}, Options{})
				if err != nil {
					b.Fatal(err)
				}
				_ = f.Format(1)
				dataMu.Lock()
				dataCache, rawCache = nil, nil
				dataMu.Unlock()
				b.StartTimer()
				if f, err = NewNumberFormat([]string{locale}, Options{}); err != nil {
					b.Fatal(err)
				}
				_ = f.Format(1234.5)
			}
		})
	}
}

// BenchmarkFirstDate is the first date format of a locale in a fresh
// process: the core and Gregorian parts, the hour cycle's region data
// (and und's Gregorian part for the iso8601 calendar).
func BenchmarkFirstDate(b *testing.B) {
	for _, locale := range []string{"de-DE", "th-TH", "fa-IR", "en-US-u-ca-iso8601", "ar-EG", "ar-EG-u-ca-iso8601"} {
		b.Run(locale, func(b *testing.B) {
			for b.Loop() {
				resetData()
				f, err := NewDateTimeFormat([]string{locale}, Options{"dateStyle": "medium", "timeStyle": "short", "timeZone": "UTC"}, "any", "all")
				if err != nil {
					b.Fatal(err)
				}
				_, _ = f.Format(1.7e12)
			}
		})
	}
}

// BenchmarkFormat is a format with warm tables.
func BenchmarkFormat(b *testing.B) {
	f, err := NewNumberFormat([]string{"de-DE"}, Options{"style": "currency", "currency": "EUR"})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		_ = f.Format(1234.5)
	}
}
