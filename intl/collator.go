package intl

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

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
}

// NewCollator is InitializeCollator.
func NewCollator(locales []string, o Options) (*Collator, error) {
	const ctor = "Intl.Collator"
	c := &Collator{Locale: resolveCollation(locales), CaseFirst: "false", Collation: "default"}
	// ICU's collation locales are languages, but for en-US, fr-CA (and
	// zh-CN, refused below); V8 reports the one it used.
	base, _ := extensions(c.Locale.Tag)
	c.backwards = base == "fr-CA"
	if c.Locale.Tag != "en-US" && !c.backwards {
		c.Locale.Tag = c.Locale.Language
	}
	var err error
	if c.Usage, err = o.str(ctor, "usage", []string{"sort", "search"}, "sort"); err != nil {
		return nil, err
	}
	if c.Usage == "search" && searchDiffers(c.Locale.Language) {
		// ICU's search collation tailors these languages apart from
		// their sort order (de's ä as ae, Thai's ignorable punctuation).
		return nil, unsupported(ctor, "usage", c.Usage+" ("+c.Locale.Language+")")
	}
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	// The collation: the option, else the tag's -u-co-; de's phonebook
	// is the one other than the default that is implemented, and an
	// unknown one is ignored as in V8.
	co := requestedKeyword(locales, "co")
	if v, ok := o["collation"].(string); ok {
		co = v
	}
	if co == "phonebk" && c.Locale.Language == "de" {
		c.Collation = co
		c.Locale.Tag = "de-u-co-phonebk"
	} else if co != "" && co != "default" && co != "standard" && co != "search" {
		if _, known := map[string]bool{"big5han": true, "compat": true, "dict": true, "emoji": true, "eor": true,
			"gb2312": true, "phonebk": true, "phonetic": true, "pinyin": true, "searchjl": true, "stroke": true,
			"trad": true, "unihan": true, "zhuyin": true}[co]; known && collationHas(c.Locale.Language, co) {
			return nil, unsupported(ctor, "collation", co)
		}
	}
	c.Numeric, _ = o["numeric"].(bool)
	// Danish sorts uppercase first unless told otherwise (CLDR's
	// [caseFirst upper]).
	cfDefault := "false"
	if c.Locale.Language == "da" {
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
	if c.Locale.Language == "zh" {
		// ICU's pinyin order puts Han before Latin ([reorder Hani Bopo]),
		// which x/text's Chinese collation does not do.
		return nil, unsupported(ctor, "locale", c.Locale.Tag+" (collation)")
	}
	tag := "und"
	if l := c.Locale.Language; l == "es" || l == "ja" || collationOnly(l) {
		tag = l
	}
	if c.Collation == "phonebk" {
		tag = "de-u-co-phonebk"
	}

	t := language.Make(tag)
	c.c = collate.New(t, opts...)
	// ICU's [reorder ...] (ru's Cyrillic before Latin), but for the
	// languages that put Han first, whose weights x/text spreads over a
	// hundred thousand characters.
	if scripts, ok := suppCollationReorder.find(c.Locale.Language); ok && !slices.Contains(scripts, "Hani") {
		c.secondary = collate.New(t, secondaryOptions(c.Numeric)...)
		c.reorder = cachedReorder(tag, c.Numeric, scripts)
	}
	if c.backwards {
		c.secondary = collate.New(t, secondaryOptions(c.Numeric)...)
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
	x, y = norm.NFD.String(x), norm.NFD.String(y)
	if c.IgnorePunctuation {
		x, y = dropPunctuation(x), dropPunctuation(y)
	}
	if c.secondary != nil {
		if r := c.compareTailored(x, y); r != 0 {
			return r
		}
	}
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
	return c.c.CompareString(swapCase(x), swapCase(y))
}

// swapCase makes each uppercase letter lowercase and each lowercase one
// uppercase, when the mapping is one to one.
func swapCase(s string) string {
	return strings.Map(func(r rune) rune {
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
// character against Node agreed. (x/text's own shifted handling cannot
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
		case dropping && unicode.Is(unicode.M, r):
		default:
			dropping = false
			b.WriteRune(r)
		}
	}
	return b.String()
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
			k = append(k, (unicode.IsUpper(r) || unicode.IsTitle(r)) != upperFirst)
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

// scriptTables are the scripts of ISO 15924 codes a collation reorders,
// built at the first reordering collator, not at every process's start.
var scriptTables = sync.OnceValue(func() map[string]*unicode.RangeTable {
	return map[string]*unicode.RangeTable{
		"Latn": unicode.Latin, "Grek": unicode.Greek, "Copt": unicode.Coptic, "Cyrl": unicode.Cyrillic, "Glag": unicode.Glagolitic,
		"Geor": unicode.Georgian, "Armn": unicode.Armenian, "Hebr": unicode.Hebrew, "Arab": unicode.Arabic, "Syrc": unicode.Syriac,
		"Thaa": unicode.Thaana, "Nkoo": unicode.Nko, "Tfng": unicode.Tifinagh, "Ethi": unicode.Ethiopic, "Deva": unicode.Devanagari,
		"Beng": unicode.Bengali, "Guru": unicode.Gurmukhi, "Gujr": unicode.Gujarati, "Orya": unicode.Oriya, "Taml": unicode.Tamil,
		"Telu": unicode.Telugu, "Knda": unicode.Kannada, "Mlym": unicode.Malayalam, "Sinh": unicode.Sinhala, "Thai": unicode.Thai,
		"Laoo": unicode.Lao, "Tibt": unicode.Tibetan, "Mymr": unicode.Myanmar, "Khmr": unicode.Khmer, "Mong": unicode.Mongolian,
		"Cher": unicode.Cherokee, "Cans": unicode.Canadian_Aboriginal, "Hang": unicode.Hangul, "Hira": unicode.Hiragana,
		"Kana": unicode.Katakana, "Bopo": unicode.Bopomofo, "Hani": unicode.Han, "Olck": unicode.Ol_Chiki, "Vaii": unicode.Vai,
		"Yiii": unicode.Yi, "Mtei": unicode.Meetei_Mayek, "Tale": unicode.Tai_Le,
	}
})

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

// weightRange is the primary weights of a script's letters under c, from
// floor on: a letter weighed among the symbols stays there, as ICU
// reorders groups of weights, not characters.
func weightRange(c *collate.Collator, t *unicode.RangeTable, floor int) (lo, hi int) {
	var buf collate.Buffer
	lo = -1
	visit := func(r rune) {
		if !unicode.IsLetter(r) {
			return
		}
		buf.Reset()
		w := primaryWeights(c.KeyFromString(&buf, string(r)))
		if len(w) == 0 || w[0] < floor {
			return
		}
		if lo < 0 || w[0] < lo {
			lo = w[0]
		}
		if w[0] > hi {
			hi = w[0]
		}
	}
	for _, r := range t.R16 {
		for x := rune(r.Lo); x <= rune(r.Hi); x += rune(r.Stride) {
			visit(x)
		}
	}
	for _, r := range t.R32 {
		for x := rune(r.Lo); x <= rune(r.Hi); x += rune(r.Stride) {
			visit(x)
		}
	}
	return lo, hi
}

// newScriptReorder measures the scripts' weights under the primary
// collator c; nil when one of them is unknown.
func newScriptReorder(c *collate.Collator, scripts []string) *scriptReorder {
	latin, _ := weightRange(c, unicode.Latin, 0)
	s := &scriptReorder{base: latin, sizes: map[int]int{}}
	next := latin
	for _, code := range scripts {
		t, ok := scriptTables()[code]
		if !ok {
			return nil
		}
		lo, hi := weightRange(c, t, latin)
		if lo < 0 {
			return nil
		}
		s.moved = append(s.moved, [2]int{lo, hi})
		s.sizes[lo] = next
		next += hi - lo + 1
		s.total += hi - lo + 1
	}
	return s
}

// reorders holds the reorders measured so far, by table, numeric and
// scripts:
// measuring one reads a few thousand weights (3 ms).
var (
	reordersMu sync.Mutex
	reorders   map[string]*scriptReorder
)

func cachedReorder(tag string, numeric bool, scripts []string) *scriptReorder {
	key := tag + "/" + strconv.FormatBool(numeric) + "/" + strings.Join(scripts, " ")
	reordersMu.Lock()
	defer reordersMu.Unlock()
	if r, ok := reorders[key]; ok {
		return r
	}
	primary := collate.New(language.Make(tag), append(secondaryOptions(numeric), collate.IgnoreDiacritics)...)
	r := newScriptReorder(primary, scripts)
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
			w = append(w, int(key[i]&0x7f)<<16|int(key[i+1])<<8|int(key[i+2]))
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
// tailoring does: the primary level with the scripts reordered, and the
// secondary one from the end for the backwards accents of fr-CA. 0 leaves
// the order to x/text.
func (c *Collator) compareTailored(x, y string) int {
	var buf collate.Buffer
	kx := c.secondary.KeyFromString(&buf, x)
	ky := c.secondary.KeyFromString(&buf, y)
	px, py := primaryWeights(kx), primaryWeights(ky)
	if c.reorder != nil {
		for i := range px {
			px[i] = c.reorder.remap(px[i])
		}
		for i := range py {
			py[i] = c.reorder.remap(py[i])
		}
	}
	if r := compareInts(px, py); r != 0 || !c.backwards || c.Sensitivity == "base" || c.Sensitivity == "case" {
		return r
	}
	sx, sy := secondaryWeights(kx), secondaryWeights(ky)
	for i, j := 0, len(sx)-1; i < j; i, j = i+1, j-1 {
		sx[i], sx[j] = sx[j], sx[i]
	}
	for i, j := 0, len(sy)-1; i < j; i, j = i+1, j-1 {
		sy[i], sy[j] = sy[j], sy[i]
	}
	return compareInts(sx, sy)
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

// searchDiffers are the languages whose ICU search collation orders
// otherwise than their sort collation on the recorded cases
// (scripts/cldr/collator-cases.mjs); the others search as they sort.
func searchDiffers(lang string) bool {
	switch lang {
	case "de", "da", "th", "ar", "fa", "ko", "ja", "zh", "ur", "ps", "ug", "he", "yi":
		return true
	}
	return false
}

// collationHas reports whether ICU has the collation co for lang, which
// V8 then uses and the package does not implement.
func collationHas(lang, co string) bool {
	switch co {
	case "trad":
		return lang == "es"
	case "phonebk":
		return lang == "de"
	case "pinyin", "stroke", "zhuyin", "big5han", "gb2312", "unihan":
		return lang == "zh"
	}
	return false
}
