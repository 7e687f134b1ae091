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
