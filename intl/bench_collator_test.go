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

// BenchmarkHanOrderDecode is the first use of an order of Han: a
// language's own entries, decoded when a Collator for it is made, and the
// root's (when a Collator first meets Han its language does not order).
func BenchmarkHanOrderDecode(b *testing.B) {
	for _, name := range []string{"root", "zh", "zh-stroke", "zh-zhuyin", "ja", "ko"} {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				_, _, _ = decodeHanTable(name)
			}
		})
	}
}

// BenchmarkCollatorCompareHan is a comparison of Chinese names under zh.
func BenchmarkCollatorCompareHan(b *testing.B) {
	for _, l := range []string{"zh", "ja", "ko", "en"} {
		c, err := NewCollator([]string{l}, Options{})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(l, func(b *testing.B) {
			for b.Loop() {
				_ = c.Compare("张伟 Zhang", "张三 Zhang")
			}
		})
	}
}
