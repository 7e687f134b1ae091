package intl

import (
	"encoding/json"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// The calendars DateTimeFormat formats with the calendar option or -u-ca-
// besides the Gregorian, Buddhist and Persian (which are some locales'
// defaults): their date arithmetic as ICU 78's, checked against Node 20
// day by day from 600 BC to AD 2800 (calendar_test.go).
//
// islamic (and islamic-rgsa, which ICU computes as islamic) are among
// them with the moon's position (astro.go).

// otherCalendarPart is the data part (scripts/cldr/generate.mjs) of the
// names and patterns of a calendar this file computes, "" for none.
func otherCalendarPart(cal string) string {
	switch cal {
	case "japanese", "roc", "hebrew", "coptic", "indian", "chinese", "dangi":
		return cal
	case "islamic", "islamic-rgsa", "islamic-civil", "islamic-tbla", "islamic-umalqura":
		return "islamic"
	case "ethiopic", "ethioaa":
		return "ethiopic"
	}
	return ""
}

// undBasedPart reports whether a language's part is stored as its
// difference from und's (the calendars whose names most languages take
// from the root).
func undBasedPart(p string) bool {
	switch p {
	case "persian", "japanese", "roc", "islamic", "hebrew", "coptic", "ethiopic", "indian", "chinese", "dangi":
		return true
	}
	return false
}

// otherCalendarTables returns the names and patterns of a calendar this
// file computes: its part's eras, months (the Gregorian ones where it
// has none) and patterns over the locale's generic calendar's (whose
// time formats ICU reads with them: af-NA's "HH:mm"), the Gregorian's
// days, day periods and date-time glue (ca's "{1}, 'a' 'les' {0}").
// ethioaa's part is ethiopic's with its own era name (aa true).
func (d *localeData) otherCalendarTables(p string, aa bool) *gregorianData {
	g := d.gregorianTables()
	dataMu.Lock()
	defer dataMu.Unlock()
	key := p
	if aa {
		key = "ethioaa"
	}
	if t := d.calendars[key]; t != nil {
		return t
	}
	var gen, c struct {
		Eras             map[string]map[string]string            `json:"eras"`
		AAEras           map[string]map[string]string            `json:"aaEras"`
		TimeFormats      map[string]string                       `json:"timeFormats"`
		Months           map[string]map[string]map[string]string `json:"months"`
		DateFormats      map[string]string                       `json:"dateFormats"`
		DateNumbers      map[string]string                       `json:"dateNumbers"`
		AvailableFormats map[string]string                       `json:"availableFormats"`
		IntervalFormats  map[string]json.RawMessage              `json:"intervalFormats"`
		MonthPatterns    map[string]map[string]map[string]string `json:"monthPatterns"`
		CyclicYears      map[string]string                       `json:"cyclicYears"`
		DateTimeFormats  map[string]string                       `json:"dateTimeFormats"`
	}
	unmarshal(part(d.name, "generic"), &gen)
	unmarshal(part(d.name, p), &c)
	t := &gregorianData{
		Months: c.Months, Days: g.Days, DayPeriods: g.DayPeriods, Eras: c.Eras,
		DateFormats: gen.DateFormats, DateNumbers: c.DateNumbers, TimeFormats: gen.TimeFormats,
		DateTimeFormats: g.DateTimeFormats, DateTimeFormatsAtTime: g.DateTimeFormatsAtTime,
		AvailableFormats: gen.AvailableFormats, IntervalFormats: gen.IntervalFormats,
		MonthPatterns: c.MonthPatterns, CyclicYears: c.CyclicYears,
	}
	if t.Months == nil {
		t.Months = g.Months
	}
	if aa {
		t.Eras = c.AAEras
	}
	if p == "chinese" || p == "dangi" {
		// ICU 78 has no interval formats for these calendars: a range is
		// two whole dates in the root's fallback pattern, in every locale
		// (el's "{0} - {1}" is its Gregorian one).
		t.IntervalFormats = map[string]json.RawMessage{"intervalFormatFallback": json.RawMessage(`"{0}\u2009–\u2009{1}"`)}
		// Their time formats and date-time glue are their own (root's
		// "HH:mm" where a locale has none), read from Node.
		if c.TimeFormats != nil {
			t.TimeFormats = c.TimeFormats
		}
		if c.DateTimeFormats != nil {
			t.DateTimeFormats, t.DateTimeFormatsAtTime = c.DateTimeFormats, c.DateTimeFormats
		}
	}
	for k, v := range c.DateFormats {
		t.DateFormats[k] = v
	}
	for k, v := range c.AvailableFormats {
		t.AvailableFormats[k] = v
	}
	for k, v := range c.IntervalFormats {
		t.IntervalFormats[k] = v
	}
	if d.calendars == nil {
		d.calendars = map[string]*gregorianData{}
	}
	d.calendars[key] = t
	return t
}

// calDate is a date in a calendar: its era, year of the era, ordinal
// month (the month's place in its year, 1-based, as ICU numbers it) and
// day, and the key of the month's name in CLDR's tables (which number
// the Hebrew months by a fixed scheme: Adar I is 6 and Adar 7 in every
// year, Adar II 7-yeartype-leap).
type calDate struct {
	era, year, month, day int
	monthKey              string
	// chinese and dangi: a leap month, and the Gregorian year the
	// year begins in (r).
	leap        bool
	relatedYear int
}

// otherCalendarDate is a Julian day number's date in a calendar this
// file computes, formatted at an instant ms (ms since 1970, which
// ICU's astronomical Islamic calendar reads the moon's age at).
func otherCalendarDate(cal string, jdn int, ms float64) calDate {
	switch cal {
	case "islamic", "islamic-rgsa":
		return islamicAstronomical(jdn, ms)
	case "chinese", "dangi":
		c := chineseCalc
		if cal == "dangi" {
			c = dangiCalc
		}
		d := c.date(jdn)
		return calDate{era: d.cycle, year: d.yearOfCycle, month: d.month, day: d.day, leap: d.leap, relatedYear: d.relatedYear}
	case "japanese":
		return japaneseDate(jdn)
	case "roc":
		y, m, d := icuGregorian(jdn)
		if y >= 1912 {
			return calDate{era: 1, year: y - 1911, month: m, day: d}
		}
		return calDate{era: 0, year: 1912 - y, month: m, day: d}
	case "islamic-civil":
		return islamicArithmetic(jdn, islamicCivilEpoch)
	case "islamic-tbla":
		return islamicArithmetic(jdn, islamicCivilEpoch-1)
	case "islamic-umalqura":
		return umalquraDate(jdn)
	case "hebrew":
		return hebrewDate(jdn)
	case "coptic":
		y, m, d := ceDate(jdn, 1824665)
		if y <= 0 {
			return calDate{era: 0, year: 1 - y, month: m, day: d}
		}
		return calDate{era: 1, year: y, month: m, day: d}
	case "ethiopic":
		y, m, d := ceDate(jdn, 1723856)
		if y <= 0 {
			return calDate{era: 0, year: y + 5500, month: m, day: d}
		}
		return calDate{era: 1, year: y, month: m, day: d}
	case "ethioaa":
		y, m, d := ceDate(jdn, 1723856)
		return calDate{era: 0, year: y + 5500, month: m, day: d}
	case "indian":
		return indianDate(jdn)
	}
	panic("intl: no arithmetic for calendar " + cal)
}

// icuGregorian is the date ICU's Gregorian calendar gives a Julian day
// number: the Julian calendar's before 15 October 1582.
func icuGregorian(jdn int) (year, month, day int) {
	if jdn < gregorianCutover {
		return julianDate(jdn)
	}
	t := time.Unix(int64(jdn-2440588)*86400, 0).UTC()
	return t.Year(), int(t.Month()), t.Day()
}

// japaneseEra is the start of an era of the Japanese calendar, in ICU's
// Gregorian calendar's dates.
type japaneseEra struct{ year, month, day int }

// japaneseEras are CLDR's eras of the Japanese calendar, from Taika (645)
// to Reiwa, read at the first Japanese date.
var japaneseEras = sync.OnceValue(func() []japaneseEra {
	var eras []japaneseEra
	var index []int
	suppJapaneseEras.each(func(key string, f []string) {
		i, _ := strconv.Atoi(key)
		var e japaneseEra
		parts := strings.Split(f[0], "-")
		e.year, _ = strconv.Atoi(parts[0])
		e.month, _ = strconv.Atoi(parts[1])
		e.day, _ = strconv.Atoi(parts[2])
		index = append(index, i)
		eras = append(eras, e)
	})
	out := make([]japaneseEra, len(eras))
	for k, i := range index {
		out[i] = eras[k]
	}
	return out
})

// japaneseDate is ICU's Japanese date: the Gregorian (Julian before
// 1582) month and day, the era that had begun by then and the year
// counted from the era's first year; before Taika the year counts back
// from it (0, -1, ...).
func japaneseDate(jdn int) calDate {
	y, m, d := icuGregorian(jdn)
	eras := japaneseEras()
	i := sort.Search(len(eras), func(i int) bool {
		e := eras[i]
		return e.year > y || e.year == y && (e.month > m || e.month == m && e.day > d)
	}) - 1
	if i < 0 {
		i = 0
	}
	return calDate{era: i, year: y - eras[i].year + 1, month: m, day: d}
}

// islamicCivilEpoch is the Julian day number of 1 Muharram AH 1 in the
// civil (Friday) reckoning; the astronomical one (tbla) is a day earlier.
const islamicCivilEpoch = 1948440

// islamicYearStart is the day, since the epoch, of 1 Muharram of a year
// of the arithmetic calendar: 354 days a year and 11 leap days in 30.
func islamicYearStart(year int) int {
	return 354*(year-1) + floorDiv(3+11*year, 30)
}

// islamicArithmetic is the arithmetic Islamic calendar's date: months of
// 30 and 29 days alternately, the twelfth 30 in a leap year.
func islamicArithmetic(jdn, epoch int) calDate {
	days := jdn - epoch
	year := floorDiv(30*days+10646, 10631)
	for days < islamicYearStart(year) {
		year--
	}
	for days >= islamicYearStart(year+1) {
		year++
	}
	doy := days - islamicYearStart(year)
	month := min(doy*2/59, 11)
	for month > 0 && (month*59+1)/2 > doy {
		month--
	}
	return calDate{year: year, month: month + 1, day: doy - (month*59+1)/2 + 1}
}

// umalquraDate is ICU's Umm al-Qura date: by Saudi Arabia's table of
// month lengths for AH 1300 to 1600 (suppUmalqura, read from Node's ICU
// by generate.mjs: each year's first day and its months' lengths), by
// the civil calendar outside it.
func umalquraDate(jdn int) calDate {
	civil := islamicArithmetic(jdn, islamicCivilEpoch)
	for _, y := range []int{civil.year - 1, civil.year, civil.year + 1} {
		f, ok := suppUmalqura.find(strconv.Itoa(y))
		if !ok || len(f) != 2 {
			continue
		}
		start, _ := strconv.Atoi(f[0])
		if jdn < start {
			continue
		}
		day := jdn - start
		for m, c := range f[1] {
			n := 29
			if c == '1' {
				n = 30
			}
			if day < n {
				return calDate{year: y, month: m + 1, day: day + 1}
			}
			day -= n
		}
	}
	return civil
}

// hebrewEpoch makes hebrewElapsed's day count a Julian day number.
const hebrewEpoch = 347998

// hebrewElapsed is the number of days from the epoch to Rosh Hashanah
// of a year, by the molad of Tishri and the postponements (dehiyyot).
func hebrewElapsed(year int) int {
	months := floorDiv(235*year-234, 19)
	parts := 12084 + 13753*months
	day := months*29 + floorDiv(parts, 25920)
	if (3*(day+1))%7 < 3 {
		day++
	}
	return day
}

// hebrewNewYear is the Julian day number of 1 Tishri of a year.
func hebrewNewYear(year int) int {
	ny0, ny1, ny2 := hebrewElapsed(year-1), hebrewElapsed(year), hebrewElapsed(year+1)
	switch {
	case ny2-ny1 == 356:
		ny1 += 2
	case ny1-ny0 == 382:
		ny1++
	}
	return hebrewEpoch + ny1
}

func hebrewLeap(year int) bool { return ((7*year+1)%19+19)%19 < 7 }

// hebrewDate is the Hebrew date of a Julian day number.
func hebrewDate(jdn int) calDate {
	year := floorDiv((jdn-hebrewEpoch)*98496, 35975351) + 1
	for jdn < hebrewNewYear(year) {
		year--
	}
	for jdn >= hebrewNewYear(year+1) {
		year++
	}
	length := hebrewNewYear(year+1) - hebrewNewYear(year)
	leap := hebrewLeap(year)
	// The months from Tishri, each with its CLDR key.
	lengths := []int{30, 29, 30, 29, 30, 30, 29, 30, 29, 30, 29, 30, 29}
	keys := []string{"1", "2", "3", "4", "5", "6", "7-yeartype-leap", "8", "9", "10", "11", "12", "13"}
	if !leap {
		lengths = append(lengths[:5:5], lengths[6:]...)
		keys = []string{"1", "2", "3", "4", "5", "7", "8", "9", "10", "11", "12", "13"}
	}
	switch length % 10 {
	case 5: // a complete year: Heshvan has 30 days
		lengths[1] = 30
	case 3: // a deficient one: Kislev has 29
		lengths[2] = 29
	}
	day := jdn - hebrewNewYear(year)
	m := 0
	for day >= lengths[m] {
		day -= lengths[m]
		m++
	}
	return calDate{year: year, month: m + 1, day: day + 1, monthKey: keys[m]}
}

// ceDate is the Coptic or Ethiopic date (ICU's CECalendar) of a Julian
// day number: twelve months of 30 days and a thirteenth of 5 or 6.
func ceDate(jdn, epochOffset int) (year, month, day int) {
	c4 := floorDiv(jdn-epochOffset, 1461)
	r4 := jdn - epochOffset - 1461*c4
	year = 4*c4 + (r4/365 - r4/1460)
	doy := r4 % 365
	if r4 == 1460 {
		doy = 365
	}
	return year, doy/30 + 1, doy%30 + 1
}

// indianDate is the Indian national (Saka) date: Chaitra begins on 22
// March (21 in a leap year) of the proleptic Gregorian calendar; Chaitra
// has 30 days (31 in a leap year), the next five 31, the rest 30.
func indianDate(jdn int) calDate {
	t := time.Unix(int64(jdn-2440588)*86400, 0).UTC()
	gy := t.Year()
	start := func(gy int) int {
		d := 22
		if isGregorianLeap(gy) {
			d = 21
		}
		return int(time.Date(gy, 3, d, 0, 0, 0, 0, time.UTC).Unix()/86400) + 2440588
	}
	if jdn < start(gy) {
		gy--
	}
	day := jdn - start(gy)
	first := 30
	if isGregorianLeap(gy) {
		first = 31
	}
	month := 1
	for _, n := range []int{first, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30} {
		if day < n {
			break
		}
		day -= n
		month++
	}
	return calDate{year: gy - 78, month: month, day: day + 1}
}

func isGregorianLeap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

// numberOverride is a date style's numbering of some fields ("hebr",
// "y=jpanyear", "d=hebr;y=hebr"), by pattern letter; 0 is every field.
// Of the systems only hebr is written here: ja's jpanyear is what
// hanYear does wherever a Japanese pattern has 年.
func numberOverride(s string) map[rune]string {
	if s == "" {
		return nil
	}
	out := map[rune]string{}
	for _, item := range strings.Split(s, ";") {
		if field, system, ok := strings.Cut(item, "="); ok && field != "" {
			out[[]rune(field)[0]] = system
		} else {
			out[0] = item
		}
	}
	return out
}

// overrideNumber formats n by the numbering a date style gives the
// pattern's field c, or reports that it gives none.
func overrideNumber(numbers map[rune]string, c rune, n int) (string, bool) {
	sys, ok := numbers[c]
	if !ok {
		sys, ok = numbers[0]
	}
	switch {
	case !ok:
		return "", false
	case sys == "hanidec":
		return localizeDigits(strconv.Itoa(n), "〇一二三四五六七八九"), true
	case sys == "hanidays" && n >= 1 && n <= 30:
		// ICU's days of a Chinese month: 初一 to 初十, 十一 to 十九, 二十,
		// 廿一 to 廿九, 三十.
		ones := []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"}
		switch {
		case n <= 10:
			return "初" + ones[n], true
		case n < 20:
			return "十" + ones[n-10], true
		case n == 20:
			return "二十", true
		case n < 30:
			return "廿" + ones[n-20], true
		}
		return "三十", true
	case sys == "hebr" && n > 0:
		if c == 'y' && n > 5000 && n < 6000 {
			// ICU leaves the millennium out of this millennium's years.
			n -= 5000
		}
		return hebrewNumeral(n), true
	}
	return "", false
}

var (
	hebrewOnes     = []string{"", "א", "ב", "ג", "ד", "ה", "ו", "ז", "ח", "ט"}
	hebrewTens     = []string{"", "י", "כ", "ל", "מ", "נ", "ס", "ע", "פ", "צ"}
	hebrewHundreds = []string{"", "ק", "ר", "ש", "ת", "תק", "תר", "תש", "תת", "תתק"}
)

// hebrewNumeral writes n in Hebrew letters as ICU's hebr numbering does:
// the thousands as a letter with a geresh, then the rest with a geresh
// after a single letter or a gershayim before the last; 15 and 16 as 9+6
// and 9+7, 270 as 200+70; a whole thousand as "ד׳ אלפים".
func hebrewNumeral(n int) string {
	var sb strings.Builder
	if n >= 1000 {
		sb.WriteString(hebrewNumeral(n / 1000))
		n %= 1000
		if n == 0 {
			sb.WriteString(" אלפים")
			return sb.String()
		}
	}
	var letters string
	rest := n % 100
	switch {
	case n/100 == 2 && rest/10 == 7:
		letters = "רע" + hebrewOnes[rest%10]
	case rest == 15 || rest == 16:
		letters = hebrewHundreds[n/100] + "ט" + hebrewOnes[rest-9]
	default:
		letters = hebrewHundreds[n/100] + hebrewTens[rest/10] + hebrewOnes[rest%10]
	}
	rs := []rune(letters)
	if len(rs) == 1 {
		sb.WriteString(letters + "׳")
	} else {
		sb.WriteString(string(rs[:len(rs)-1]) + "״" + string(rs[len(rs)-1]))
	}
	return sb.String()
}
