package intl

import "testing"

// BenchmarkNewCollatorReordered is a collator whose language reorders
// scripts: the reordered scripts' weights are measured at each one.
func BenchmarkNewCollatorReordered(b *testing.B) {
	for _, l := range []string{"ru", "hi"} {
		b.Run(l, func(b *testing.B) {
			for b.Loop() {
				c, err := NewCollator([]string{l}, Options{})
				if err != nil {
					b.Fatal(err)
				}
				_ = c.Compare("abc", "абв")
			}
		})
	}
}
