package intl

import "testing"

// BenchmarkFirstUse is what a process pays at its first Intl call for a
// locale: unzipping and parsing its tables, then one format.
func BenchmarkFirstUse(b *testing.B) {
	for b.Loop() {
		dataMu.Lock()
		dataCache = nil
		dataMu.Unlock()
		f, err := NewNumberFormat([]string{"de-DE"}, Options{"style": "currency", "currency": "EUR"})
		if err != nil {
			b.Fatal(err)
		}
		_ = f.Format(1234.5)
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
