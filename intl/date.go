package intl

import (
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	// The tz database is embedded: the sandbox's walls forbid opening
	// /usr/share/zoneinfo once an execution runs, and a bare machine has
	// none. Its init only registers the data (measured: no init time).
	_ "time/tzdata"
)

// DateTimeFormat is Intl.DateTimeFormat's resolved options and pattern.
type DateTimeFormat struct {
	Locale Locale
	// Calendar is gregory, buddhist, persian, iso8601 or one of
	// otherCalendarPart's.
	Calendar  string
	TimeZone  string
	loc       *time.Location
	HourCycle string // h11, h12, h23, h24; "" when no hour is shown
	DateStyle string
	TimeStyle string
	// TimeZoneName is the timeZoneName option, "" when absent.
	TimeZoneName string
	// Components as resolved from the pattern, in resolvedOptions' order.
	components []KV
	pattern    string
	// numbers is the date style's numbering of some fields (he's Hebrew
	// numerals in the Hebrew calendar), nil for none.
	numbers map[rune]string
	// interval is ICU's DateIntervalFormat for the pattern, made on the
	// first formatRange.
	intervalOnce sync.Once
	interval     *icuInterval
}

// dateComponents are the component options, in the order ECMA-402 reads
// them and resolvedOptions reports them.
var dateComponents = []struct {
	name   string
	values []string
}{
	{"weekday", []string{"narrow", "short", "long"}},
	{"era", []string{"narrow", "short", "long"}},
	{"year", []string{"2-digit", "numeric"}},
	{"month", []string{"2-digit", "numeric", "narrow", "short", "long"}},
	{"day", []string{"2-digit", "numeric"}},
	{"hour", []string{"2-digit", "numeric"}},
	{"minute", []string{"2-digit", "numeric"}},
	{"second", []string{"2-digit", "numeric"}},
}

// requestedKeywords are the -u- keywords of the requested locale that
// Resolve picks (the first supported one), by key.
func requestedKeywords(locales []string) map[string]string {
	out := map[string]string{}
	for _, tag := range locales {
		if _, ok := Supported(tag); ok {
			if l, ok := parseLocaleID(tag); ok {
				for _, kw := range l.keywords {
					if _, dup := out[kw[0]]; !dup {
						out[kw[0]] = kw[1]
					}
				}
			}
			break
		}
	}
	return out
}

// decimalSymbol is the decimal separator of the locale's numbering
// system, as NumberFormat's symbols find it.
func (l Locale) decimalSymbol() string {
	n := &l.tables().Number
	if l.nu != "" && l.nu != n.NumberingSystem {
		s := n.LatnSymbols
		if l.nu != "latn" || s == nil {
			s = suppNuSymbols.get()[l.nu]
		}
		if s != nil {
			return s.Decimal
		}
	}
	return n.Symbols.Decimal
}

// knownCalendar reports whether ICU (Node 20) knows a calendar.
func knownCalendar(c string) bool {
	switch c {
	case "buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic", "gregory", "hebrew", "indian",
		"islamic", "islamic-civil", "islamic-rgsa", "islamic-tbla", "islamic-umalqura", "iso8601",
		"japanese", "persian", "roc":
		return true
	}
	return false
}

// localZoneLink is where /etc/localtime points, read once. The runner
// reads it before its walls go up (NoteLocalZone), as it loads time.Local
// then: Landlock refuses the readlink afterwards, and the zone Date uses
// would go unnamed.
var localZoneLink = sync.OnceValues(func() (string, error) {
	return os.Readlink("/etc/localtime")
})

// NoteLocalZone reads what DefaultTimeZone needs from the file system, for
// a process about to lose it. Without TZ it costs one readlink.
func NoteLocalZone() {
	if os.Getenv("TZ") == "" {
		_, _ = localZoneLink()
	}
}

// DefaultTimeZone names the zone Date's local time is in: TZ, else the
// zone /etc/localtime links to (as ICU finds it), else Etc/Unknown as V8
// says when it cannot name the zone.
func DefaultTimeZone() (string, *time.Location) {
	name := strings.TrimPrefix(os.Getenv("TZ"), ":")
	if name == "" {
		name = time.Local.String()
	}
	if name == "Local" {
		// time.Local was read from /etc/localtime, a link into the tz
		// database on most systems; its target names the zone. (A failed
		// readlink, as the sandbox may make it, leaves the zone unnamed.)
		if target, err := localZoneLink(); err == nil {
			if _, zone, ok := strings.Cut(target, "zoneinfo/"); ok {
				if canon, _, ok := loadZone(zone); ok {
					return canon, time.Local
				}
			}
		}
	}
	if name == "" || name == "Local" {
		return "Etc/Unknown", time.Local
	}
	if canon, loc, ok := loadZone(name); ok {
		return canon, loc
	}
	return "Etc/Unknown", time.Local
}

// loadZone loads an IANA zone; UTC's aliases are reported as "UTC", as
// V8 does.
func loadZone(name string) (string, *time.Location, bool) {
	// Zone names are ASCII: asıa/baku is no zone, though its uppercase
	// is ASIA/BAKU.
	for i := 0; i < len(name); i++ {
		if name[i] >= 0x80 {
			return "", nil, false
		}
	}
	switch strings.ToUpper(name) {
	case "UTC", "ETC/UTC", "GMT", "ETC/GMT", "ETC/UCT", "UCT", "ETC/ZULU", "ZULU", "ETC/UNIVERSAL", "UNIVERSAL", "ETC/GREENWICH", "GREENWICH", "ETC/GMT0", "ETC/GMT+0", "ETC/GMT-0", "GMT0", "GMT+0", "GMT-0":
		return "UTC", time.UTC, true
	}
	if name == "" || strings.HasPrefix(name, "/") || strings.Contains(name, "..") {
		return "", nil, false
	}
	loc, err := loadLocation(name)
	if err != nil {
		// ICU matches a zone's name without regard to case and reports it
		// as the tz database spells it: asia/kolkata is Asia/Kolkata
		// (issue 19). The tz database, embedded or on disk, is looked up
		// by exact name.
		spelled, ok := zoneSpellings()[strings.ToUpper(name)]
		if !ok {
			return "", nil, false
		}
		if loc, err = time.LoadLocation(spelled); err != nil {
			return "", nil, false
		}
		name = spelled
	}
	// V8 names a zone by ICU's canonical ID, CLDR's older one where the
	// tz database renamed it (Asia/Kolkata is Asia/Calcutta).
	if old, ok := suppTZAliases.get()[name]; ok {
		name = old
	}
	return name, loc, true
}

// zoneSpellings maps each zone name CLDR knows (its zones with
// metazones, the tz database's names for them where it renamed them, and
// the fixed Etc/GMT offsets), in upper case, to its spelling. It is built
// on the first zone name that is not found as it was written.
var zoneSpellings = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	add := func(name string) { m[strings.ToUpper(name)] = name }
	for zone := range zoneMetazones() {
		add(zone)
	}
	for now, old := range suppTZAliases.get() {
		add(now)
		add(old)
	}
	for h := -14; h <= 12; h++ {
		switch {
		case h < 0:
			add("Etc/GMT" + strconv.Itoa(h))
		case h > 0:
			add("Etc/GMT+" + strconv.Itoa(h))
		}
	}
	return m
})

// NewDateTimeFormat is CreateDateTimeFormat; required and defaults are
// ToDateTimeOptions' ("date", "time" or "any"; "date", "time" or "all").
func NewDateTimeFormat(locales []string, o Options, required, defaults string) (*DateTimeFormat, error) {
	ctor := o.service("Intl.DateTimeFormat")
	f := &DateTimeFormat{Locale: Resolve(locales)}
	var err error
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	// The requested locale's -u-ca- and -u-hc- apply where the options
	// do not say otherwise, and stay in the resolved locale where they
	// applied or the option agreed (V8 11).
	ext := requestedKeywords(locales)
	keep := map[string]string{}
	// The calendar: the region's preferred one where the locale has it
	// (Thailand's Buddhist, Iran's and Afghanistan's Persian), else the
	// Gregorian; the option or -u-ca- picks any of them. A calendar ICU
	// knows that the runner cannot format is an error; one nobody knows
	// is the default, as in Node.
	f.Calendar = "gregory"
	switch suppCalendars.str(f.Locale.Region) {
	case "buddhist":
		if f.Locale.tables().hasBuddhist() {
			f.Calendar = "buddhist"
		}
	case "persian":
		f.Calendar = "persian"
	}
	cal, hasCal := o["calendar"].(string)
	if hasCal {
		if !wellFormedType(cal) {
			return nil, rangeErrorf("Invalid calendar : %s", cal)
		}
		cal = canonTables().value("ca", strings.ToLower(cal))
	} else {
		cal = ext["ca"]
	}
	switch {
	case cal == "":
	case cal == "gregory" || cal == "persian" || cal == "iso8601" || cal == "buddhist" && f.Locale.tables().hasBuddhist() || otherCalendarPart(cal) != "":
		f.Calendar = cal
		if !hasCal || ext["ca"] == cal {
			keep["ca"] = cal
		}
	case knownCalendar(cal):
		return nil, unsupported(ctor, "calendar", cal)
	}
	if err = checkNumberingSystem(ctor, o, &f.Locale); err != nil {
		return nil, err
	}
	hour12, hasHour12 := o["hour12"].(bool)
	hc, err := o.str(ctor, "hourCycle", []string{"h11", "h12", "h23", "h24"}, "")
	if err != nil {
		return nil, err
	}
	if hasHour12 {
		hc = ""
	}
	switch x := ext["hc"]; {
	case x != "h11" && x != "h12" && x != "h23" && x != "h24":
	case hc == "" && !hasHour12:
		hc, keep["hc"] = x, x
	case hc == x:
		keep["hc"] = x
	}
	if len(keep) > 0 {
		if f.Locale.nu != "" {
			keep["nu"] = f.Locale.nu
		}
		base, _ := extensions(f.Locale.Tag)
		var kws []string
		for _, k := range []string{"ca", "hc", "nu"} {
			if v := keep[k]; v != "" {
				kws = append(kws, k+"-"+v)
			}
		}
		f.Locale.Tag = base + "-u-" + strings.Join(kws, "-")
	}
	if tz, ok := o["timeZone"]; ok {
		canon, loc, ok := loadZone(tz.(string))
		if !ok {
			return nil, rangeErrorf("Invalid time zone specified: %v", tz)
		}
		f.TimeZone, f.loc = canon, loc
	} else {
		f.TimeZone, f.loc = DefaultTimeZone()
	}
	req := map[string]string{}
	for _, c := range dateComponents {
		v, err := o.str(ctor, c.name, c.values, "")
		if err != nil {
			return nil, err
		}
		if v != "" {
			req[c.name] = v
		}
	}
	dayPeriod, err := o.str(ctor, "dayPeriod", []string{"narrow", "short", "long"}, "")
	if err != nil {
		return nil, err
	}
	fsd, _, err := o.num("fractionalSecondDigits", 1, 3)
	if err != nil {
		return nil, err
	}
	if f.TimeZoneName, err = o.str(ctor, "timeZoneName", []string{"short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"}, ""); err != nil {
		return nil, err
	}
	if _, err = o.str(ctor, "formatMatcher", []string{"basic", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	if f.DateStyle, err = o.str(ctor, "dateStyle", []string{"full", "long", "medium", "short"}, ""); err != nil {
		return nil, err
	}
	if f.TimeStyle, err = o.str(ctor, "timeStyle", []string{"full", "long", "medium", "short"}, ""); err != nil {
		return nil, err
	}
	styled := f.DateStyle != "" || f.TimeStyle != ""
	if styled {
		var explicit []string
		for _, c := range dateComponents {
			if c.name == "hour" && dayPeriod != "" {
				explicit = append(explicit, "dayPeriod")
			}
			if _, ok := req[c.name]; ok {
				explicit = append(explicit, c.name)
			}
		}
		if fsd != 0 {
			explicit = append(explicit, "fractionalSecondDigits")
		}
		if f.TimeZoneName != "" {
			explicit = append(explicit, "timeZoneName")
		}
		if len(explicit) > 0 {
			return nil, &Error{"TypeError", "Can't set option " + explicit[0] + " when " + map[bool]string{true: "dateStyle", false: "timeStyle"}[f.DateStyle != ""] + " is used"}
		}
	}
	if !styled {
		needDefaults := true
		if required == "date" || required == "any" {
			for _, k := range []string{"weekday", "year", "month", "day"} {
				if req[k] != "" {
					needDefaults = false
				}
			}
		}
		if required == "time" || required == "any" {
			for _, k := range []string{"hour", "minute", "second"} {
				if req[k] != "" {
					needDefaults = false
				}
			}
			if dayPeriod != "" || fsd != 0 {
				needDefaults = false
			}
		}
		if needDefaults && (defaults == "date" || defaults == "all") {
			req["year"], req["month"], req["day"] = "numeric", "numeric", "numeric"
		}
		if needDefaults && (defaults == "time" || defaults == "all") {
			req["hour"], req["minute"], req["second"] = "numeric", "numeric", "numeric"
		}
	}

	// The hour cycle: the locale's, or hourCycle, or hour12 as ECMA-402
	// (2023) has it: a 12-hour clock from h23 is h11, a 24-hour one from
	// h12 is h24.
	def := f.Locale.hourCycle()
	switch {
	case hasHour12 && hour12 && (def == "h11" || def == "h23"):
		hc = "h11"
	case hasHour12 && hour12:
		hc = "h12"
	case hasHour12 && (def == "h11" || def == "h23"):
		hc = "h23"
	case hasHour12:
		hc = "h24"
	case hc == "":
		hc = def
	}
	g := f.calendarTables()
	if styled {
		var datePat, timePat string
		if f.DateStyle != "" {
			datePat = g.DateFormats[f.DateStyle]
			f.numbers = numberOverride(g.DateNumbers[f.DateStyle])
		}
		if f.TimeStyle != "" {
			timePat = g.TimeFormats[f.TimeStyle]
			f.HourCycle = hc
		}
		switch {
		case datePat != "" && timePat != "":
			glue := g.DateTimeFormatsAtTime[f.DateStyle]
			if glue == "" {
				glue = g.DateTimeFormats[f.DateStyle]
			}
			f.pattern = strings.NewReplacer("{1}", datePat, "{0}", timePat).Replace(glue)
		case datePat != "":
			f.pattern = datePat
		default:
			f.pattern = timePat
		}
		if f.TimeStyle != "" {
			if p, ok := regenerateForHourCycle(g, f.pattern, hc); ok {
				f.pattern, f.numbers = p, nil
			}
		}
		return f, nil
	}
	skeleton := ""
	widths := map[string]string{
		"weekday:narrow": "EEEEE", "weekday:short": "EEE", "weekday:long": "EEEE",
		"era:narrow": "GGGGG", "era:short": "GGG", "era:long": "GGGG",
		"year:2-digit": "yy", "year:numeric": "y",
		"month:2-digit": "MM", "month:numeric": "M", "month:narrow": "MMMMM", "month:short": "MMM", "month:long": "MMMM",
		"day:2-digit": "dd", "day:numeric": "d",
		"hour:2-digit": "hh", "hour:numeric": "h",
		"minute:2-digit": "mm", "minute:numeric": "m",
		"second:2-digit": "ss", "second:numeric": "s",
	}
	// V8 asks ICU for h or H and then puts the hour cycle's own letter
	// into the pattern.
	hourChar := map[string]string{"h11": "h", "h12": "h", "h23": "H", "h24": "H"}[hc]
	for _, c := range []string{"era", "year", "month", "weekday", "day", "hour", "minute", "second"} {
		if v := req[c]; v != "" {
			s := widths[c+":"+v]
			if c == "hour" {
				s = strings.Repeat(hourChar, len(s))
			}
			skeleton += s
		}
	}
	// A day period goes with a 12-hour clock or no hour at all: ICU
	// drops it from a skeleton with H.
	if dayPeriod != "" && (req["hour"] == "" || hourChar == "h") {
		skeleton += map[string]string{"short": "B", "long": "BBBB", "narrow": "BBBBB"}[dayPeriod]
	}
	zone := zoneField(f.TimeZoneName)
	skeleton += zone
	var pat string
	ok := true
	switch {
	case skeleton == "" && fsd != 0:
		// Fractional seconds alone are their field.
	case strings.Trim(skeleton, "B") == "":
		pat = skeleton
	default:
		pat, ok = bestPattern(g, skeleton, true)
	}
	if fsd != 0 && ok {
		// ICU puts the fractional seconds after the seconds, with the
		// locale's decimal separator, or shows them alone.
		frac := strings.Repeat("S", fsd)
		switch i := strings.LastIndexByte(pat, 's'); {
		case pat == "":
			pat = frac
		case i >= 0:
			pat = pat[:i+1] + quote(f.Locale.decimalSymbol()) + frac + pat[i+1:]
		default:
			ok = false
		}
	}
	if !ok {
		return nil, rangeErrorf("%s: this combination of date and time fields is not supported by this runner", ctor)
	}
	if req["hour"] != "" {
		f.HourCycle = hc
		pat = setHourLetter(pat, hc, dayPeriod != "")
	}
	if zone != "" {
		pat = setZoneField(pat, zone)
	}
	f.pattern = pat
	f.components = resolvedComponents(pat)
	return f, nil
}

// setHourLetter puts the hour cycle's letter into a pattern's hour
// fields, and AM/PM for a flexible day period (zh-Hant's Bh:mm:ss), as
// ICU's pattern generator does for V8's h or H skeleton.
//
// keepB keeps a flexible day period the dayPeriod option asked for.
func setHourLetter(p, hc string, keepB bool) string {
	want := map[string]rune{"h11": 'K', "h12": 'h', "h23": 'H', "h24": 'k'}[hc]
	var sb strings.Builder
	for _, t := range tokenize(p) {
		switch {
		case t.field && t.char == 'B' && !keepB:
			sb.WriteString("a")
		case t.field && strings.ContainsRune("hHKk", t.char):
			sb.WriteString(strings.Repeat(string(want), len(t.text)))
		case t.field:
			sb.WriteString(t.text)
		default:
			sb.WriteString(quote(t.text))
		}
	}
	return sb.String()
}

func quote(s string) string {
	if s == "" {
		return ""
	}
	if strings.IndexFunc(s, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '\'' }) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// token is a pattern field ("MMM") or literal text.
type token struct {
	field bool
	char  rune
	text  string
}

func tokenize(p string) []token {
	var out []token
	rs := []rune(p)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case r == '\'':
			j := i + 1
			var lit strings.Builder
			for j < len(rs) {
				if rs[j] == '\'' {
					if j+1 < len(rs) && rs[j+1] == '\'' {
						lit.WriteRune('\'')
						j += 2
						continue
					}
					break
				}
				lit.WriteRune(rs[j])
				j++
			}
			if j == i+1 && j < len(rs) {
				lit.WriteRune('\'')
			}
			out = appendLiteral(out, lit.String())
			i = j + 1
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			j := i
			for j < len(rs) && rs[j] == r {
				j++
			}
			out = append(out, token{field: true, char: r, text: string(rs[i:j])})
			i = j
		default:
			out = appendLiteral(out, string(r))
			i++
		}
	}
	return out
}

func appendLiteral(out []token, s string) []token {
	if n := len(out); n > 0 && !out[n-1].field {
		out[n-1].text += s
		return out
	}
	return append(out, token{text: s})
}

// fieldKind groups pattern letters into the fields of a skeleton.
func fieldKind(c rune) rune {
	switch c {
	case 'L':
		return 'M'
	case 'c', 'e':
		return 'E'
	case 'H', 'k', 'K':
		return 'h'
	case 'v', 'O', 'V':
		return 'z'
	}
	return c
}

type skelField struct {
	char rune
	n    int
}

func parseSkeleton(s string) map[rune]skelField {
	out := map[rune]skelField{}
	for _, t := range tokenize(s) {
		if t.field {
			out[fieldKind(t.char)] = skelField{t.char, len([]rune(t.text))}
		}
	}
	return out
}

// icuType is ICU's DateTimePatternGenerator type of a field: text widths
// are negative constants (narrow is nearer to short than long is), numeric
// fields 0x100 plus their width.
func icuType(kind rune, n int) int {
	if !isText(kind, n) {
		return 0x100 + n
	}
	if kind == 'a' {
		return -0x103
	}
	if kind == 'M' {
		n -= 0 // MMM short, MMMM long, MMMMM narrow, as E's widths 3, 4, 5
	}
	switch {
	case n <= 3:
		return -0x103
	case n == 4:
		return -0x104
	case n == 5:
		return -0x101
	}
	return -0x102
}

// standAloneType shifts a stand-alone month's or weekday's text type as
// ICU's dtTypes table does (DT_DELTA for L, twice that for c), so that a
// skeleton's LLL is nearer to an available MMMM than to MMM (es "dLLL"
// is "d 'de' MMM", from MMMMd).
func standAloneType(f skelField, t int) int {
	delta := map[rune]int{'L': 0x10, 'c': 0x20}[f.char]
	if t < 0 {
		return t - delta
	}
	return t + delta
}

func isText(kind rune, n int) bool {
	switch kind {
	case 'M':
		return n >= 3
	case 'E', 'G', 'a', 'z':
		return true
	}
	return false
}

// bestPattern is a subset of ICU's DateTimePatternGenerator: the
// available format with exactly the requested fields and the nearest
// widths, its widths adjusted to the request; failing that, a date part
// and a time part joined by the locale's date-time pattern.
//
// matchHour is V8's UDATPG_MATCH_HOUR_FIELD_LENGTH: the hour takes the
// requested width; without it (ICU's own use, as in formatRange's
// fallback) the hour keeps the pattern's.
func bestPattern(g *gregorianData, skeleton string, matchHour bool) (string, bool) {
	if p, ok := matchAvailable(g, skeleton, matchHour); ok {
		return p, true
	}
	var date, tm strings.Builder
	for _, t := range tokenize(skeleton) {
		if strings.ContainsRune("hHkKmszvOB", t.char) {
			tm.WriteString(t.text)
		} else {
			date.WriteString(t.text)
		}
	}
	if date.Len() == 0 || tm.Len() == 0 {
		return "", false
	}
	dp, ok1 := matchAvailable(g, date.String(), matchHour)
	tp, ok2 := matchAvailable(g, tm.String(), matchHour)
	if k := fieldKind([]rune(tm.String())[0]); !ok2 && (k == 'z' || k == 'B') && len(tokenize(tm.String())) == 1 {
		// A zone alone is its field, as ICU appends it to an empty
		// time pattern; so is a day period.
		tp, ok2 = tm.String(), true
	}
	if !ok1 || !ok2 {
		return "", false
	}
	style := glueStyle(date.String())
	glue := g.DateTimeFormatsAtTime[style]
	if glue == "" {
		glue = g.DateTimeFormats[style]
	}
	return strings.NewReplacer("{1}", dp, "{0}", tp).Replace(glue), true
}

// candidate is a pattern the generator may pick, with its skeleton.
type candidate struct {
	skeleton map[rune]skelField
	pattern  string
	derived  bool // from dateFormats/timeFormats, not availableFormats
}

// candidates are ICU's: the available formats by key, and the locale's
// date and time format patterns with skeletons read from them.
func candidates(g *gregorianData) []candidate {
	g.candidatesOnce.Do(func() { g.candidates = makeCandidates(g) })
	return g.candidates
}

func makeCandidates(g *gregorianData) []candidate {
	keys := make([]string, 0, len(g.AvailableFormats))
	for k := range g.AvailableFormats {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []candidate
	for _, k := range keys {
		out = append(out, candidate{parseSkeleton(k), g.AvailableFormats[k], false})
	}
	for _, m := range []map[string]string{g.DateFormats, g.TimeFormats} {
		for _, style := range []string{"full", "long", "medium", "short"} {
			p := m[style]
			sk := map[rune]skelField{}
			ok := true
			for _, t := range tokenize(p) {
				switch {
				case !t.field || t.char == 'a':
				default:
					sk[fieldKind(t.char)] = skelField{t.char, len([]rune(t.text))}
				}
			}
			// A format whose skeleton is an available format's key is
			// replaced by that format (zh's "y年M月d日" by yMd's "y/M/d").
			for _, c := range out {
				if ok && sameSkeleton(c.skeleton, sk) {
					ok = false
				}
			}
			if ok {
				out = append(out, candidate{sk, p, true})
			}
		}
	}
	// ICU's canonical items: every field alone is a pattern of itself, so
	// a minute or second alone, which no available format has, is "m" or
	// "s" (V8 prints { minute: "2-digit" } as "5").
	for _, c := range "GyQMwWEDFdaHmsSv" {
		sk := map[rune]skelField{fieldKind(c): {c, 1}}
		have := false
		for _, o := range out {
			if len(o.skeleton) == 1 && sameSkeleton(o.skeleton, sk) || len(o.skeleton) == 1 && o.skeleton[fieldKind(c)].n > 0 {
				have = true
			}
		}
		if !have {
			out = append(out, candidate{sk, string(c), false})
		}
	}
	return out
}

func sameSkeleton(a, b map[rune]skelField) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w.n != v.n || fieldKind(w.char) != fieldKind(v.char) {
			return false
		}
	}
	return true
}

func matchAvailable(g *gregorianData, skeleton string, matchHour bool) (string, bool) {
	want := parseSkeleton(skeleton)
	wantHour := want['h'].char
	var best *candidate
	bestScore := math.MaxInt
	for _, c := range candidates(g) {
		have := c.skeleton
		if len(have) != len(want) {
			continue
		}
		score := 0
		for kind, w := range want {
			h, ok := have[kind]
			if !ok {
				score = -1
				break
			}
			if kind == 'h' {
				// h and K are 12-hour, H and k 24-hour.
				if (h.char == 'h' || h.char == 'K') != (wantHour == 'h' || wantHour == 'K') {
					score = -1
					break
				}
			}
			if kind == 'z' {
				score += abs(zoneType(h.char, h.n) - zoneType(w.char, w.n))
			} else {
				score += abs(standAloneType(h, icuType(kind, h.n)) - standAloneType(w, icuType(kind, w.n)))
			}
		}
		// On a tie ICU's order puts the locale's own time and date formats
		// first (de "HH:mm" over the key Hm for hour numeric, minute 2-digit).
		if score >= 0 && (score < bestScore || score == bestScore && score > 0 && c.derived && !best.derived) {
			c := c
			best, bestScore = &c, score
		}
	}
	if best == nil {
		return "", false
	}
	// ICU adjusts the fields of every match, a perfect one too: the
	// widths where the key's differ from the request (era "short" is
	// GGG, ru's GyMd pattern has GGGGG), the zone's letter.
	return adjustWidths(best.pattern, best.skeleton, want, matchHour), true
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// adjustWidths gives the pattern's fields the requested widths, as ICU's
// adjustFieldTypes does: a field keeps its width when the available
// format's key already had the requested one, or when one of them is
// numeric and the other text (the hour too: V8 asks for
// UDATPG_MATCH_HOUR_FIELD_LENGTH); the minute and second keep the
// pattern's.
func adjustWidths(pattern string, key, want map[rune]skelField, matchHour bool) string {
	var sb strings.Builder
	for _, t := range tokenize(pattern) {
		if !t.field {
			sb.WriteString(quote(t.text))
			continue
		}
		kind := fieldKind(t.char)
		w, ok := want[kind]
		n := len([]rune(t.text))
		if ok {
			switch {
			case kind == 'm' || kind == 's' || kind == 'h' && !matchHour:
			case key[kind].n == w.n:
			case isText(kind, n) != isText(kind, w.n):
			default:
				n = w.n
			}
		}
		c := t.char
		if ok && (kind == 'h' || kind == 'z') {
			// ICU's adjustFieldTypes writes the requested letter for every
			// field but the month, weekday and year (and the hour, by the
			// hour cycle): a zone asked as z stays z in a pattern found
			// under v (en's "h:mm:ss a v" for hmsz).
			c = w.char
		}
		sb.WriteString(strings.Repeat(string(c), n))
	}
	return sb.String()
}

// resolvedComponents reads the shown components back from the pattern
// as V8 does: by looking for each field's letters anywhere in the
// pattern, quoted literals included (so es "MMMM 'de' y" reports a day,
// from the d of "de").
func resolvedComponents(pattern string) []KV {
	probes := []struct {
		name  string
		forms [][2]string
	}{
		{"weekday", [][2]string{{"EEEEE", "narrow"}, {"EEEE", "long"}, {"EEE", "short"}, {"EE", "short"}, {"E", "short"},
			{"ccccc", "narrow"}, {"cccc", "long"}, {"ccc", "short"}, {"cc", "short"}, {"c", "short"}}},
		{"era", [][2]string{{"GGGGG", "narrow"}, {"GGGG", "long"}, {"GGG", "short"}, {"GG", "short"}, {"G", "short"}}},
		{"year", [][2]string{{"yy", "2-digit"}, {"y", "numeric"}}},
		{"month", [][2]string{{"MMMMM", "narrow"}, {"MMMM", "long"}, {"MMM", "short"}, {"MM", "2-digit"}, {"M", "numeric"},
			{"LLLLL", "narrow"}, {"LLLL", "long"}, {"LLL", "short"}, {"LL", "2-digit"}, {"L", "numeric"}}},
		{"day", [][2]string{{"dd", "2-digit"}, {"d", "numeric"}}},
		{"dayPeriod", [][2]string{{"BBBBB", "narrow"}, {"BBBB", "long"}, {"B", "short"}}},
		{"hour", [][2]string{{"HH", "2-digit"}, {"H", "numeric"}, {"hh", "2-digit"}, {"h", "numeric"}, {"kk", "2-digit"}, {"k", "numeric"}, {"KK", "2-digit"}, {"K", "numeric"}}},
		{"minute", [][2]string{{"mm", "2-digit"}, {"m", "numeric"}}},
		{"second", [][2]string{{"ss", "2-digit"}, {"s", "numeric"}}},
		{"timeZoneName", [][2]string{{"zzzz", "long"}, {"z", "short"}, {"OOOO", "longOffset"}, {"O", "shortOffset"},
			{"vvvv", "longGeneric"}, {"v", "shortGeneric"}}},
	}
	var out []KV
	for _, p := range probes {
		for _, f := range p.forms {
			if strings.Contains(pattern, f[0]) {
				out = append(out, KV{p.name, f[1]})
				break
			}
		}
		if p.name == "second" {
			if n := strings.Count(pattern, "S"); n > 0 {
				out = append(out, KV{"fractionalSecondDigits", n})
			}
		}
	}
	return out
}

// Resolved is resolvedOptions().
func (f *DateTimeFormat) Resolved() []KV {
	out := []KV{{"locale", f.Locale.Tag}, {"calendar", f.Calendar}, {"numberingSystem", f.Locale.NumberingSystem()}, {"timeZone", f.TimeZone}}
	if f.HourCycle != "" {
		out = append(out, KV{"hourCycle", f.HourCycle}, KV{"hour12", f.HourCycle == "h11" || f.HourCycle == "h12"})
	}
	out = append(out, f.components...)
	if f.DateStyle != "" {
		out = append(out, KV{"dateStyle", f.DateStyle})
	}
	if f.TimeStyle != "" {
		out = append(out, KV{"timeStyle", f.TimeStyle})
	}
	return out
}

// FormatToParts formats a time value (milliseconds since the epoch).
func (f *DateTimeFormat) FormatToParts(ms float64) ([]Part, error) {
	if math.IsNaN(ms) || math.Abs(ms) > 8.64e15 {
		return nil, rangeErrorf("Invalid time value")
	}
	return f.formatTokensNumbered(tokenize(f.pattern), time.UnixMilli(int64(ms)).In(f.loc), f.numbers)
}

// formatTokens formats a tokenized pattern at a time.
func (f *DateTimeFormat) formatTokens(toks []token, t time.Time) ([]Part, error) {
	return f.formatTokensNumbered(toks, t, nil)
}

// formatTokensNumbered is formatTokens with a date style's numbering
// of some fields (numbers), which format applies and formatRange does
// not (ICU's interval formats are the pattern generator's).
func (f *DateTimeFormat) formatTokensNumbered(toks []token, t time.Time, numbers map[rune]string) ([]Part, error) {
	g := f.calendarTables()
	var out []Part
	digits := f.Locale.digits()
	num := func(n, width int) string {
		s := strconv.Itoa(n)
		for len(s) < width {
			s = "0" + s
		}
		return localizeDigits(s, digits)
	}
	for _, tok := range toks {
		if !tok.field {
			out = append(out, Part{"literal", tok.text})
			continue
		}
		n := len([]rune(tok.text))
		var p Part
		switch tok.char {
		case 'G':
			width := map[int]string{4: "eraNames", 5: "eraNarrow"}[n]
			if width == "" {
				width = "eraAbbr"
			}
			era, _, _, _ := f.calendarDate(t)
			p = Part{"era", g.Eras[width][strconv.Itoa(era)]}
		case 'y':
			_, y, _, _ := f.calendarDate(t)
			if y == 1 && f.hanYear(toks) {
				// ICU writes the first year of a Japanese era 元 in
				// Japanese where the pattern has 年 (令和元年).
				p = Part{"year", "元"}
			} else if s, ok := overrideNumber(numbers, 'y', y); ok {
				p = Part{"year", s}
			} else if n == 2 {
				p = Part{"year", num(y%100, 2)}
			} else {
				p = Part{"year", num(y, n)}
			}
		case 'M', 'L':
			ctx := "format"
			if tok.char == 'L' {
				ctx = "stand-alone"
			}
			_, _, month, _ := f.calendarDate(t)
			leapCtx, leapWidth := ctx, ""
			switch n {
			case 1, 2:
				p = Part{"month", num(month, n)}
				if s, ok := overrideNumber(numbers, 'M', month); ok {
					p.Value = s
				}
				leapCtx, leapWidth = "numeric", "all"
			default:
				leapWidth = map[int]string{3: "abbreviated", 4: "wide", 5: "narrow"}[n]
				p = Part{"month", g.Months[ctx][leapWidth][f.monthKey(t, month)]}
			}
			if g.MonthPatterns != nil && f.lunisolarDate(t).leap {
				// A leap month: its number or name in the locale's
				// leap-month pattern (zh's 闰二月, en's 2bis).
				if pat := g.MonthPatterns[leapCtx][leapWidth]["leap"]; pat != "" {
					p.Value = strings.Replace(pat, "{0}", p.Value, 1)
				}
			}
		case 'Y':
			y := f.weekYear(t)
			if n == 2 {
				p = Part{"year", num(((y%100)+100)%100, 2)}
			} else {
				p = Part{"year", num(y, n)}
			}
		case 'U':
			// The year's sexagenary name (chinese, dangi).
			_, y, _, _ := f.calendarDate(t)
			p = Part{"yearName", g.CyclicYears[strconv.Itoa(y)]}
		case 'r':
			// The Gregorian year the calendar's year begins in.
			y := f.lunisolarDate(t).relatedYear
			if y == 0 {
				_, y, _, _ = f.calendarDate(t)
			}
			p = Part{"relatedYear", num(y, n)}
			if s, ok := overrideNumber(numbers, 'r', y); ok {
				p.Value = s
			}
		case 'd':
			_, _, _, day := f.calendarDate(t)
			if s, ok := overrideNumber(numbers, 'd', day); ok {
				p = Part{"day", s}
			} else {
				p = Part{"day", num(day, n)}
			}
		case 'E', 'c':
			ctx := "format"
			if tok.char == 'c' {
				ctx = "stand-alone"
			}
			width := "abbreviated"
			switch n {
			case 4:
				width = "wide"
			case 5:
				width = "narrow"
			case 6:
				width = "short"
			}
			day := [...]string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}[t.Weekday()]
			p = Part{"weekday", g.Days[ctx][width][day]}
		case 'a':
			key := "am"
			if t.Hour() >= 12 {
				key = "pm"
			}
			p = Part{"dayPeriod", g.DayPeriods["format"]["abbreviated"][key]}
		case 'B':
			p = Part{"dayPeriod", f.flexibleDayPeriod(g, t, n, toks)}
		case 'h':
			h := t.Hour() % 12
			if h == 0 {
				h = 12
			}
			p = Part{"hour", num(h, n)}
		case 'K':
			p = Part{"hour", num(t.Hour()%12, n)}
		case 'H':
			p = Part{"hour", num(t.Hour(), n)}
		case 'k':
			h := t.Hour()
			if h == 0 {
				h = 24
			}
			p = Part{"hour", num(h, n)}
		case 'm':
			p = Part{"minute", num(t.Minute(), n)}
		case 's':
			p = Part{"second", num(t.Second(), n)}
		case 'S':
			// The first n digits of the milliseconds, truncated.
			p = Part{"fractionalSecond", localizeDigits(fmt.Sprintf("%03d", t.Nanosecond()/1e6)[:min(n, 3)], digits)}
		case 'z', 'O', 'v':
			p = Part{"timeZoneName", zoneName(f.Locale, f.TimeZone, t, tok)}
		default:
			return nil, rangeErrorf("Intl.DateTimeFormat: pattern field %s is not supported by this runner", tok.text)
		}
		out = append(out, p)
	}
	return dropEmptyParts(out), nil
}

// Format formats a time value. V8 turns CLDR's narrow no-break spaces
// (before AM/PM) into spaces in format's string, for compatibility, but
// not in formatToParts.
func (f *DateTimeFormat) Format(ms float64) (string, error) {
	parts, err := f.FormatToParts(ms)
	return strings.ReplaceAll(joinParts(parts), "\u202f", " "), err
}

// glueStyle is the dateTimeFormats entry that joins a date of skeleton
// date to a time: the style whose date the skeleton's month and weekday
// widths resemble.
func glueStyle(date string) string {
	d := parseSkeleton(date)
	switch {
	case d['M'].n == 4 && d['E'].n == 4:
		return "full"
	case d['M'].n == 4:
		return "long"
	case d['M'].n == 3:
		return "medium"
	}
	return "short"
}

// flexibleDayPeriod is pattern field B: the language's day period the
// time falls in (zh's 下午, 晚上), by CLDR's day period rules; midnight
// and noon only on the hour; am or pm where the locale names none.
//
// As ICU: never "midnight", and "noon" when the minutes and seconds the
// pattern shows are zero (12:30 is noon where only the hour shows).
func (f *DateTimeFormat) flexibleDayPeriod(g *gregorianData, t time.Time, n int, toks []token) string {
	width := "abbreviated"
	switch n {
	case 4:
		width = "wide"
	case 5:
		width = "narrow"
	}
	names := g.DayPeriods["format"][width]
	base, _ := extensions(f.Locale.Tag)
	var set map[string][]int
	for c := base; c != "" && set == nil; {
		byLanguage("dayPeriods", c, &set)
		i := strings.LastIndexByte(c, '-')
		if i < 0 {
			break
		}
		c = c[:i]
	}
	m := t.Hour()*60 + t.Minute()
	exact := true
	for _, tok := range toks {
		if tok.field && (tok.char == 'm' && t.Minute() != 0 || tok.char == 's' && t.Second() != 0) {
			exact = false
		}
	}
	for name, r := range set {
		if len(r) == 1 && exact && r[0] == m/60*60 && name != "midnight" && names[name] != "" {
			return names[name]
		}
	}
	for name, r := range set {
		if len(r) != 2 || names[name] == "" {
			continue
		}
		from, before := r[0], r[1]
		if from <= before && m >= from && m < before || from > before && (m >= from || m < before) {
			return names[name]
		}
	}
	if t.Hour() < 12 {
		return names["am"]
	}
	return names["pm"]
}

// calendarTables are the names and patterns of the format's calendar.
func (f *DateTimeFormat) calendarTables() *gregorianData {
	switch f.Calendar {
	case "buddhist":
		return f.Locale.tables().buddhistTables()
	case "persian":
		return f.Locale.tables().persianTables()
	case "iso8601":
		return f.Locale.tables().iso8601Tables()
	}
	if p := otherCalendarPart(f.Calendar); p != "" {
		return f.Locale.tables().otherCalendarTables(p, f.Calendar == "ethioaa")
	}
	return f.Locale.tables().gregorianTables()
}

// calendarDate is a wall time's era, year of the era, month (1-12) and
// day in the format's calendar.
func (f *DateTimeFormat) calendarDate(t time.Time) (era, year, month, day int) {
	switch f.Calendar {
	case "buddhist":
		// The Buddhist Era's year 1 is 543 BC; it has one era. ICU's
		// Buddhist calendar is a Gregorian one with the Julian calendar
		// before 15 October 1582 (V8 makes only the Gregorian
		// calendar proleptic).
		y, m, d := t.Year(), int(t.Month()), t.Day()
		if jdn := julianDayNumber(t); jdn < gregorianCutover {
			y, m, d = julianDate(jdn)
		}
		return 0, y + 543, m, d
	case "iso8601":
		// ICU's ISO 8601 calendar is Gregorian with the Julian calendar
		// before 15 October 1582 too, in the Gregorian eras.
		y, m, d := t.Year(), int(t.Month()), t.Day()
		if jdn := julianDayNumber(t); jdn < gregorianCutover {
			y, m, d = julianDate(jdn)
		}
		if y <= 0 {
			return 0, 1 - y, m, d
		}
		return 1, y, m, d
	case "persian":
		y, m, d := persianDate(t)
		return 0, y, m, d
	}
	if otherCalendarPart(f.Calendar) != "" {
		c := otherCalendarDate(f.Calendar, julianDayNumber(t), float64(t.UnixMilli()))
		return c.era, c.year, c.month, c.day
	}
	if t.Year() <= 0 {
		return 0, 1 - t.Year(), int(t.Month()), t.Day()
	}
	return 1, t.Year(), int(t.Month()), t.Day()
}

// gregorianCutover is the Julian day number of 15 October 1582, the
// Gregorian calendar's first day.
const gregorianCutover = 2299161

// julianDayNumber is the Julian day number of a wall time's date.
func julianDayNumber(t time.Time) int {
	y, m, d := t.Date()
	return int(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix()/86400) + 2440588
}

// julianDate is the date in the Julian calendar of a Julian day number
// (the algorithm of Richards, in the Explanatory Supplement to the
// Astronomical Almanac).
func julianDate(jdn int) (year, month, day int) {
	c := jdn + 32082
	d := floorDiv(4*c+3, 1461)
	e := c - floorDiv(1461*d, 4)
	m := floorDiv(5*e+2, 153)
	day = e - floorDiv(153*m+2, 5) + 1
	month = m + 3 - 12*(m/10)
	year = d - 4800 + m/10
	return year, month, day
}

// persianEpoch is the Julian day number of 1 Farvardin 1 AP (19 March
// 622 in the Julian calendar).
const persianEpoch = 1948320

// persianMonthStarts are the days of the Persian year before each month:
// six months of 31 days, five of 30, then Esfand (29, 30 in a leap year).
var persianMonthStarts = [12]int{0, 31, 62, 93, 124, 155, 186, 216, 246, 276, 306, 336}

// persianDate is a wall time's Persian (Solar Hijri) date, by the
// arithmetic 33-year cycle ICU's Persian calendar counts with (eight
// leap years in 33: the year y is leap when (25y + 11) mod 33 < 8) and
// its corrections (suppPersianNonLeap: a corrected year is common and
// the next one leap, so that the next one starts a day earlier).
func persianDate(t time.Time) (year, month, day int) {
	since := julianDayNumber(t) - persianEpoch
	year = 1 + floorDiv(33*since+3, 12053)
	for since < persianYearStart(year) {
		year--
	}
	for since >= persianYearStart(year+1) {
		year++
	}
	doy := since - persianYearStart(year)
	month = 11
	for month > 0 && persianMonthStarts[month] > doy {
		month--
	}
	return year, month + 1, doy - persianMonthStarts[month] + 1
}

// persianYearStart is the day of 1 Farvardin of year, in days since the
// Persian epoch.
func persianYearStart(year int) int {
	start := 365*(year-1) + floorDiv(8*year+21, 33)
	if _, ok := suppPersianNonLeap.find(strconv.Itoa(year - 1)); ok {
		start--
	}
	return start
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// weekRules are a region's first day of the week (0 Sunday to 6
// Saturday) and the days of the week a year's first week needs, as
// CLDR's weekData gives them (Monday and 1 where it says nothing).
func weekRules(region string) (firstDay, minDays int) {
	firstDay, minDays, _, _ = weekData(region)
	return firstDay, minDays
}

// weekYear is the year of the week a wall time's date is in (pattern
// field Y), in the format's calendar by the week rules of the locale's
// region, as ICU computes it: a date before the year's first week
// (the first with minDays days of the year) is in the year before, a
// date in the last days of a year whose last week the next year's first
// week takes is in the year after. The year is the calendar's extended
// one: the Gregorian year in the Gregorian, Buddhist and Japanese
// calendars (ICU's, as they count their years), the calendar's own in
// the others.
func (f *DateTimeFormat) weekYear(t time.Time) int {
	firstDay, minDays := weekRules(f.Locale.Region)
	jdn := julianDayNumber(t)
	year := func(j int) int {
		switch f.Calendar {
		case "gregory", "buddhist", "japanese", "roc":
			y, _, _ := icuGregorian(j)
			return y
		}
		_, y, _, _ := f.calendarDate(time.Unix(int64(j-2440588)*86400+43200, 0).UTC())
		return y
	}
	y := year(jdn)
	// The year's first day and its length, found by steps of a month
	// then of a day (every calendar's year has months of 29 days or more).
	start := jdn
	for year(start-29) == y {
		start -= 29
	}
	for year(start-1) == y {
		start--
	}
	end := jdn
	for year(end+29) == y {
		end += 29
	}
	for year(end+1) == y {
		end++
	}
	doy, length := jdn-start+1, end-start+1
	dow := (jdn + 1) % 7 // 0 Sunday: Julian day 0 was a Monday
	relDow := (dow + 7 - firstDay) % 7
	relDowJan1 := ((dow-doy+1-firstDay)%7 + 7) % 7
	woy := (doy - 1 + relDowJan1) / 7
	if 7-relDowJan1 >= minDays {
		woy++
	}
	if woy == 0 {
		return y - 1
	}
	if doy >= length-5 {
		lastRelDow := ((relDow+length-doy)%7 + 7) % 7
		if 6-lastRelDow >= minDays && doy+7-relDow > length {
			return y + 1
		}
	}
	return y
}

// lunisolarDate is a wall time's date in the chinese or dangi calendar:
// its leap month and related year, zero in another calendar.
func (f *DateTimeFormat) lunisolarDate(t time.Time) calDate {
	if f.Calendar != "chinese" && f.Calendar != "dangi" {
		return calDate{}
	}
	return otherCalendarDate(f.Calendar, julianDayNumber(t), float64(t.UnixMilli()))
}

// calendarDifference is ivDifference in the format's calendar: a Persian
// month begins on another day than a Gregorian one, a Japanese era on
// another day than a year.
func (f *DateTimeFormat) calendarDifference(a, b time.Time) int {
	if f.Calendar == "persian" || otherCalendarPart(f.Calendar) != "" {
		ea, ya, ma, da := f.calendarDate(a)
		eb, yb, mb, db := f.calendarDate(b)
		switch {
		case ea != eb:
			return ivEra
		case ya != yb:
			return ivYear
		case ma != mb || f.lunisolarDate(a).leap != f.lunisolarDate(b).leap:
			return ivMonth
		case da != db:
			return ivDate
		}
	}
	return ivDifference(a, b)
}

// monthKey is the key of a month's names in the format's calendar:
// its number, but in the Hebrew calendar, whose names CLDR keys by a
// scheme of its own (Adar I 6, Adar 7, Adar II 7-yeartype-leap).
func (f *DateTimeFormat) monthKey(t time.Time, month int) string {
	if f.Calendar == "hebrew" {
		return hebrewDate(julianDayNumber(t)).monthKey
	}
	return strconv.Itoa(month)
}

// hanYear reports whether a Japanese-calendar pattern in Japanese has
// 年, after which ICU writes the first year of an era 元.
func (f *DateTimeFormat) hanYear(toks []token) bool {
	if f.Calendar != "japanese" || !strings.HasPrefix(f.Locale.Tag, "ja") || len(f.Locale.Tag) > 2 && f.Locale.Tag[2] != '-' {
		return false
	}
	for _, t := range toks {
		if !t.field && strings.Contains(t.text, "年") {
			return true
		}
	}
	return false
}

// regenerateForHourCycle is V8's answer to a style's pattern whose hour
// cycle is not the one resolved (a locale's own, hourCycle or hour12):
// the pattern's skeleton with the hour letter replaced and the day period
// left out, through the pattern generator, loses its numbering override
// (he's "27 באייר 5779 בשעה 10:00 AM" for hourCycle h11) and may take
// another date pattern (ja's "R1/6/1 午前10:00"). It reports false where
// the pattern's hour cycle is the one resolved.
func regenerateForHourCycle(g *gregorianData, pattern, hc string) (string, bool) {
	var skeleton strings.Builder
	patternHC := ""
	for _, t := range tokenize(pattern) {
		if !t.field {
			continue
		}
		switch t.char {
		case 'a', 'b', 'B':
			continue
		case 'h', 'H', 'K', 'k':
			patternHC = map[rune]string{'h': "h12", 'H': "h23", 'K': "h11", 'k': "h24"}[t.char]
			c := "h"
			if hc == "h23" || hc == "h24" {
				c = "H"
			}
			skeleton.WriteString(strings.Repeat(c, len(t.text)))
			continue
		}
		skeleton.WriteString(t.text)
	}
	if patternHC == "" || patternHC == hc {
		return "", false
	}
	p, ok := bestPattern(g, skeleton.String(), true)
	if !ok {
		return "", false
	}
	return setHourLetter(p, hc, false), true
}
