package intl

import (
	"slices"
	"strconv"
	"strings"
)

// Intl.Locale's info getters as V8 11.3 (Node 20) computes them with ICU:
// calendars, collations, hourCycles, numberingSystems, textInfo,
// timeZones and weekInfo. Each takes the locale's canonical tag. A -u-
// keyword for the getter's own key (ca, co, hc, nu) is the whole answer,
// whatever its value, as in V8; otherwise the answer comes from CLDR's
// supplemental data by the region ICU picks for the tag
// (supplementalRegion) or from the ICU bundle the tag falls back to
// (bundleOf). The tables are the supplemental ones the formatters read
// (calendars, weekData, timeData, the zones' countries) and localeInfo.txt
// (scripts/cldr/generate.mjs); none is read before the first call.

// errLocaleInfoICU is V8's error where ICU fails: hourCycles of a tag
// whose -u-nu- ICU does not know.
var errLocaleInfoICU = &Error{Kind: "RangeError", Message: "Internal error. Icu error."}

// keyword is the value of a -u- key of a parsed tag and whether the tag
// has the key; ICU reads a key written alone as "yes".
func (l localeID) keyword(key string) (string, bool) {
	for _, kw := range l.keywords {
		if kw[0] == key {
			if kw[1] == "" {
				return "yes", true
			}
			return kw[1], true
		}
	}
	return "", false
}

// parseInfoTag parses a canonical tag; a tag that does not parse (never
// one Intl.Locale made) is the root.
func parseInfoTag(tag string) localeID {
	l, ok := parseLocaleID(tag)
	if !ok {
		l, _ = parseLocaleID("und")
	}
	return l
}

// keywordRegion is the region a -u-rg- or -u-sd- value names, as ICU
// reads it: its first two letters (or three digits), if that is a
// territory ("gbzzzz" and "gbsct" are GB; "001zzzz" and "ukzzzz" name
// none).
func (l localeID) keywordRegion(key string) string {
	v, ok := l.keyword(key)
	if !ok || len(v) < 3 || len(v) > 7 {
		return ""
	}
	r := strings.ToUpper(v[:2])
	if v[0] >= '0' && v[0] <= '9' {
		r = v[:3]
	}
	if !slices.Contains(localeInfoList("territories"), r) {
		return ""
	}
	return r
}

// supplementalRegion is the region whose preferences (calendars, week)
// apply to a tag, as ICU's ulocimp_getRegionForSupplementalData finds it:
// a -u-rg- territory, else the tag's region, else (infer) a -u-sd-
// territory or the likely region.
func (l localeID) supplementalRegion(infer bool) string {
	if r := l.keywordRegion("rg"); r != "" {
		return r
	}
	if l.region != "" || !infer {
		return l.region
	}
	if r := l.keywordRegion("sd"); r != "" {
		return r
	}
	return l.likely().region
}

// likely is the tag's language ID with likely subtags added, as ICU's
// addLikelySubtags does ("xx" stays "xx").
func (l localeID) likely() langID {
	// The tags the runner knows carry their likely region already.
	if l.script == "" && l.region == "" && len(l.variants) == 0 && l.lang != "und" {
		if _, region, ok := tagOf(l.lang); ok {
			return langID{lang: l.lang, region: region}
		}
	}
	id, _ := canonTables().maximize(langID{lang: l.lang, script: l.script, region: l.region})
	return id
}

// bundleOf is the tag of the ICU bundle whose locale data a tag reads
// (its layout, collations and default numbering system), "" for the
// root: the tag if the runner knows it (tags.txt), else its parent as
// ICU's resource fallback finds it (CLDR-15265): the variants dropped one
// by one; of a language, script and region, the language and region if
// the script is the one likely for them (ar-Arab-EG: ar-EG), else the
// language and script; of a language and region, the language and the
// likely script for them; of a language and script, the language if the
// script is its likely one, else the root (ar-Latn falls back to the
// root, not to ar).
func bundleOf(l localeID) string {
	id := langID{lang: l.lang, script: l.script, region: l.region, variants: l.variants}
	likelyScript := func(lang, region string) string {
		max, _ := canonTables().maximize(langID{lang: lang, region: region})
		return max.script
	}
	for {
		c := id.String()
		if _, _, ok := tagOf(c); ok {
			return c
		}
		switch {
		case len(id.variants) > 0:
			id.variants = id.variants[:len(id.variants)-1]
		case id.script != "" && id.region != "":
			if likelyScript(id.lang, id.region) == id.script {
				id.script = ""
			} else {
				id.region = ""
			}
		case id.region != "":
			id.script = l.script
			if id.script == "" {
				id.script = likelyScript(id.lang, id.region)
			}
			id.region = ""
			if id.script == "" {
				return ""
			}
		case id.script != "":
			if likelyScript(id.lang, "") != id.script {
				return ""
			}
			id.script = ""
		default:
			return ""
		}
	}
}

// localeInfoList is a line of localeInfo.txt as a list.
func localeInfoList(key string) []string {
	f, _ := suppLocaleInfo.find(key)
	return f
}

// LocaleCalendars is Intl.Locale's calendars: the -u-ca- value, else the
// calendars of the tag's region in order of preference (CLDR's
// calendarPreferenceData; the world's, the Gregorian, for a region it
// does not list).
func LocaleCalendars(tag string) []string {
	l := parseInfoTag(tag)
	if ca, ok := l.keyword("ca"); ok {
		return []string{ca}
	}
	if f, ok := suppCalendars.find(l.supplementalRegion(true)); ok {
		return slices.Clone(f)
	}
	return []string{"gregory"}
}

// LocaleCollations is Intl.Locale's collations: the -u-co- value, else
// the root's (emoji, eor) and those of the tag's language's collation
// data, sorted, without standard and search, as V8 lists them.
func LocaleCollations(tag string) []string {
	l := parseInfoTag(tag)
	if co, ok := l.keyword("co"); ok {
		return []string{co}
	}
	out := []string{"emoji", "eor"}
	if b := bundleOf(l); b != "" {
		lang, _, _ := strings.Cut(b, "-")
		out = append(out, localeInfoList("collations/"+lang)...)
	}
	slices.Sort(out)
	return out
}

// knownNumberingSystem reports whether ICU knows a -u-nu- value: a
// numbering system of CLDR's, or one of the names for a locale's own.
func knownNumberingSystem(nu string) bool {
	switch nu {
	case "default", "native", "traditio", "finance":
		return true
	}
	if _, ok := suppDigits.find(nu); ok {
		return true
	}
	return slices.Contains(localeInfoList("algorithmic"), nu)
}

// LocaleHourCycles is Intl.Locale's hourCycles: the -u-hc- value, else
// the default hour cycle of ICU's DateTimePatternGenerator: CLDR's
// preferred hour format (timeData) for the language and region (a -u-rg-
// territory, else the tag's region, both from likely subtags where the
// tag lacks either), else for the region, else h23. A -u-nu- that ICU
// does not know makes ICU fail (errLocaleInfoICU), as in V8.
func LocaleHourCycles(tag string) ([]string, error) {
	l := parseInfoTag(tag)
	if hc, ok := l.keyword("hc"); ok {
		return []string{hc}, nil
	}
	if nu, ok := l.keyword("nu"); ok && !knownNumberingSystem(nu) {
		return nil, errLocaleInfoICU
	}
	lang, region := l.lang, l.supplementalRegion(false)
	if lang == "und" || region == "" {
		max := l.likely()
		lang, region = max.lang, max.region
	}
	if region == "" {
		region = "001"
	}
	pref, ok := suppTimeData.value(lang + "-" + region)
	if !ok {
		pref, ok = suppTimeData.value(region)
	}
	if !ok {
		return []string{"h23"}, nil
	}
	return []string{hourCycleOf(pref)}, nil
}

// hourCycleOf is the hour cycle of a CLDR hour format (h, H, K, k).
func hourCycleOf(pref string) string {
	switch {
	case strings.HasPrefix(pref, "h"):
		return "h12"
	case strings.HasPrefix(pref, "K"):
		return "h11"
	case strings.HasPrefix(pref, "k"):
		return "h24"
	}
	return "h23"
}

// LocaleNumberingSystems is Intl.Locale's numberingSystems: the -u-nu-
// value, else the default numbering system of the bundle the tag falls
// back to (latn for the root).
func LocaleNumberingSystems(tag string) []string {
	l := parseInfoTag(tag)
	if nu, ok := l.keyword("nu"); ok {
		return []string{nu}
	}
	if b := bundleOf(l); b != "" {
		if loc, ok := Supported(b); ok {
			return []string{loc.NumberingSystem()}
		}
	}
	return []string{"latn"}
}

// LocaleTextDirection is the direction of Intl.Locale's textInfo: "rtl"
// where the layout of the bundle the tag falls back to writes characters
// right to left, else "ltr".
func LocaleTextDirection(tag string) string {
	if b := bundleOf(parseInfoTag(tag)); b != "" && slices.Contains(localeInfoList("rtl"), b) {
		return "rtl"
	}
	return "ltr"
}

// LocaleTimeZones is Intl.Locale's timeZones: the canonical zones (ICU's
// IDs) of the tag's region, sorted, the Etc and SystemV zones for 001;
// false for a tag without a region, whose timeZones is undefined.
func LocaleTimeZones(tag string) ([]string, bool) {
	l := parseInfoTag(tag)
	if l.region == "" {
		return nil, false
	}
	s := namesSupplement()
	if l.region == "001" {
		return slices.Clone(s.WorldZones), true
	}
	return slices.Clone(s.regionZones[l.region]), true
}

// LocaleWeekInfo is Intl.Locale's weekInfo: the first day of the week
// (1 Monday to 7 Sunday; -u-fw- sets it), the days of the weekend in that
// numbering, and the days a month's or year's first week needs, by
// CLDR's weekData for the tag's region (supplementalRegion), as ICU's
// calendar has them; the ISO 8601 calendar's week starts on Monday (when
// -u-fw- does not say otherwise) and needs four days.
func LocaleWeekInfo(tag string) (firstDay int, weekend []int, minimalDays int) {
	l := parseInfoTag(tag)
	first, minDays, weStart, weEnd := weekData(l.supplementalRegion(true))
	fw, hasFW := l.keyword("fw")
	if ca, _ := l.keyword("ca"); ca == "iso8601" {
		if !hasFW {
			first = 1
		}
		minDays = 4
	}
	if d := slices.Index([]string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}, fw); d >= 0 {
		first = d
	}
	// ICU counts days from Sunday (0 here), V8 from Monday (1).
	v8 := func(d int) int {
		if d == 0 {
			return 7
		}
		return d
	}
	weekend = []int{}
	for d := 1; d <= 7; d++ {
		if (d%7-weStart+7)%7 <= (weEnd-weStart+7)%7 {
			weekend = append(weekend, d)
		}
	}
	return v8(first), weekend, minDays
}

// weekData is a region's week (CLDR's weekData): its first day (0
// Sunday to 6 Saturday), the days a year's first week needs, and the
// first and last days of its weekend; the world's (Monday, 1, Saturday,
// Sunday) where CLDR gives the region none of its own.
func weekData(region string) (firstDay, minDays, weekendStart, weekendEnd int) {
	f, ok := suppWeekData.find(region)
	if !ok || len(f) != 4 {
		return 1, 1, 6, 0
	}
	n := make([]int, 4)
	for i, s := range f {
		n[i], _ = strconv.Atoi(s)
	}
	return n[0], n[1], n[2], n[3]
}
