package intl

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// Collator is Intl.Collator, on x/text's CLDR collation (the root order
// and the locales' tailorings, such as Spanish ñ).
type Collator struct {
	Locale            Locale
	Usage             string // sort, search
	Sensitivity       string // base, accent, case, variant
	IgnorePunctuation bool
	Numeric           bool
	CaseFirst         string // upper, lower, false
	c                 *collate.Collator
	// noCase compares the primary and secondary levels only; with
	// caseFirst "upper", strings equal there are compared again with their
	// case swapped (Compare).
	noCase *collate.Collator
	// Collation is default or, for de, phonebk (-u-co-phonebk or the
	// collation option).
	Collation string
	// secondary compares the primary and secondary levels only, for
	// compareTailored; reorder and backwards are what it adds.
	secondary *collate.Collator
	reorder   *scriptReorder
	backwards bool
	// han is the order of Han the collation has of its own (zh, ja, ko),
	// hanTable its name; nil for the root's, read at the first Han
	// compared.
	han      *hanOrder
	hanTable string
	// coKeyword is the -u-co- the resolved locale reports.
	coKeyword string
	// trad is Spanish's traditional order: ch after c, ll after l, as
	// letters of their own.
	trad bool
	// jamo is Korean's searchjl collation: the root's search order, with
	// a syllable's vowel and final consonant weighing as accents after
	// every other (collator_jamo.go).
	jamo bool
	// longMark and iterationMark are the primary weights x/text's
	// Japanese gives the long vowel mark and the iteration marks where
	// they follow no kana, which ICU orders the other way round
	// (remap); 0 for the other collations.
	longMark, iterationMark int
	// numberLead is the primary weight x/text's numeric order gives a
	// number's first digit, after the digit group, which begins at
	// digitFirst; ICU puts numbers before the group (remap). 0 without
	// numeric.
	numberLead, digitFirst int
	// anchors holds the weights of the anchors of the newer characters
	// met so far (anchorWeights), by rune.
	anchors sync.Map
}

// NewCollator is InitializeCollator.
func NewCollator(locales []string, o Options) (*Collator, error) {
	ctor := o.service("Intl.Collator")
	c := &Collator{Locale: resolveCollation(locales), CaseFirst: "false", Collation: "default"}
	// ICU's collation locales are languages, but for en-US, fr-CA (and
	// zh-CN, refused below); V8 reports the one it used.
	base, _ := extensions(c.Locale.Tag)
	c.backwards = base == "fr-CA"
	if c.Locale.Tag != "en-US" && !c.backwards && c.Locale.Language != "zh" {
		c.Locale.Tag = c.Locale.Language
	}
	var err error
	if c.Usage, err = o.str(ctor, "usage", []string{"sort", "search"}, "sort"); err != nil {
		return nil, err
	}
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	// The collation: the option, else the tag's -u-co-; an unknown one is
	// ignored as in V8.
	co := requestedKeyword(locales, "co")
	fromTag := co != ""
	if v, ok := o["collation"].(string); ok {
		// A value that is no Unicode extension type is an error; a
		// well-formed unknown one is ignored.
		if !wellFormedType(strings.ToLower(v)) {
			return nil, rangeErrorf("Invalid collation : %s", v)
		}
		if v != co {
			fromTag = false
		}
		co = v
	}
	if c.Usage == "search" {
		// V8 asks ICU for the search collation in the locale's place:
		// the tag's collation and the option's are dropped.
		co = ""
	}
	if err := c.chooseCollation(co, fromTag); err != nil {
		return nil, err
	}
	c.Numeric, _ = o["numeric"].(bool)
	// Danish sorts uppercase first unless told otherwise (CLDR's
	// [caseFirst upper]).
	cfDefault := "false"
	if c.Locale.Language == "da" && c.Usage != "search" {
		cfDefault = "upper"
	}
	cf, err := o.str(ctor, "caseFirst", []string{"upper", "lower", "false"}, cfDefault)
	if err != nil {
		return nil, err
	}
	c.CaseFirst = cf
	if c.Sensitivity, err = o.str(ctor, "sensitivity", []string{"base", "accent", "case", "variant"}, "variant"); err != nil {
		return nil, err
	}
	c.IgnorePunctuation, _ = o["ignorePunctuation"].(bool)
	c.applyExtension(locales, o)
	var opts []collate.Option
	if c.Numeric {
		opts = append(opts, collate.Numeric)
	}
	switch c.Sensitivity {
	case "base", "case":
		opts = append(opts, collate.IgnoreCase, collate.IgnoreDiacritics)
	case "accent":
		opts = append(opts, collate.IgnoreCase)
	}
	tag := "und"
	if l := c.Locale.Language; c.rootSearch() {
		// The root's order: no order of Han of the language's, no
		// reordered scripts.
		c.hanTable = ""
	} else if l == "es" || l == "ja" || l == "zh" || collationOnly(l) {
		// x/text's zh has the pinyin tones of Latin vowels before the
		// vowel (ē é ě è e), as every Chinese collation of ICU; its
		// order of Han is not used.
		tag = l
	}
	if c.Collation == "phonebk" || c.Usage == "search" && c.Locale.Language == "de" {
		// de's search collation is its phonebook order (ä as ae).
		tag = "de-u-co-phonebk"
	}

	t := language.Make(tag)
	c.c = collate.New(t, opts...)
	c.secondary = collate.New(t, secondaryOptions(c.Numeric)...)
	// ICU's [reorder ...] (ru's Cyrillic before Latin; zh's Han first,
	// weighed by its own order).
	scripts, ok := suppCollationReorder.find(c.Locale.Language)
	if c.rootSearch() {
		ok = false
	}
	if c.hanTable != "" {
		scripts, ok = hanReorder(c.hanTable, c.Locale.Language), true
		c.han = hanOrderOf(c.hanTable)
	}
	if ok {
		hanPrims := uint32(0)
		if slices.Contains(scripts, "Hani") {
			if c.han == nil {
				c.han = hanOrderOf("root")
			}
			hanPrims = c.han.prims()
		}
		c.reorder = cachedReorder(tag, scripts, c.hanTable, hanPrims)
	}
	if c.Locale.Language == "ja" && !c.rootSearch() {
		// x/text's Japanese weighs the long vowel mark just before the
		// iteration marks (ゝ, ヽ and their voiced forms) where they
		// follow no kana; ICU's just after.
		c.longMark, c.iterationMark = firstPrimary(c.secondary, "ー"), firstPrimary(c.secondary, "ゝ")
	}
	if c.Numeric {
		// x/text weighs a number after every other character of the
		// digit group (½, ①, ¹, the counting rods), which begins with
		// ৴; ICU before them.
		c.numberLead, c.digitFirst = firstPrimary(c.secondary, "0"), firstPrimary(c.secondary, "\u09f4")
		if c.digitFirst >= c.numberLead {
			c.numberLead = 0
		}
	}
	if c.CaseFirst == "upper" && c.Sensitivity == "variant" {
		c.noCase = collate.New(t, append(opts, collate.IgnoreCase)...)
	}
	return c, nil
}

// collationOnly are the languages whose collation x/text's CLDR
// tailoring gives exactly as ICU does (seeded random strings over their
// letters compared with Node, scripts/cldr/collator-cases.mjs), beyond
// the languages the package formats: a Collator for them sorts as the
// language does, where the other formatters fall back to en-US. Russian,
// Greek, Korean, Thai and Norwegian are not among them: ICU reorders
// their scripts before Latin, or tailors them otherwise.
func collationOnly(lang string) bool {
	switch lang {
	case "da", "sv", "fi", "pl", "cs", "tr", "hu", "nl", "ro", "it":
		return true
	}
	return false
}

// resolveCollation is Resolve for Collator, which also knows the
// collationOnly languages (reported by their language alone, as ICU's
// collation locales are).
func resolveCollation(requested []string) Locale {
	for _, tag := range requested {
		if l, ok := Supported(tag); ok {
			return l
		}
		base, _, _ := strings.Cut(tag, "-")
		if collationOnly(base) {
			return Locale{Tag: base, Language: base}
		}
	}
	return Resolve(nil)
}

// Compare is compare(x, y): -1, 0 or 1.
//
// caseFirst "lower" orders as "false" does: CLDR's root order already puts
// lowercase first, and ICU's lower-first differs from it only for case
// variants that also differ in another tertiary way (a superscript and a
// capital), which the comparison tests against Node did not meet.
// caseFirst "upper" reverses the case order at the tertiary level only:
// strings that differ in letters or accents order as before; strings that
// differ only in case or width are compared with each letter's case
// swapped, which puts A before a as ICU's upper-first does.
func (c *Collator) Compare(x, y string) int {
	if hasSurrogate(x) || hasSurrogate(y) {
		return c.compareSurrogates(x, y)
	}
	return c.compareText(x, y)
}

// compareText is Compare of strings without a lone surrogate.
func (c *Collator) compareText(x, y string) int {
	x, y = c.forms(x), c.forms(y)
	if c.Locale.Language == "ja" && !c.rootSearch() {
		lx, okx := longVowels(x)
		ly, oky := longVowels(y)
		if okx || oky {
			r := c.compare(lx, ly)
			if r == 0 && c.Sensitivity == "variant" {
				return longVowelFirst(x, y)
			}
			return r
		}
	}
	return c.compare(x, y)
}

// forms is s in NFD, written as the collation's rules weigh it
// (searchForms, jamoForms, koSearchForms).
func (c *Collator) forms(s string) string {
	s = norm.NFD.String(s)
	if c.Usage == "search" || c.jamo {
		s = searchForms(s)
	}
	if c.jamo {
		s = jamoForms(s)
	}
	if c.Usage == "search" && c.Locale.Language == "ko" {
		s = koSearchForms(s)
	}
	return s
}

// prepare is s as compare weighs it, for the runs of a string between its
// lone surrogates: forms, the long vowel marks of Japanese, then what
// compare changes.
func (c *Collator) prepare(s string) string {
	s = c.forms(s)
	if c.Locale.Language == "ja" && !c.rootSearch() {
		s, _ = longVowels(s)
	}
	return c.weighed(s)
}

// searchForms writes s as ICU's search collations (the root's search
// rules) weigh it where x/text's sort order does not: U+034F, which
// weighs nothing, after each Thai and Lao prevowel (เ, แ, ไ, ...), which
// the sort collations weigh after the consonant that follows it, and
// before the hamza or madda over alef, waw, yeh and yeh barree (أ, ؤ, ئ,
// ۓ in NFD), which the sort collations weigh as letters of their own
// and the search ones as accents of their carriers; and alef maksura as
// yeh with hamza below (a variant after ئ), teh marbuta as heh with
// hamza (a variant of heh).
func searchForms(s string) string {
	if !strings.ContainsFunc(s, searchFormed) {
		return s
	}
	var b strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		// The marks after r, and the hamza or madda among them that
		// its search form weighs first (ICU's contraction takes it
		// over the marks between).
		j := i + 1
		for j < len(rs) && unicode.Is(unicode.Mn, rs[j]) {
			j++
		}
		marks := rs[i+1 : j]
		hamza := slices.IndexFunc(marks, func(m rune) bool { return m >= 0x0653 && m <= 0x0655 })
		carrier, mark, isForm := arabicSearchForm(r)
		switch {
		case hamza >= 0 && (r == 'ا' || r == 'و' || r == 'ي' || r == 'ے'):
			b.WriteRune(r)
			b.WriteRune(0x034f)
			b.WriteRune(marks[hamza])
			marks = slices.Delete(slices.Clone(marks), hamza, hamza+1)
		case isForm:
			b.WriteRune(carrier)
			b.WriteRune(0x034f)
			b.WriteRune(mark)
		default:
			b.WriteRune(r)
			if r >= 0x0e40 && r <= 0x0e44 || r >= 0x0ec0 && r <= 0x0ec4 {
				b.WriteRune(0x034f)
			}
			continue
		}
		// The other marks after the hamza, which x/text would put
		// back before it.
		if len(marks) > 0 {
			b.WriteRune(0x034f)
			b.WriteString(string(marks))
		}
		i = j - 1
	}
	return b.String()
}

// arabicSearchForm is the letter the search collations weigh r as, with
// a hamza or madda after it (searchForms), for the letters they make a
// variant of another: alef
// maksura as yeh with hamza below, teh marbuta as heh with hamza above,
// and the presentation forms of the letters with a hamza or madda
// (ﺃ, U+FE83, as ا with hamza), of alef maksura and of teh marbuta, each
// as the same form (isolated, final, initial, medial) of its carrier,
// whose tertiary weight then orders the forms as ICU's rules list them.
func arabicSearchForm(r rune) (carrier, mark rune, ok bool) {
	switch r {
	case 'ى':
		return 'ي', 0x0655, true
	case 'ة':
		return 'ه', 0x0654, true
	case 'ﺁ':
		return 'ﺍ', 0x0653, true
	case 'ﺂ':
		return 'ﺎ', 0x0653, true
	case 'ﺃ':
		return 'ﺍ', 0x0654, true
	case 'ﺄ':
		return 'ﺎ', 0x0654, true
	case 'ﺇ':
		return 'ﺍ', 0x0655, true
	case 'ﺈ':
		return 'ﺎ', 0x0655, true
	case 'ﺅ', 'ﺆ':
		return 'ﻭ' + (r - 'ﺅ'), 0x0654, true
	case 'ﺉ', 'ﺊ', 'ﺋ', 'ﺌ':
		return 'ﻱ' + (r - 'ﺉ'), 0x0654, true
	case 'ﮰ', 'ﮱ':
		return 'ﮮ' + (r - 'ﮰ'), 0x0654, true
	case 'ﯨ', 'ﯩ':
		return 'ﻳ' + (r - 'ﯨ'), 0x0655, true
	case 'ﻯ', 'ﻰ':
		return 'ﻱ' + (r - 'ﻯ'), 0x0655, true
	case 'ﺓ', 'ﺔ':
		return 'ﻩ' + (r - 'ﺓ'), 0x0654, true
	}
	return 0, 0, false
}

// searchFormed reports whether searchForms writes r (or the letter
// before it) otherwise.
func searchFormed(r rune) bool {
	switch {
	case r >= 0x0e40 && r <= 0x0e44, r >= 0x0ec0 && r <= 0x0ec4, r >= 0x0653 && r <= 0x0655:
		return true
	case r < 0x0629:
		return false
	}
	_, _, ok := arabicSearchForm(r)
	return ok
}

// rootSearch reports whether the collator is ICU's search collation of
// Chinese, Japanese, Korean, Hebrew, Yiddish, Thai, Arabic, Persian,
// Urdu, Pashto or Uyghur, which is the root's (searchForms): without the
// languages' orders of Han, their reordered scripts, Thai's ignored
// punctuation (checked against Node by collator-cjk.json.gz and
// collator-search.json.gz). The other languages search as they sort (de
// as its phonebook order, da without uppercase first), with the root's
// search rules.
func (c *Collator) rootSearch() bool {
	if c.jamo {
		// searchjl is the root's search collation with its jamo rules.
		return true
	}
	if c.Usage != "search" {
		return false
	}
	switch c.Locale.Language {
	case "zh", "ja", "ko", "he", "yi", "th", "ar", "fa", "ur", "ps", "ug":
		return true
	}
	return false
}

// compare is Compare of strings in NFD.
func (c *Collator) compare(x, y string) int {
	x, y = c.weighed(x), c.weighed(y)
	han := c.han
	if han == nil && (mayHoldHan(x) || mayHoldHan(y)) {
		han = rootHanOrder()
	}
	newer := hasNewer(x) || hasNewer(y)
	jamo := c.jamo && (hasJamoAccent(x) || hasJamoAccent(y))
	// Like a newer character, a noncharacter at the end of the BMP is
	// weighed in levels (specialPrimary).
	newer = newer || hasSpecial(x) || hasSpecial(y)
	if newer || han != nil && (han.hasHan(x) || han.hasHan(y)) || c.trad || jamo {
		// Han weighs by the order (and a Hanja as its reading), a newer
		// character where ICU places it; what is left for the lower
		// levels is compared with each variant as its head (a newer
		// character as its anchor), then by the variants' tertiary
		// places.
		if r := c.compareTailored(x, y, han, newer); r != 0 {
			return r
		}
		if han == nil && !newer && !jamo {
			return c.compareLower(x, y)
		}
		fx, fy := c.flatten(x, han, newer), c.flatten(y, han, newer)
		if r := c.compareLower(fx, fy); r != 0 || c.Sensitivity != "variant" {
			return r
		}
		return compareInts(c.tertiaries(x, han, newer), c.tertiaries(y, han, newer))
	}
	if c.reorder != nil || c.backwards || c.numberLead != 0 && (hasDigitSymbol(x) || hasDigitSymbol(y) || hasZeroNumber(x) || hasZeroNumber(y)) {
		if r := c.compareTailored(x, y, nil, false); r != 0 {
			return r
		}
	}
	return c.compareLower(x, y)
}

// weighed is s (in NFD) as compare weighs it: 〇 as 0 in zh's unihan,
// without punctuation for ignorePunctuation, every decimal digit as an
// ASCII one for numeric.
func (c *Collator) weighed(s string) string {
	if c.hanTable == "zh-unihan" {
		// x/text's zh weighs 〇 as a Han numeral; ICU's unihan, as its
		// root, as the digit zero.
		s = strings.ReplaceAll(s, "〇", "0")
	}
	if c.IgnorePunctuation {
		s = dropPunctuation(s)
	}
	if c.Numeric {
		s = numberDigits(s)
	}
	return s
}

// hasDigitSymbol reports whether s holds a character of the digit group
// other than a decimal digit, which numeric orders after the numbers: a
// number that is no decimal digit (½, ①, ¹) or a CJK square that begins
// with a digit (㋀, ㍘, ㏠).
func hasDigitSymbol(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool {
		return r >= 0x80 && (unicode.In(r, unicode.No, unicode.Nl) || r >= 0x32c0 && r <= 0x32cb || r >= 0x3358 && r <= 0x3370 || r >= 0x33e0 && r <= 0x33fe)
	})
}

// mayHoldHan reports whether s has a code point from where Han begins.
func mayHoldHan(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0xe2 {
			return true
		}
	}
	return false
}

// rootHanOrder is the root's order of Han, for the languages without one
// of their own.
var rootHanOrder = sync.OnceValue(newRootHanOrder)

func newRootHanOrder() *hanOrder { return hanOrderOf("root") }

// compareLower is the comparison of x/text's collation, with ICU's case
// orders.
func (c *Collator) compareLower(x, y string) int {
	r := c.c.CompareString(x, y)
	if c.Sensitivity == "case" && r == 0 {
		return compareCase(x, y, c.CaseFirst == "upper")
	}
	if r == 0 || c.noCase == nil {
		return r
	}
	if p := c.noCase.CompareString(x, y); p != 0 {
		return p
	}
	if r := c.upperFirst(x, y); r != 0 {
		return r
	}
	return c.c.CompareString(swapCase(x), swapCase(y))
}

// upperFirst orders strings equal but for their tertiary weights as ICU's
// upper-first does, at the first character where they differ: the one
// uppercase in ICU's case bits (caseUpper) first when the other is not;
// when both are alike, the tertiary order of the two characters (ᲆ after
// ъ, neither uppercase). 0 leaves the order to the tertiary weights with
// the case swapped.
func (c *Collator) upperFirst(x, y string) int {
	for x != "" && y != "" {
		rx, nx := utf8.DecodeRuneInString(x)
		ry, ny := utf8.DecodeRuneInString(y)
		switch {
		case unicode.In(rx, unicode.Cc, unicode.Cf):
			// Ignorable (and the control ignorePunctuation leaves).
			x = x[nx:]
			continue
		case unicode.In(ry, unicode.Cc, unicode.Cf):
			y = y[ny:]
			continue
		}
		if rx != ry {
			switch ux, uy := caseUpper(rx), caseUpper(ry); {
			case ux && !uy:
				return -1
			case uy && !ux:
				return 1
			case !ux && !uy:
				if r := c.c.CompareString(x[:nx], y[:ny]); r != 0 {
					return r
				}
			}
			return 0
		}
		x, y = x[nx:], y[ny:]
	}
	return 0
}

// caseUpper reports whether ICU's case bits make r uppercase: an
// uppercase or titlecase letter (or one Unicode calls uppercase, Ⅼ and
// Ⓐ), a kana but the small ones (さ as much as か), and the halfwidth
// forms (ｰ, ﾤ).
func caseUpper(r rune) bool {
	if isSmallKana(r) {
		return false
	}
	kana := r >= 0x3041 && r <= 0x3096 || r >= 0x30a1 && r <= 0x30fa
	return kana || unicode.IsUpper(r) || unicode.IsTitle(r) || unicode.Is(unicode.Other_Uppercase, r) || r >= 0xff61 && r <= 0xffdc || r >= 0xffe8 && r <= 0xffee
}

// isSmallKana reports whether r is a small kana, which ICU's case bits
// make lowercase: those of smallKanaPairs, the katakana phonetic
// extensions (ㇰ) and the small kana of the Kana Extended and Small Kana
// Extension blocks (𛄲).
func isSmallKana(r rune) bool {
	if _, small := smallKana(r); small {
		return true
	}
	return r >= 0x31f0 && r <= 0x31ff || r == 0x1b132 || r >= 0x1b150 && r <= 0x1b152 || r == 0x1b155 || r >= 0x1b164 && r <= 0x1b167
}

// smallKanaPairs are the small kana and the kana they are small forms of:
// ICU's case bits make the small form lowercase and the other uppercase.
const smallKanaPairs = "ぁあぃいぅうぇえぉおっつゃやゅゆょよゎわゕかゖけァアィイゥウェエォオッツャヤュユョヨヮワヵカヶケｧｱｨｲｩｳｪｴｫｵｯﾂｬﾔｭﾕｮﾖ"

// smallKana is the kana r is a small form of.
func smallKana(r rune) (rune, bool) {
	if r < 0x3041 {
		return 0, false
	}
	rs := []rune(smallKanaPairs)
	for i := 0; i < len(rs); i += 2 {
		if rs[i] == r {
			return rs[i+1], true
		}
	}
	return 0, false
}

// largeKana is the small form of the kana r.
func largeKana(r rune) (rune, bool) {
	if r < 0x3041 {
		return 0, false
	}
	rs := []rune(smallKanaPairs)
	for i := 0; i < len(rs); i += 2 {
		if rs[i+1] == r {
			return rs[i], true
		}
	}
	return 0, false
}

// swapCase makes each uppercase letter lowercase and each lowercase one
// uppercase, when the mapping is one to one.
func swapCase(s string) string {
	return strings.Map(func(r rune) rune {
		if l, ok := smallKana(r); ok {
			return l
		}
		if sm, ok := largeKana(r); ok {
			return sm
		}
		switch {
		case unicode.IsUpper(r):
			if l := unicode.ToLower(r); unicode.ToUpper(l) == r {
				return l
			}
		case unicode.IsLower(r):
			if u := unicode.ToUpper(r); unicode.ToLower(u) == r {
				return u
			}
		}
		return r
	}, s)
}

// Resolved is resolvedOptions().
func (c *Collator) Resolved() []KV {
	return []KV{{"locale", c.Locale.Tag}, {"usage", c.Usage}, {"sensitivity", c.Sensitivity},
		{"ignorePunctuation", c.IgnorePunctuation}, {"collation", c.Collation}, {"numeric", c.Numeric},
		{"caseFirst", c.CaseFirst}}
}

// dropPunctuation removes what ICU's ignorePunctuation ignores. V8 sets
// the shifted alternate handling, with CLDR's variable top at the end of
// the punctuation group, and compares at tertiary strength: the space and
// punctuation groups then weigh nothing at all, and a combining mark
// after one of them neither. Those groups are the characters of the
// general categories P and Z and the white space controls, but for two
// Mongolian and Vedic marks ICU sorts elsewhere; a check of every BMP
// character against Node agreed. A mark with a primary weight of its own
// (Thai's ิ) is kept. (x/text's own shifted handling cannot
// be used: its root table makes every character variable.)
func dropPunctuation(s string) string {
	variable := func(r rune) bool {
		return (unicode.In(r, unicode.P, unicode.Z) || unicode.IsSpace(r)) && r != '\u180a' && r != '\u1cd3'
	}
	if strings.IndexFunc(s, variable) < 0 {
		return s
	}
	var b strings.Builder
	dropping := false
	for _, r := range s {
		switch {
		case variable(r):
			if !dropping {
				// A completely ignorable control in its place keeps the
				// digits on either side two numbers for numeric, as in
				// ICU, where the ignored characters still end a number.
				b.WriteByte(1)
			}
			dropping = true
		case dropping && unicode.Is(unicode.M, r) && !weighsPrimary(r):
		default:
			dropping = false
			b.WriteRune(r)
		}
	}
	return b.String()
}

// rootPrimary is the root collation at the primary level.
var rootPrimary = sync.OnceValue(func() *collate.Collator { return primaryCollator("und") })

// weighsPrimary reports whether the mark r weighs at the primary level
// (Thai's vowel signs), which ignorePunctuation keeps after punctuation.
func weighsPrimary(r rune) bool {
	buf := keyBuffers.Get().(*collate.Buffer)
	defer keyBuffers.Put(buf)
	buf.Reset()
	return len(primaryWeights(rootPrimary().KeyFromString(buf, string(r)))) > 0
}

// compareCase is ICU's case level, which sensitivity "case" adds to the
// primary one: strings equal in their letters compare by the case of
// each letter in turn, lowercase first (uppercase first for caseFirst
// "upper"); accents and marks weigh nothing.
func compareCase(x, y string, upperFirst bool) int {
	key := func(s string) []bool {
		var k []bool
		for _, r := range s {
			if unicode.Is(unicode.M, r) || !unicode.In(r, unicode.L, unicode.N, unicode.S) {
				continue
			}
			k = append(k, caseUpper(r) != upperFirst)
		}
		return k
	}
	kx, ky := key(x), key(y)
	for i := 0; i < len(kx) && i < len(ky); i++ {
		if kx[i] != ky[i] {
			if ky[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// scriptReorder is a collation's [reorder ...]: the primary weights of
// the scripts it names moved, in its order, before the first script
// (Latin), the others after them in the root's order; spaces,
// punctuation, symbols and digits stay first.
type scriptReorder struct {
	base  int         // the first script's first primary weight
	moved [][2]int    // the moved scripts' weight ranges, in the new order
	total int         // how many weights they span
	sizes map[int]int // each moved range's start -> its new start
}

// newScriptReorder places the scripts' weights under tag's primary
// collation, from the ranges measured in advance (scriptWeights); nil
// when one of them is unknown. Han is the block of hanPrims weights at
// hanBase (collator_han.go). A script whose weights an earlier one's
// already moved (Japanese's katakana, weighed as its hiragana) moves with
// it.
func newScriptReorder(tag string, scripts []string, hanPrims uint32) *scriptReorder {
	latin, _, _ := scriptWeights(tag, "Latn")
	s := &scriptReorder{base: latin, sizes: map[int]int{}}
	next := latin
	for _, code := range scripts {
		var lo, hi int
		if code == "Hani" {
			lo, hi = hanBase, hanBase+int(hanPrims)-1
		} else {
			var ok bool
			if lo, hi, ok = scriptWeights(tag, code); !ok {
				return nil
			}
		}
		if lo < 0 {
			return nil
		}
		if slices.ContainsFunc(s.moved, func(m [2]int) bool { return lo <= m[1] && hi >= m[0] }) {
			continue
		}
		s.moved = append(s.moved, [2]int{lo, hi})
		s.sizes[lo] = next
		next += hi - lo + 1
		s.total += hi - lo + 1
	}
	return s
}

// scriptWeights is the range of primary weights of a script's letters
// under x/text's collation for tag, from the first Latin letter's on
// (the Latin range itself from 0): read from scriptRanges, which
// TestScriptWeightRanges measures (weightRange) and keeps true, since
// measuring reads every letter of the script (Hangul's 11,172 syllables
// took 15 ms at a Korean collator's first use). ok is false for a script
// or tag the table lacks.
func scriptWeights(tag, code string) (lo, hi int, ok bool) {
	t := slices.Index(rangeTags[:], tag)
	sc := slices.Index(rangeScripts[:], code)
	if t < 0 || sc < 0 {
		return -1, -1, false
	}
	r := scriptRanges[rangeRow[t]][sc]
	return int(r[0]), int(r[1]), true
}

// primaryCollator is tag's collation at the primary level, which
// weightRange measures.
func primaryCollator(tag string) *collate.Collator {
	return collate.New(language.Make(tag), collate.IgnoreCase, collate.IgnoreDiacritics)
}

// reorders holds the reorders made so far, by table and scripts.
var (
	reordersMu sync.Mutex
	reorders   map[string]*scriptReorder
)

func cachedReorder(tag string, scripts []string, han string, hanPrims uint32) *scriptReorder {
	key := tag + "/" + strings.Join(scripts, " ") + "/" + han
	reordersMu.Lock()
	defer reordersMu.Unlock()
	if r, ok := reorders[key]; ok {
		return r
	}
	r := newScriptReorder(tag, scripts, hanPrims)
	if reorders == nil {
		reorders = map[string]*scriptReorder{}
	}
	reorders[key] = r
	return r
}

// remap is a primary weight's place in the reordered collation.
func (s *scriptReorder) remap(w int) int {
	if w < s.base {
		return w
	}
	below := 0
	for _, m := range s.moved {
		if w >= m[0] && w <= m[1] {
			return s.sizes[m[0]] + w - m[0]
		}
		if m[1] < w {
			below += m[1] - m[0] + 1
		}
	}
	return w + s.total - below
}

// primaryWeights reads the primary weights at the head of an x/text
// collation key (two bytes each, three when the first has its high bit),
// up to the level separator.
func primaryWeights(key []byte) []int {
	var w []int
	for i := 0; i+1 < len(key); {
		if key[i] == 0 && key[i+1] == 0 {
			break
		}
		if key[i]&0x80 != 0 && i+2 < len(key) {
			// An implicit weight (a code point x/text's tables do not
			// have), moved above the Han block.
			w = append(w, implicitBase+(int(key[i]&0x7f)<<16|int(key[i+1])<<8|int(key[i+2])))
			i += 3
			continue
		}
		w = append(w, int(key[i])<<8|int(key[i+1]))
		i += 2
	}
	return w
}

// secondaryWeights reads the secondary weights after the primary ones
// of a key made without the tertiary level.
func secondaryWeights(key []byte) []int {
	i := 0
	for i+1 < len(key) && !(key[i] == 0 && key[i+1] == 0) {
		if key[i]&0x80 != 0 {
			i += 3
		} else {
			i += 2
		}
	}
	var w []int
	for i += 2; i+1 < len(key); i += 2 {
		if key[i] == 0 && key[i+1] == 0 {
			break
		}
		w = append(w, int(key[i])<<8|int(key[i+1]))
	}
	return w
}

func compareInts(a, b []int) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	switch {
	case len(a) < len(b):
		return -1
	case len(a) > len(b):
		return 1
	}
	return 0
}

// compareTailored compares what x/text's collation does not do as ICU's
// tailoring does: the primary level with the scripts reordered and Han in
// its order (han, when the strings hold Han), and the secondary one from
// the end for the backwards accents of fr-CA, and with the Hanja that are
// variants of a Hangul reading, and the newer characters' places
// (newer: the strings hold one). 0 leaves the order to x/text.
func (c *Collator) compareTailored(x, y string, han *hanOrder, newer bool) int {
	px, sx := c.levels(x, han, newer)
	py, sy := c.levels(y, han, newer)
	if r := compareInts(px, py); r != 0 || c.Sensitivity == "base" || c.Sensitivity == "case" {
		return r
	}
	if !c.backwards && han == nil && !newer && !c.jamo {
		return 0
	}
	if c.backwards {
		slices.Reverse(sx)
		slices.Reverse(sy)
	}
	return compareInts(sx, sy)
}

// levels are s's primary weights, reordered (each shifted by
// newerRankBits, for the newer characters placed between them), and its
// secondary weights (scaled, so that a Hanja's step above its reading's
// falls below every accent's weight). Han in han's order and the newer
// characters (when newer) break s into runs x/text weighs.
func (c *Collator) levels(s string, han *hanOrder, newer bool) (p, sec []int) {
	buf := keyBuffers.Get().(*collate.Buffer)
	defer keyBuffers.Put(buf)
	add := func(run string, lastSec int) {
		buf.Reset()
		k := c.secondary.KeyFromString(buf, run)
		ws := primaryWeights(k)
		for i, w := range ws {
			p = append(p, c.remap(w)<<newerRankBits)
			if c.numberLead != 0 && w == c.numberLead && (i+1 == len(ws) || ws[i+1] >= 256) {
				// A number whose value is zero: x/text gives it no
				// length, ICU's weighs below every other number's.
				p = append(p, 0)
			}
		}
		ws = secondaryWeights(k)
		for i, w := range ws {
			if i == len(ws)-1 && lastSec > 0 {
				sec = append(sec, w<<12+lastSec)
				continue
			}
			sec = append(sec, w<<12)
		}
	}
	if han == nil && !c.trad && !newer && !c.jamo {
		add(s, 0)
		return p, sec
	}
	start := 0
	for i, r := range s {
		if c.jamo && jamoAccent(r) >= 0 {
			// A vowel or final consonant: an accent after every other.
			if i > start {
				add(s[start:i], 0)
			}
			start = i + utf8.RuneLen(r)
			sec = append(sec, (jamoSecondary+jamoAccent(r))<<12)
			continue
		}
		if c.trad && i > start && (r == 'h' || r == 'H' || r == 'l' || r == 'L') {
			// ch, Ch, CH and ll, Ll, LL (not cH, lL).
			if f := s[i-1]; (f|0x20 == 'c' && r|0x20 == 'h' || f|0x20 == 'l' && r|0x20 == 'l') && (r|0x20 == r || f|0x20 != f) {
				d := f | 0x20
				// The digraph weighs one more than its first letter,
				// whose weights are doubled for room.
				if i-1 > start {
					add(s[start:i-1], 0)
				}
				start = i + 1
				p = append(p, (c.remap(int(tradBase(c, d)))+1)<<newerRankBits)
				sec = append(sec, commonSecondary<<12)
				continue
			}
		}
		if r < newerFirst {
			continue
		}
		if w, ok := specialPrimary(r); ok {
			if i > start {
				add(s[start:i], 0)
			}
			start = i + utf8.RuneLen(r)
			p = append(p, w<<newerRankBits)
			sec = append(sec, commonSecondary<<12)
			continue
		}
		if newer {
			if e, ok := newerChars().lookup(r); ok {
				if i > start {
					add(s[start:i], 0)
				}
				start = i + utf8.RuneLen(r)
				switch e.kind {
				case newerPlaced, newerBefore:
					ap, as := c.anchorWeights(e.anchor)
					if e.rank > 0 || as < 0 {
						as = commonSecondary
					}
					p = append(p, c.remap(ap)<<newerRankBits+int(e.rank))
					sec = append(sec, as<<12+int(e.sec))
				case newerMark:
					_, as := c.anchorWeights(e.anchor)
					sec = append(sec, max(as, 0)<<12+int(e.rank))
				}
				continue
			}
		}
		if r < 0x2e80 || han == nil {
			continue
		}
		e, ok := han.lookup(r)
		if !ok {
			continue
		}
		if i > start {
			add(s[start:i], 0)
		}
		start = i + utf8.RuneLen(r)
		if e.reading != 0 {
			add(string(e.reading), int(e.sec))
			continue
		}
		p = append(p, c.remap(hanBase+int(e.prim))<<newerRankBits)
		sec = append(sec, commonSecondary<<12+int(e.sec))
	}
	if start < len(s) {
		add(s[start:], 0)
	}
	return p, sec
}

// flatten replaces each Han variant by its group's head and each Hanja
// by its reading (han's), each newer character by its anchor and drops
// the ignorable ones (when newer), for the comparison of the levels below
// the secondary.
func (c *Collator) flatten(s string, han *hanOrder, newer bool) string {
	if c.jamo {
		s = dropJamoAccents(s)
	}
	if newer {
		var b []byte
		for i, r := range s {
			e, ok := newerChars().lookup(r)
			if ok && b == nil {
				b = append(make([]byte, 0, len(s)+8), s[:i]...)
			}
			switch {
			case b == nil:
			case !ok:
				b = utf8.AppendRune(b, r)
			case e.kind != newerIgnorable:
				b = utf8.AppendRune(b, e.anchor)
			}
		}
		if b != nil {
			s = string(b)
		}
	}
	if han != nil {
		s = han.flatten(s)
	}
	return s
}

// tertiaries are the tertiary places of the characters of s, for strings
// equal in every other way once flattened: a Han variant's (han's) and a
// newer character's (when newer) place among its group's, 0 for the
// others but controls. Under caseFirst "upper" each is preceded by 0 for an uppercase
// letter, 1 for the others.
func (c *Collator) tertiaries(s string, han *hanOrder, newer bool) []int {
	var t []int
	for _, r := range s {
		if c.jamo && jamoAccent(r) >= 0 {
			continue
		}
		ter := 0
		e, ok := c.newerEntry(r, newer)
		if ok && e.kind == newerPlaced && e.rank == 0 && e.sec == 0 && e.ter == 0 {
			// The same as its anchor at every level (𝐆's outlined
			// form): it is the anchor.
			r, ok = e.anchor, false
		}
		upper := caseUpper(r)
		switch {
		case ok && e.kind == newerIgnorable:
			continue
		case ok && e.kind == newerBefore:
			ter, upper = -int(e.ter), e.upper
		case ok && e.kind == newerMark:
			ter = int(e.sec)
		case ok:
			ter, upper = int(e.ter), e.upper
		case han != nil && r >= 0x2e80:
			if e, ok := han.lookup(r); ok {
				ter = int(e.ter)
			}
		case unicode.Is(unicode.C, r):
			// Ignorable (and the control ignorePunctuation leaves).
			continue
		}
		if c.CaseFirst == "upper" {
			lower := 1
			if upper {
				lower = 0
			}
			t = append(t, lower)
		}
		t = append(t, ter)
	}
	return t
}

// newerEntry is r's place when it is a newer character and newer says
// the strings compared hold one.
func (c *Collator) newerEntry(r rune, newer bool) (newerEntry, bool) {
	if !newer || r < newerFirst {
		return newerEntry{}, false
	}
	return newerChars().lookup(r)
}

// firstPrimary is the first primary weight col gives s.
func firstPrimary(col *collate.Collator, s string) int {
	buf := keyBuffers.Get().(*collate.Buffer)
	defer keyBuffers.Put(buf)
	buf.Reset()
	return primaryWeights(col.KeyFromString(buf, s))[0]
}

// keyBuffers are x/text's key buffers (4 KB each), reused.
var keyBuffers = sync.Pool{New: func() any { return new(collate.Buffer) }}

// commonSecondary is x/text's secondary weight of a letter without an
// accent.
const commonSecondary = 0x20

func (c *Collator) remap(w int) int {
	switch {
	case c.numberLead == 0 || w < c.digitFirst || w > c.numberLead:
	case w == c.numberLead:
		w = c.digitFirst
	default:
		w++
	}
	switch {
	case c.longMark == 0:
	case w == c.longMark:
		w = c.iterationMark
	case w == c.iterationMark:
		w = c.longMark
	}
	if c.reorder != nil {
		w = c.reorder.remap(w)
	}
	if c.trad {
		w *= 2
	}
	return w
}

// tradBase is the primary weight of c or l, the first letter of a
// traditional Spanish digraph, before remap.
func tradBase(c *Collator, letter byte) int {
	buf := keyBuffers.Get().(*collate.Buffer)
	defer keyBuffers.Put(buf)
	buf.Reset()
	return primaryWeights(c.secondary.KeyFromString(buf, string(rune(letter))))[0]
}

func secondaryOptions(numeric bool) []collate.Option {
	if numeric {
		return []collate.Option{collate.IgnoreCase, collate.Numeric}
	}
	return []collate.Option{collate.IgnoreCase}
}

// requestedKeyword is a -u- keyword of the first requested tag the
// package supports.
func requestedKeyword(requested []string, key string) string {
	for _, tag := range requested {
		if _, ok := Supported(tag); ok {
			_, u := extensions(tag)
			return unicodeKeyword(u, key)
		}
	}
	return ""
}

// collationHas reports whether Node's ICU has the collation co for lang
// (new Intl.Collator(lang + "-u-co-" + co) resolves to it), which V8 then
// uses and the package may not implement.
func collationHas(lang, co string) bool {
	switch co {
	case "emoji", "eor":
		// Every language with a collation of its own in ICU.
		return strings.Contains(" "+icuCollationLanguages+" ", " "+lang+" ")
	case "trad":
		return lang == "es" || lang == "sv" || lang == "fi" || lang == "bn" || lang == "kn" || lang == "vi"
	case "phonebk":
		return lang == "de"
	case "searchjl":
		return lang == "ko"
	case "compat":
		return lang == "ar"
	case "dict":
		return lang == "si"
	case "phonetic":
		return lang == "ln"
	}
	return false
}

// icuCollationLanguages are the languages Node 20's ICU has collation data
// for, where it takes the emoji and eor collations.
const icuCollationLanguages = "af am ar as az be bg blo bn bo br bs ca ceb chr cs cy da de dsb dz ee el en eo es et fa ff fi fil fo fr fy " +
	"ga gl gu ha haw he hi hr hsb hu hy id ig is it ja ka kk kl km kn ko kok ku ky lb lij lkt ln lo lt lv mk ml mn mr ms mt my nb ne " +
	"nl nn no nso om or pa pl ps pt ro ru sa se si sk sl smn sq sr st sv sw ta te th tk tn to tr ug uk ur uz vi wae wo xh yi yo zh zu"
