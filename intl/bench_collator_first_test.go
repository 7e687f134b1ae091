package intl

import (
	"sync"
	"testing"
)

// resetCollationCaches forgets every decoded order of Han, the newer
// characters' places and every reordering made, so that the next
// Collator pays its first use again.
func resetCollationCaches() {
	hanOrdersMu.Lock()
	hanOrders = nil
	hanOrdersMu.Unlock()
	reordersMu.Lock()
	reorders = nil
	reordersMu.Unlock()
	rootHan = sync.OnceValue(newRootHan)
	rootHanOrder = sync.OnceValue(newRootHanOrder)
	newerChars = sync.OnceValue(openNewerTable)
	koSearchMap = sync.OnceValue(newKoSearchMap)
}

// BenchmarkCollatorFirstUse is a locale's first Collator and its first
// comparison, with nothing decoded before: what a program that sorts in
// that locale once pays at its start (the budget: 2 ms).
func BenchmarkCollatorFirstUse(b *testing.B) {
	cases := []struct {
		name    string
		locale  string
		options Options
		x, y    string
	}{
		{"root-han", "en", nil, "张伟", "李娜"},
		{"root-latin", "en", nil, "cote", "côte"},
		{"root-newer", "en", nil, "🥰 love", "😀 smile"},
		{"search-ar", "ar", Options{"usage": "search"}, "أحمد", "احمد"},
		{"zh", "zh", nil, "张伟", "李娜"},
		{"zh-stroke", "zh-u-co-stroke", nil, "张伟", "李娜"},
		{"zh-zhuyin", "zh-u-co-zhuyin", nil, "张伟", "李娜"},
		{"zh-unihan", "zh-u-co-unihan", nil, "张伟", "李娜"},
		{"ja", "ja", nil, "山田", "やまだ"},
		{"ko", "ko", nil, "金", "김"},
		{"ko-searchjl", "ko-u-co-searchjl", nil, "김민수", "ㄱㅁㅅ"},
		{"ko-search", "ko", Options{"usage": "search"}, "각", "가가"},
		{"ja-marks", "ja", nil, "ゝゝ", "ーあ"},
		{"search-ar-forms", "ar", Options{"usage": "search"}, "ﺃﺣﻤﺪ", "احمد"},
		{"surrogate", "en", nil, "a\xed\xa0\x80", "a\ufffd"},
		{"ru", "ru", nil, "abc", "абв"},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				resetCollationCaches()
				col, err := NewCollator([]string{c.locale}, Options(c.options))
				if err != nil {
					b.Fatal(err)
				}
				_ = col.Compare(c.x, c.y)
			}
		})
	}
}
