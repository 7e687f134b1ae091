package intl

import (
	"sort"
	"strings"
)

// applyExtension gives a Collator what the requested locale's -u-
// extension asks for, as V8 11 (Node 20) does: kn (numeric) and kf
// (caseFirst) where the options do not say, reported in the resolved
// locale whatever the options said (en-u-kn with numeric: false resolves
// to en-u-kn, numeric false); and Thai's default ignorePunctuation, true
// (CLDR's th collation is alternate=shifted).
func (c *Collator) applyExtension(locales []string, o Options) {
	if _, ok := o["ignorePunctuation"]; !ok && c.Locale.Language == "th" && c.Usage != "search" {
		c.IgnorePunctuation = true
	}
	var requested string
	for _, tag := range locales {
		base, _, _ := strings.Cut(tag, "-")
		if _, ok := Supported(tag); ok || collationOnly(base) {
			requested = tag
			break
		}
	}
	var kws []string
	if c.coKeyword != "" {
		kws = append(kws, c.coKeyword)
	}
	l, ok := parseLocaleID(requested)
	if requested == "" || !ok {
		l.keywords = nil
	}
	for _, kw := range l.keywords {
		switch kw[0] {
		case "kn":
			switch kw[1] {
			case "", "true":
				if _, ok := o["numeric"]; !ok {
					c.Numeric = true
				}
				kws = append(kws, "kn")
			case "false":
				if _, ok := o["numeric"]; !ok {
					c.Numeric = false
				}
				kws = append(kws, "kn-false")
			}
		case "kf":
			switch kw[1] {
			case "upper", "lower", "false":
				if _, ok := o["caseFirst"]; !ok {
					c.CaseFirst = kw[1]
				}
				kws = append(kws, "kf-"+kw[1])
			}
		}
	}
	if len(kws) > 0 {
		sort.Strings(kws)
		c.Locale.Tag += "-u-" + strings.Join(kws, "-")
	}
}

// chooseCollation takes the collation asked for (co, from the tag's -u-co-
// when fromTag) where the language has it, and reports it as V8 11 does:
// "default" when it is the language's default, and -u-co- in the locale
// when the tag asked for it, or the option did and the locale is not a
// language and region (V8 leaves zh-TW alone). An unknown collation is
// ignored, as in V8; one ICU has that the package does not implement is
// a RangeError.
func (c *Collator) chooseCollation(co string, fromTag bool) error {
	lang := c.Locale.Language
	def := ""
	if lang == "zh" {
		def = "pinyin"
		if strings.HasPrefix(c.Locale.data, "zh-Hant") {
			def = "stroke"
		}
	}
	switch {
	case co == "phonebk" && lang == "de", co == "trad" && lang == "es",
		lang == "zh" && (co == "pinyin" || co == "stroke" || co == "zhuyin" || co == "unihan"),
		(lang == "ja" || lang == "ko") && co == "unihan", lang == "ko" && co == "searchjl":
		c.Collation = co
		if co == def {
			c.Collation = "default"
		}
		_, region, _ := strings.Cut(c.Locale.Tag, "-")
		if fromTag || (co != def && !(len(region) == 2 && strings.ToUpper(region) == region)) {
			c.coKeyword = "co-" + co
		}
	case co == "" || co == "default" || co == "standard" || co == "search":
	case collationHas(lang, co):
		return unsupported("Intl.Collator", "collation", co)
	}
	c.trad = c.Collation == "trad"
	c.jamo = c.Collation == "searchjl"
	switch lang {
	case "zh":
		co := c.Collation
		if co == "default" {
			co = def
		}
		c.hanTable = map[string]string{"pinyin": "zh", "stroke": "zh-stroke", "zhuyin": "zh-zhuyin", "unihan": "zh-unihan"}[co]
	case "ja", "ko":
		c.hanTable = lang
		switch c.Collation {
		case "unihan":
			c.hanTable = "root"
		case "searchjl":
			// The root's search collation: the root's order of Han.
			c.hanTable = ""
		}
	}
	return nil
}

// hanReorder is the [reorder ...] of the collations with an order of Han
// (Node's ICU sorting a letter of each script: Bopomofo follows Han but in
// pinyin, Japanese puts Latin, kana and Han first, Korean Hangul and Han).
func hanReorder(table, lang string) []string {
	switch {
	case lang == "ja":
		return []string{"Latn", "Hira", "Kana", "Hani"}
	case lang == "ko":
		return []string{"Hang", "Hani"}
	case table == "zh":
		return []string{"Hani"}
	case table == "zh-unihan":
		return []string{"Hani", "Bopo"}
	}
	return []string{"Hani", "Bopo"}
}

// kanaVowels are the vowels of the hiragana U+3041 to U+3096 (and the
// katakana U+0060 after them); "-" for ん, which has none.
const kanaVowels = "aaiiuueeooaaiiuueeooaaiiuueeooaaiiuuueeooaiueoaaaiiiuuueeeoooaiueoaauuooaiueoaaieo-uae"

// longVowels writes each long vowel mark (ー, ｰ) that follows a kana as
// the small form of that kana's vowel, as ICU's Japanese tailoring weighs
// it (コー as こぉ, after こう, before こお): ok is false when s has none.
func longVowels(s string) (string, bool) {
	if !strings.ContainsAny(s, "ーｰ") {
		return s, false
	}
	var b strings.Builder
	vowel := byte(0)
	changed := false
	for _, r := range s {
		switch {
		case r == 'ー' || r == 'ｰ':
			if i := strings.IndexByte("aiueo", vowel); vowel != 0 && i >= 0 {
				b.WriteRune([]rune("ぁぃぅぇぉ")[i])
				changed = true
				continue
			}
		case r == 0x3099 || r == 0x309a:
			// A voicing mark (NFD's が is か and it) keeps the vowel.
			b.WriteRune(r)
			continue
		case r >= 0x3041 && r <= 0x3096:
			vowel = kanaVowels[r-0x3041]
		case r >= 0x30a1 && r <= 0x30f6:
			vowel = kanaVowels[r-0x30a1]
		default:
			vowel = 0
		}
		b.WriteRune(r)
	}
	return b.String(), changed
}

// longVowelFirst breaks a tie longVowels made: ICU weighs the mark one
// tertiary step below the small vowel it stands for (かー before かぁ).
// It compares x and y where they first differ: -1 when x has the mark
// there, 1 when y has it.
func longVowelFirst(x, y string) int {
	xr, yr := []rune(x), []rune(y)
	for i := 0; i < len(xr) && i < len(yr); i++ {
		if xr[i] != yr[i] {
			switch {
			case xr[i] == 'ー' || xr[i] == 'ｰ':
				return -1
			case yr[i] == 'ー' || yr[i] == 'ｰ':
				return 1
			}
			return 0
		}
	}
	return 0
}
