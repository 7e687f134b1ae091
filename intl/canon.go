package intl

import (
	"sort"
	"strings"
	"sync"
)

// BCP 47 tags as ECMA-402 takes them: IsStructurallyValidLanguageTag
// (UTS #35's unicode_locale_id, starting with a language subtag, without
// duplicate variants or singletons) and CanonicalizeUnicodeLocaleId
// (UTS #35 Annex C: canonical case and order, CLDR's aliases for
// languages, scripts, regions, variants and -u-/-t- values), and likely
// subtags (Intl.Locale's maximize and minimize). The tables are
// data/canon.json.gz and data/likely.txt.gz, written by
// scripts/cldr/generate-canon.mjs from CLDR 48.0, decoded at the first
// tag that needs them (likely subtags, most of the data, at the first
// that needs them).

// canonData mirrors generate-canon.mjs's output.
type canonData struct {
	Language    map[string]string `json:"language"`
	Legacy      map[string]string `json:"legacy"`
	Script      map[string]string `json:"script"`
	Region      map[string]string `json:"region"`
	Variant     map[string]string `json:"variant"`
	Subdivision map[string]string `json:"subdivision"`
	Values      map[string]string `json:"values"`
	// likelyLines are likely subtags (data/likely.txt.gz, most of the
	// data), unzipped at their first need (likely), not at every tag's
	// canonicalization, and searched in place.
	likelyOnce  sync.Once
	likelyLines lineTable
	// rules are Language parsed, in the order they are tried.
	rules []aliasRule
}

type aliasRule struct{ from, to langID }

var (
	canonOnce sync.Once
	canonTab  *canonData
)

func canonTables() *canonData {
	canonOnce.Do(func() {
		c := new(canonData)
		mustParse("data/canon.json", c)
		for from, to := range c.Language {
			f, ok1 := parseLangID(strings.Split(strings.ToLower(from), "-"))
			t, ok2 := parseLangID(strings.Split(strings.ToLower(to), "-"))
			if ok1 && ok2 {
				c.rules = append(c.rules, aliasRule{f, t})
			}
		}
		// UTS #35: a rule for a language with variants first, then with
		// a region, then alone; rules for und (variants alone) last.
		rank := func(r aliasRule) int {
			n := 0
			if r.from.lang == "und" {
				n += 8
			}
			if len(r.from.variants) == 0 {
				n += 2
				if r.from.region == "" {
					n++
				}
			}
			return n
		}
		sort.Slice(c.rules, func(i, j int) bool {
			ri, rj := rank(c.rules[i]), rank(c.rules[j])
			if ri != rj {
				return ri < rj
			}
			if len(c.rules[i].from.variants) != len(c.rules[j].from.variants) {
				return len(c.rules[i].from.variants) > len(c.rules[j].from.variants)
			}
			return c.rules[i].from.String() < c.rules[j].from.String()
		})
		canonTab = c
	})
	return canonTab
}

// langID is a unicode_language_id: language, script, region, variants,
// in canonical case, variants sorted.
type langID struct {
	lang, script, region string
	variants             []string
}

func (id langID) String() string {
	parts := []string{id.lang}
	if id.script != "" {
		parts = append(parts, id.script)
	}
	if id.region != "" {
		parts = append(parts, id.region)
	}
	return strings.Join(append(parts, id.variants...), "-")
}

// localeID is a parsed unicode_locale_id.
type localeID struct {
	langID
	attrs    []string // -u- attributes
	keywords [][2]string
	hasU     bool
	tlang    *langID
	tfields  [][2]string
	hasT     bool
	other    []string // other extensions, each "s-sub-sub"
	private  string   // "x-..." or ""
}

func tagAlpha(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return s != ""
}

func tagDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func tagAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if !(s[i] >= 'a' && s[i] <= 'z' || s[i] >= '0' && s[i] <= '9') {
			return false
		}
	}
	return s != ""
}

func isVariant(s string) bool {
	return tagAlnum(s) && (len(s) >= 5 && len(s) <= 8 || len(s) == 4 && s[0] >= '0' && s[0] <= '9')
}

// parseLangID parses lowercase subtags that are exactly a
// unicode_language_id starting with a language subtag.
func parseLangID(p []string) (langID, bool) {
	id, n, ok := langIDPrefix(p)
	return id, ok && n == len(p)
}

// langIDPrefix parses the unicode_language_id at the start of p
// (lowercase subtags) and says how many subtags it took; false if p does
// not start with one or it repeats a variant.
func langIDPrefix(p []string) (langID, int, bool) {
	var id langID
	if len(p) == 0 || !tagAlpha(p[0]) || len(p[0]) < 2 || len(p[0]) > 8 || len(p[0]) == 4 {
		return id, 0, false
	}
	id.lang = p[0]
	i := 1
	if i < len(p) && len(p[i]) == 4 && tagAlpha(p[i]) {
		id.script = strings.ToUpper(p[i][:1]) + p[i][1:]
		i++
	}
	if i < len(p) && (len(p[i]) == 2 && tagAlpha(p[i]) || len(p[i]) == 3 && tagDigits(p[i])) {
		id.region = strings.ToUpper(p[i])
		i++
	}
	for ; i < len(p) && isVariant(p[i]); i++ {
		for _, v := range id.variants {
			if v == p[i] {
				return id, 0, false
			}
		}
		id.variants = append(id.variants, p[i])
	}
	sort.Strings(id.variants)
	return id, i, true
}

// parseLocaleID parses a tag as ECMA-402's IsStructurallyValidLanguageTag
// accepts it.
func parseLocaleID(tag string) (localeID, bool) {
	var l localeID
	for i := 0; i < len(tag); i++ {
		if tag[i] >= 0x80 {
			return l, false
		}
	}
	p := strings.Split(strings.ToLower(tag), "-")
	id, i, ok := langIDPrefix(p)
	if !ok {
		return l, false
	}
	l.langID = id
	seen := map[string]bool{}
	for i < len(p) {
		s := p[i]
		if len(s) != 1 || !tagAlnum(s) || seen[s] {
			return l, false
		}
		seen[s] = true
		i++
		start := i
		switch s {
		case "x":
			for ; i < len(p) && tagAlnum(p[i]) && len(p[i]) <= 8; i++ {
			}
			if i == start || i != len(p) {
				return l, false
			}
			l.private = "x-" + strings.Join(p[start:], "-")
		case "u":
			l.hasU = true
			for ; i < len(p) && len(p[i]) >= 3 && len(p[i]) <= 8 && tagAlnum(p[i]); i++ {
				l.attrs = append(l.attrs, p[i])
			}
			for i < len(p) && len(p[i]) == 2 {
				key := p[i]
				if !tagAlnum(key[:1]) || !tagAlpha(key[1:]) {
					return l, false
				}
				i++
				vs := i
				for ; i < len(p) && len(p[i]) >= 3 && len(p[i]) <= 8 && tagAlnum(p[i]); i++ {
				}
				l.keywords = append(l.keywords, [2]string{key, strings.Join(p[vs:i], "-")})
			}
			if i == start {
				return l, false
			}
		case "t":
			l.hasT = true
			if tl, n, ok := langIDPrefix(p[i:]); ok && n > 0 {
				l.tlang = &tl
				i += n
			} else if i < len(p) && tagAlpha(p[i]) && len(p[i]) >= 2 && len(p[i]) != 4 && len(p[i]) <= 8 {
				return l, false // a language with a repeated variant
			}
			for i < len(p) && len(p[i]) == 2 && p[i][0] >= 'a' && p[i][0] <= 'z' && p[i][1] >= '0' && p[i][1] <= '9' {
				key := p[i]
				i++
				vs := i
				for ; i < len(p) && len(p[i]) >= 3 && len(p[i]) <= 8 && tagAlnum(p[i]); i++ {
				}
				if i == vs {
					return l, false
				}
				l.tfields = append(l.tfields, [2]string{key, strings.Join(p[vs:i], "-")})
			}
			if i == start {
				return l, false
			}
		default:
			for ; i < len(p) && len(p[i]) >= 2 && len(p[i]) <= 8 && tagAlnum(p[i]); i++ {
			}
			if i == start {
				return l, false
			}
			l.other = append(l.other, s+"-"+strings.Join(p[start:i], "-"))
		}
	}
	return l, true
}

// canonicalize applies CLDR's aliases to a language id, as UTS #35
// Annex C replaces alias subtags, until none applies.
func (c *canonData) canonicalize(id langID) langID {
	for round := 0; round < 16; round++ {
		changed := false
		for _, r := range c.rules {
			if !r.matches(id) {
				continue
			}
			id = r.apply(id)
			changed = true
			break
		}
		if s, ok := c.Script[id.script]; ok {
			id.script, changed = s, true
		}
		if rs, ok := c.Region[id.region]; ok {
			list := strings.Fields(rs)
			id.region, changed = list[0], true
			if len(list) > 1 {
				// The likely region of the language, if it is one of them.
				if m, ok := c.maximize(langID{lang: id.lang, script: id.script}); ok {
					for _, r := range list {
						if r == m.region {
							id.region = r
						}
					}
				}
			}
		}
		for i, v := range id.variants {
			if to, ok := c.Variant[v]; ok {
				id.variants[i], changed = to, true
			}
		}
		if !changed {
			break
		}
		sort.Strings(id.variants)
	}
	return id
}

func (r aliasRule) matches(id langID) bool {
	if r.from.lang != "und" && r.from.lang != id.lang ||
		r.from.script != "" && r.from.script != id.script ||
		r.from.region != "" && r.from.region != id.region {
		return false
	}
	for _, v := range r.from.variants {
		if !hasString(id.variants, v) {
			return false
		}
	}
	return true
}

func (r aliasRule) apply(id langID) langID {
	out := langID{lang: id.lang, script: id.script, region: id.region}
	if r.to.lang != "und" || r.from.lang != "und" {
		out.lang = r.to.lang
	}
	if r.from.script != "" || out.script == "" {
		out.script = r.to.script
	}
	if r.from.region != "" || out.region == "" {
		out.region = r.to.region
	}
	for _, v := range id.variants {
		if !hasString(r.from.variants, v) {
			out.variants = append(out.variants, v)
		}
	}
	for _, v := range r.to.variants {
		if !hasString(out.variants, v) {
			out.variants = append(out.variants, v)
		}
	}
	sort.Strings(out.variants)
	return out
}

func hasString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// likely is the likely subtags ("hy\thy-Armn-AM" lines), unzipped at
// the first use.
func (c *canonData) likely() lineTable {
	c.likelyOnce.Do(func() {
		b, ok := read("data/likely.txt")
		if !ok {
			panic("intl: embedded data missing: data/likely.txt")
		}
		c.likelyLines = lineTable(b)
	})
	return c.likelyLines
}

// maximize is UTS #35's Add Likely Subtags over the language, script and
// region (variants are kept); false when nothing matches.
func (c *canonData) maximize(id langID) (langID, bool) {
	// The unknown script (Zzzz) and region (ZZ) are filled in as absent
	// ones (und-ZZ is en-Latn-US), as in ICU, unless language, script
	// and region are all there (zh-Zzzz-TW stays).
	if id.lang == "und" || id.script == "" || id.region == "" {
		if id.script == "Zzzz" {
			id.script = ""
		}
		if id.region == "ZZ" {
			id.region = ""
		}
	}
	var keys []string
	if id.script != "" && id.region != "" {
		keys = append(keys, id.lang+"-"+id.script+"-"+id.region)
	}
	if id.region != "" {
		keys = append(keys, id.lang+"-"+id.region)
	}
	if id.script != "" {
		keys = append(keys, id.lang+"-"+id.script)
	}
	keys = append(keys, id.lang)
	if id.script != "" {
		keys = append(keys, "und-"+id.script)
	}
	for _, k := range keys {
		m, ok := c.likely().value(k)
		if !ok {
			continue
		}
		found, ok := parseLangID(strings.Split(strings.ToLower(m), "-"))
		if !ok {
			continue
		}
		out := id
		if out.lang == "und" {
			out.lang = found.lang
		}
		if out.script == "" {
			out.script = found.script
		}
		if out.region == "" {
			out.region = found.region
		}
		return out, true
	}
	return id, false
}

// minimize is UTS #35's Remove Likely Subtags.
func (c *canonData) minimize(id langID) langID {
	// The unknown script and region are left out (zh-Zzzz-TW is zh-TW).
	if id.script == "Zzzz" {
		id.script = ""
	}
	if id.region == "ZZ" {
		id.region = ""
	}
	max, ok := c.maximize(id)
	if !ok {
		return id
	}
	for _, trial := range []langID{{lang: max.lang}, {lang: max.lang, region: max.region}, {lang: max.lang, script: max.script}} {
		if m, ok := c.maximize(trial); ok && m.lang == max.lang && m.script == max.script && m.region == max.region {
			trial.variants = id.variants
			return trial
		}
	}
	max.variants = id.variants
	return max
}

// value is a -u- or -t- keyword's canonical value.
func (c *canonData) value(key, v string) string {
	if v == "yes" {
		// ICU writes yes as true for every key (und-u-ka-yes is und-u-ka
		// in Node), where CLDR's data says so for a few.
		v = "true"
	}
	if to, ok := c.Values[key+":"+v]; ok {
		v = to
	}
	switch key {
	case "rg", "sd":
		if to, ok := c.Subdivision[v]; ok {
			to = strings.Fields(to)[0]
			if len(to) == 2 || len(to) == 3 && tagDigits(to) {
				to += "zzzz"
			}
			v = strings.ToLower(to)
		}
	}
	return v
}

// String writes the canonical tag: a -u- keyword's value "true" is left
// out, extensions go in singleton order, private use last.
func (l localeID) String() string {
	parts := []string{l.langID.String()}
	type ext struct {
		s    byte
		text string
	}
	var exts []ext
	if l.hasU {
		u := []string{"u"}
		u = append(u, l.attrs...)
		for _, kw := range l.keywords {
			u = append(u, kw[0])
			if kw[1] != "" && kw[1] != "true" {
				u = append(u, kw[1])
			}
		}
		exts = append(exts, ext{'u', strings.Join(u, "-")})
	}
	if l.hasT {
		t := []string{"t"}
		if l.tlang != nil {
			t = append(t, strings.ToLower(l.tlang.String()))
		}
		for _, f := range l.tfields {
			t = append(t, f[0], f[1])
		}
		exts = append(exts, ext{'t', strings.Join(t, "-")})
	}
	for _, o := range l.other {
		exts = append(exts, ext{o[0], o})
	}
	sort.Slice(exts, func(i, j int) bool { return exts[i].s < exts[j].s })
	for _, e := range exts {
		parts = append(parts, e.text)
	}
	if l.private != "" {
		parts = append(parts, l.private)
	}
	return strings.Join(parts, "-")
}

// canonicalLocale parses and canonicalizes a tag.
func canonicalLocale(tag string) (localeID, error) {
	l, ok := parseLocaleID(tag)
	if !ok {
		return l, ErrInvalidTag
	}
	c := canonTables()
	l.langID = c.canonicalize(l.langID)
	// The POSIX variant is the -u-va-posix keyword (en-US-POSIX).
	for i, v := range l.variants {
		if v == "posix" {
			l.variants = append(l.variants[:i:i], l.variants[i+1:]...)
			l.hasU = true
			l.keywords = append(l.keywords, [2]string{"va", "posix"})
			break
		}
	}
	// -u-: attributes once each, keywords by key (the first of a repeated
	// key wins), values canonical.
	var attrs []string
	for _, a := range l.attrs {
		if !hasString(attrs, a) {
			attrs = append(attrs, a)
		}
	}
	sort.Strings(attrs)
	l.attrs = attrs
	var kws [][2]string
	for _, kw := range l.keywords {
		dup := false
		for _, k := range kws {
			dup = dup || k[0] == kw[0]
		}
		if !dup {
			kws = append(kws, [2]string{kw[0], c.value(kw[0], kw[1])})
		}
	}
	sort.SliceStable(kws, func(i, j int) bool { return kws[i][0] < kws[j][0] })
	l.keywords = kws
	if l.tlang != nil {
		t := c.canonicalize(*l.tlang)
		l.tlang = &t
	}
	for i, f := range l.tfields {
		l.tfields[i][1] = c.value(f[0], f[1])
	}
	sort.SliceStable(l.tfields, func(i, j int) bool { return l.tfields[i][0] < l.tfields[j][0] })
	return l, nil
}

// Canonicalize returns the canonical form of a BCP 47 tag, as
// Intl.getCanonicalLocales does, or, for a tag that is not structurally
// valid (a repeated variant or singleton, a grandfathered irregular tag
// such as i-klingon, a tag that does not start with a language), the
// RangeError V8 throws for it in a locale list (tagError).
func Canonicalize(tag string) (string, error) {
	l, err := canonicalLocale(tag)
	if err != nil {
		return "", tagError(tag)
	}
	return l.String(), nil
}

// tagError is V8's RangeError for a tag of a locale list that is not
// well-formed. V8 first asks whether the tag starts with a language
// identifier (language, script, region and variants, up to the end or an
// extension's singleton): if not, "Incorrect locale information
// provided"; if so, the tag failed later, in ICU, and the message names it:
// lowercased, or as written where it is not ASCII (V8 then shows its UTF-8
// bytes one character each). Intl.Locale words every such failure the
// first way (NewLocaleTag).
func tagError(tag string) error {
	if !startsWithLanguageID(tag) {
		return ErrInvalidTag
	}
	for i := 0; i < len(tag); i++ {
		if tag[i] >= 0x80 {
			b := make([]rune, len(tag))
			for i := 0; i < len(tag); i++ {
				b[i] = rune(tag[i])
			}
			return rangeErrorf("Invalid language tag: %s", string(b))
		}
	}
	return rangeErrorf("Invalid language tag: %s", asciiLower(tag))
}

// asciiLower lowercases ASCII letters only, as BCP 47 tags are compared
// (strings.ToLower would make U+0130 an ASCII i).
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// startsWithLanguageID reports whether a tag starts with a
// unicode_language_id, read as V8 reads it: subtags split at "-" with no
// empty last one (so "en-" is "en"), ASCII letters in either case, and the
// identifier ending at the end or at a single-character subtag.
func startsWithLanguageID(tag string) bool {
	p := strings.Split(asciiLower(tag), "-")
	if len(p) > 0 && p[len(p)-1] == "" {
		p = p[:len(p)-1]
	}
	if len(p) == 0 || !tagAlpha(p[0]) || len(p[0]) < 2 || len(p[0]) > 8 || len(p[0]) == 4 {
		return false
	}
	singleton := func(s string) bool { return len(s) == 1 && tagAlnum(s) }
	i := 1
	if i < len(p) && singleton(p[i]) {
		return true
	}
	if i < len(p) && len(p[i]) == 4 && tagAlpha(p[i]) {
		i++
	}
	if i < len(p) && (len(p[i]) == 2 && tagAlpha(p[i]) || len(p[i]) == 3 && tagDigits(p[i])) {
		i++
	}
	for ; i < len(p); i++ {
		if singleton(p[i]) {
			return true
		}
		if !isVariant(p[i]) {
			return false
		}
	}
	return true
}

// Maximize is Intl.Locale.prototype.maximize: the canonical tag with the
// likely script and region added (und-CW: pap-Latn-CW).
func Maximize(tag string) (string, error) {
	l, err := canonicalLocale(tag)
	if err != nil {
		return "", err
	}
	l.langID, _ = canonTables().maximize(l.langID)
	return l.String(), nil
}

// Minimize is Intl.Locale.prototype.minimize: the canonical tag without
// the subtags likely subtags would add back (zh-Hant-TW: zh-TW).
func Minimize(tag string) (string, error) {
	l, err := canonicalLocale(tag)
	if err != nil {
		return "", err
	}
	l.langID = canonTables().minimize(l.langID)
	return l.String(), nil
}

// canonicalizeLegacy is Canonicalize, but a grandfathered irregular tag
// (i-klingon), which ECMA-402 rejects, is its CLDR replacement (tlh), as
// ICU's display names take it.
func canonicalizeLegacy(tag string) (string, error) {
	if to, ok := canonTables().Legacy[strings.ToLower(tag)]; ok {
		tag = to
	}
	return Canonicalize(tag)
}

// LocaleOptions are Intl.Locale's options as the constructor read them
// (strings; numeric as "true" or "false"), absent when undefined.
type LocaleOptions map[string]string

// localeKeys are the -u- keys Intl.Locale's options set, by option.
var localeKeys = [][2]string{{"calendar", "ca"}, {"collation", "co"}, {"hourCycle", "hc"},
	{"caseFirst", "kf"}, {"numeric", "kn"}, {"numberingSystem", "nu"}}

// NewLocaleTag is the tag of new Intl.Locale(tag, options): ECMA-402's
// ApplyOptionsToTag (language, script and region replace the tag's) and
// ApplyUnicodeExtensionToTag (the options' keywords replace the tag's),
// canonical. An option of the wrong form is a RangeError.
func NewLocaleTag(tag string, o LocaleOptions) (string, error) {
	l, err := canonicalLocale(tag)
	if err != nil {
		return "", rangeErrorf("Incorrect locale information provided")
	}
	if v, ok := o["language"]; ok {
		if _, ok := parseLangID([]string{strings.ToLower(v)}); !ok {
			return "", rangeErrorf("Incorrect locale information provided")
		}
		l.lang = strings.ToLower(v)
	}
	if v, ok := o["script"]; ok {
		if len(v) != 4 || !tagAlpha(strings.ToLower(v)) {
			return "", rangeErrorf("Incorrect locale information provided")
		}
		l.script = strings.ToUpper(v[:1]) + strings.ToLower(v[1:])
	}
	if v, ok := o["region"]; ok {
		lv := strings.ToLower(v)
		if !(len(lv) == 2 && tagAlpha(lv) || len(lv) == 3 && tagDigits(lv)) {
			return "", rangeErrorf("Incorrect locale information provided")
		}
		l.region = strings.ToUpper(v)
	}
	for _, k := range localeKeys {
		v, ok := o[k[0]]
		if !ok {
			continue
		}
		switch k[0] {
		case "hourCycle":
			if v != "h11" && v != "h12" && v != "h23" && v != "h24" {
				return "", rangeErrorf("Value %s out of range for locale options property hourCycle", v)
			}
		case "caseFirst":
			if v != "upper" && v != "lower" && v != "false" {
				return "", rangeErrorf("Value %s out of range for locale options property caseFirst", v)
			}
		case "numeric":
		default:
			if !wellFormedType(strings.ToLower(v)) {
				return "", rangeErrorf("Incorrect locale information provided")
			}
			v = strings.ToLower(v)
		}
		l.hasU = true
		set := false
		for i := range l.keywords {
			if l.keywords[i][0] == k[1] {
				l.keywords[i][1], set = v, true
			}
		}
		if !set {
			l.keywords = append(l.keywords, [2]string{k[1], v})
		}
	}
	return Canonicalize(l.String())
}

// LocaleParts are what Intl.Locale's getters report of a canonical tag:
// baseName, language, script, region ("" for none) and the -u- keywords
// ("true" for a key written alone).
func LocaleParts(tag string) (base, lang, script, region string, keywords map[string]string) {
	l, ok := parseLocaleID(tag)
	if !ok {
		return tag, "", "", "", nil
	}
	keywords = map[string]string{}
	for _, kw := range l.keywords {
		if _, dup := keywords[kw[0]]; !dup {
			keywords[kw[0]] = kw[1]
			if kw[1] == "" {
				keywords[kw[0]] = "true"
			}
		}
	}
	return l.langID.String(), l.lang, l.script, l.region, keywords
}
