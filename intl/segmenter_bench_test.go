package intl

import (
	"strings"
	"testing"
)

// BenchmarkSegmenter measures splitting about 1,000 UTF-16 units of prose
// into words (dictionary languages and English) and graphemes.
func BenchmarkSegmenter(b *testing.B) {
	texts := map[string]string{
		"ja": "株式会社テクノロジーは2024年3月15日、新しいAIサービス「スマートアシスタント」を発表した。",
		"zh": "中国国家统计局周一公布，2024年第一季度国内生产总值同比增长5.3%。",
		"th": "กรุงเทพมหานครเป็นเมืองหลวงของประเทศไทย นักท่องเที่ยวต่างชาติเดินทางเข้าประเทศไทยกว่า 28 ล้านคนในปี 2566 ",
		"en": "The quick brown fox jumps over the lazy dog. It's 3.14, e.g. roughly pi! ",
	}
	for _, c := range []struct{ lang, granularity string }{{"ja", "word"}, {"zh", "word"}, {"th", "word"}, {"en", "word"}, {"th", "grapheme"}, {"en", "grapheme"}} {
		text := strings.Repeat(texts[c.lang], 1000/len([]rune(texts[c.lang]))+1)
		s, err := NewSegmenter([]string{c.lang}, Options{"granularity": c.granularity})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.lang+"-"+c.granularity, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := s.Segments(text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
