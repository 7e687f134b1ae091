package intl

import (
	"sync"
	"testing"
)

// BenchmarkFirstUse is what a process pays at its first Intl call for a
// locale: unzipping and merging its chain's files (und, the language, the
// variant), parsing its tables and the supplemental data, then one
// format. Each iteration starts from nothing decoded.
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
				dataMu.Lock()
				dataCache, rawCache = nil, nil
				dataMu.Unlock()
				supplementOnce, supplementData = sync.Once{}, nil
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
// process that has used another: the supplemental data is decoded.
func BenchmarkFirstUseOfAnotherLocale(b *testing.B) {
	for _, locale := range []string{"de-CH", "pl-PL", "th-TH", "zh-TW"} {
		b.Run(locale, func(b *testing.B) {
			supplement()
			for b.Loop() {
				dataMu.Lock()
				dataCache, rawCache = nil, nil
				dataMu.Unlock()
				f, err := NewNumberFormat([]string{locale}, Options{})
				if err != nil {
					b.Fatal(err)
				}
				_ = f.Format(1234.5)
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
