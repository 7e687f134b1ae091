package intl

import (
	"sync"
	"testing"
)

// BenchmarkCanonFirstUse is the first canonicalization of a tag, which
// every Intl constructor given a locale does: the alias tables decoded
// (likely subtags, in a file of their own, are not).
func BenchmarkCanonFirstUse(b *testing.B) {
	for b.Loop() {
		canonOnce = sync.Once{}
		if _, err := Canonicalize("de-DE"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMaximizeFirstUse is the first Intl.Locale maximize of a
// process, once the tag's constructor has decoded the alias tables: the
// likely subtags unzipped (and searched in place).
func BenchmarkMaximizeFirstUse(b *testing.B) {
	for range b.N {
		b.StopTimer()
		canonOnce = sync.Once{}
		if _, err := Canonicalize("und-Arab"); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := Maximize("und-Arab"); err != nil {
			b.Fatal(err)
		}
	}
}
