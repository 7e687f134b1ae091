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

// BenchmarkHanTableDecode is the decoding of a whole order of Han, every
// block of it (a comparison decodes only the blocks it meets).
func BenchmarkHanTableDecode(b *testing.B) {
	for _, name := range []string{"root", "zh", "zh-stroke", "zh-zhuyin", "ja", "ko"} {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				t := openHanTable(name)
				for k := range t.blocks {
					_ = t.decodeBlock(k)
				}
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

// BenchmarkCollatorCompare is a comparison of words in Latin, Cyrillic
// and with a newer emoji (placed by newer.bin), with nothing to decode.
func BenchmarkCollatorCompare(b *testing.B) {
	for _, p := range [][3]string{{"en", "résumé", "resume"}, {"ru", "привет", "пример"}, {"en", "🥰 love", "🥲 smile"}} {
		c, err := NewCollator([]string{p[0]}, Options{})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(p[0]+"/"+p[1], func(b *testing.B) {
			for b.Loop() {
				_ = c.Compare(p[1], p[2])
			}
		})
	}
}
