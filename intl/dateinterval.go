package intl

import (
	"encoding/json"
	"math"
	"sort"
	"strings"
	"time"
)

// This file follows ICU's DateIntervalFormat step by step, as V8 uses it
// for formatRange: V8 hands ICU the skeleton of the resolved pattern, and
// ICU splits it into a date and a time skeleton, finds the interval
// formats of their normalized forms, builds fallback patterns for the
// calendar fields the skeleton lacks, and joins a date to a time's
// interval format with the locale's date-time pattern. Only a pattern
// ICU's generator would build by appending a field with its name is
// refused (unsupportedPattern).

// Interval pattern slots, one per calendar field ICU compares, from the
// largest.
const (
	ivEra = iota
	ivYear
	ivMonth
	ivDate
	ivAmPm
	ivHour
	ivMinute
	ivSecond
	ivMilli
	ivCount
)

// ivLetter is the pattern letter of a slot (fgCalendarFieldToPatternLetter).
var ivLetter = [ivCount]rune{'G', 'y', 'M', 'd', 'a', 'h', 'm', 's', 'S'}

// ivLevel is SimpleDateFormat's level of a slot's calendar field.
var ivLevel = [ivCount]int{0, 10, 20, 30, 40, 50, 60, 70, 80}

// letterLevel is SimpleDateFormat's level of a pattern letter: the larger,
// the smaller the unit. Zone letters are level 0.
func letterLevel(c rune) int {
	switch c {
	case 'G':
		return 0
	case 'y', 'Y', 'u', 'U', 'r':
		return 10
	case 'M', 'L', 'Q', 'q', 'w', 'W':
		return 20
	case 'd', 'D', 'E', 'F', 'e', 'c', 'g':
		return 30
	case 'a', 'b', 'B':
		return 40
	case 'h', 'H', 'k', 'K':
		return 50
	case 'm':
		return 60
	case 's':
		return 70
	case 'S', 'A':
		return 80
	}
	return 0
}

// fieldUnitIgnored is SimpleDateFormat::isFieldUnitIgnored: no field of
// the pattern is as small as the slot's.
func fieldUnitIgnored(pattern string, slot int) bool {
	for _, t := range tokenize(pattern) {
		if t.field && ivLevel[slot] <= letterLevel(t.char) {
			return false
		}
	}
	return true
}

// intervalSlot is one of ICU's PatternInfo: a real interval pattern
// (first part, second part), or a fallback pattern (first part empty) to
// format both dates with.
type intervalSlot struct {
	first, second string
}

func (s intervalSlot) empty() bool { return s.first == "" && s.second == "" }

// icuInterval is an initialized DateIntervalFormat.
type icuInterval struct {
	f        *DateTimeFormat
	g        *gregorianData
	pattern  string // fDateFormat's pattern
	slots    [ivCount]intervalSlot
	datePat  string // fDatePattern, "" if none
	timePat  string // fTimePattern, "" if none
	glue     string // fDateTimeFormat, "" if none
	skeleton string // fSkeleton
}

// skeletonOrder is the canonical order of a skeleton's fields, as
// DateTimePatternGenerator::staticGetSkeleton writes them.
func skeletonOrder(c rune) int {
	switch c {
	case 'G':
		return 0
	case 'y', 'Y', 'u', 'U', 'r':
		return 1
	case 'Q', 'q':
		return 2
	case 'M', 'L':
		return 3
	case 'w', 'W':
		return 4
	case 'E', 'c', 'e':
		return 6
	case 'D', 'F', 'g':
		return 7
	case 'd':
		return 9
	case 'a', 'b', 'B':
		return 10
	case 'h', 'H', 'k', 'K':
		return 11
	case 'm':
		return 12
	case 's':
		return 13
	case 'S', 'A':
		return 14
	}
	return 15
}

// patternSkeleton is staticGetSkeleton: the pattern's fields in canonical
// order, letters as written; a 12-hour clock keeps its day period, a
// 24-hour one has none.
func patternSkeleton(pattern string) string {
	var fields []token
	twelve := false
	for _, t := range tokenize(pattern) {
		if !t.field {
			continue
		}
		if t.char == 'h' || t.char == 'K' {
			twelve = true
		}
		if t.char == 'a' || t.char == 'b' || t.char == 'B' {
			continue
		}
		fields = append(fields, t)
	}
	if twelve {
		fields = append(fields, token{field: true, char: 'a', text: "a"})
	}
	sort.SliceStable(fields, func(i, j int) bool { return skeletonOrder(fields[i].char) < skeletonOrder(fields[j].char) })
	var sb strings.Builder
	for _, t := range fields {
		sb.WriteString(t.text)
	}
	return sb.String()
}

// splitSkeleton is getDateTimeSkeleton: the date and time skeletons and
// their normalized forms. Letters it does not list (the offset zone O)
// are dropped from all four.
func splitSkeleton(sk string) (date, normDate, tm, normTime string) {
	var d, nd, t, nt strings.Builder
	var eCount, dCount, mCount, yCount, minCount, vCount, zCount int
	var hourChar rune
	for _, ch := range sk {
		switch ch {
		case 'E':
			d.WriteRune(ch)
			eCount++
		case 'd':
			d.WriteRune(ch)
			dCount++
		case 'M':
			d.WriteRune(ch)
			mCount++
		case 'y':
			d.WriteRune(ch)
			yCount++
		case 'G', 'Y', 'u', 'Q', 'q', 'L', 'l', 'W', 'w', 'D', 'F', 'g', 'e', 'c', 'U', 'r':
			nd.WriteRune(ch)
			d.WriteRune(ch)
		case 'h', 'H', 'k', 'K':
			t.WriteRune(ch)
			if hourChar == 0 {
				hourChar = ch
			}
		case 'm':
			t.WriteRune(ch)
			minCount++
		case 'z':
			zCount++
			t.WriteRune(ch)
		case 'v':
			vCount++
			t.WriteRune(ch)
		case 'a', 'V', 'Z', 'j', 's', 'S', 'A', 'b', 'B':
			t.WriteRune(ch)
			nt.WriteRune(ch)
		}
	}
	nd.WriteString(strings.Repeat("y", yCount))
	switch {
	case mCount > 0 && mCount < 3:
		nd.WriteString("M")
	case mCount > 0:
		nd.WriteString(strings.Repeat("M", min(mCount, 5)))
	}
	switch {
	case eCount > 0 && eCount <= 3:
		nd.WriteString("E")
	case eCount > 0:
		nd.WriteString(strings.Repeat("E", min(eCount, 6)))
	}
	if dCount > 0 {
		nd.WriteString("d")
	}
	if hourChar != 0 {
		nt.WriteRune(hourChar)
	}
	if minCount > 0 {
		nt.WriteString("m")
	}
	if zCount > 0 {
		nt.WriteString("z")
	}
	if vCount > 0 {
		nt.WriteString("v")
	}
	return d.String(), nd.String(), t.String(), nt.String()
}

// letterWidths counts each letter of a skeleton (DateIntervalInfo's
// parseSkeleton).
func letterWidths(s string) map[rune]int {
	out := map[rune]int{}
	for _, c := range s {
		out[c]++
	}
	return out
}

// bestIntervalSkeleton is DateIntervalInfo::getBestSkeleton: the locale's
// interval skeleton nearest to sk, and how it differs (0 the same, 1
// widths only, 2 only alternate letters such as z for v, -1 other
// fields).
func (iv *icuInterval) bestIntervalSkeleton(sk string) (string, int) {
	input := sk
	replaced := false
	if strings.ContainsAny(sk, "zkKab") {
		input = strings.NewReplacer("z", "v", "k", "H", "K", "h", "a", "", "b", "").Replace(sk)
		replaced = true
	}
	in := letterWidths(input)
	keys := make([]string, 0, len(iv.g.IntervalFormats))
	for k := range iv.g.IntervalFormats {
		if k != "intervalFormatFallback" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	best, bestDist, info := "", math.MaxInt, 0
	for _, k := range keys {
		have := letterWidths(k)
		dist, diff := 0, 1
		letters := map[rune]bool{}
		for c := range in {
			letters[c] = true
		}
		for c := range have {
			letters[c] = true
		}
		for c := range letters {
			a, b := in[c], have[c]
			switch {
			case a == b:
			case a == 0 || b == 0:
				diff = -1
				dist += 0x1000
			case c == 'M' && (a <= 2 && b > 2 || a > 2 && b <= 2):
				dist += 0x100
			default:
				dist += abs(a - b)
			}
		}
		if dist < bestDist {
			best, bestDist, info = k, dist, diff
		}
		if dist == 0 {
			info = 0
			break
		}
	}
	if replaced && info != -1 {
		info = 2
	}
	return best, info
}

// intervalFormat is DateIntervalInfo::getIntervalPattern: the interval
// format of a skeleton for a slot's greatest difference.
func (iv *icuInterval) intervalFormat(skeleton string, slot int) string {
	raw, ok := iv.g.IntervalFormats[skeleton]
	if !ok {
		return ""
	}
	var entry map[string]string
	if err := json.Unmarshal(raw, &entry); err != nil {
		return ""
	}
	switch slot {
	case ivHour:
		if p := entry["h"]; p != "" {
			return p
		}
		return entry["H"]
	case ivEra, ivYear, ivMonth, ivDate, ivAmPm, ivMinute:
		return entry[string(ivLetter[slot])]
	}
	return ""
}

// adjustFieldWidth is DateIntervalFormat::adjustFieldWidth: fields of the
// interval format as wide as in the best skeleton grow to the input's
// width; with alternate letters, v becomes z and h the clock's letter.
func adjustFieldWidth(input, best, pattern string, info int) string {
	if info == 2 {
		var sb strings.Builder
		for _, t := range tokenize(pattern) {
			if !t.field {
				sb.WriteString(quote(t.text))
				continue
			}
			c := t.char
			switch {
			case c == 'v' && strings.ContainsRune(input, 'z'):
				c = 'z'
			case c == 'h' && strings.ContainsRune(input, 'K'):
				c = 'K'
			case c == 'H' && strings.ContainsRune(input, 'k'):
				c = 'k'
			}
			sb.WriteString(strings.Repeat(string(c), len([]rune(t.text))))
		}
		pattern = sb.String()
	}
	in, have := letterWidths(input), letterWidths(best)
	if strings.ContainsRune(pattern, 'a') && have['a'] == 0 {
		have['a'] = 1
	}
	var sb strings.Builder
	for _, t := range tokenize(pattern) {
		if !t.field {
			sb.WriteString(quote(t.text))
			continue
		}
		c := t.char
		if c == 'L' {
			c = 'M'
		}
		n := len([]rune(t.text))
		if have[c] == n && in[c] > n {
			n = in[c]
		}
		sb.WriteString(strings.Repeat(string(t.char), n))
	}
	return sb.String()
}

// splitInterval is splitPatternInto2Part: the first part ends before the
// first letter seen twice.
func splitInterval(pattern string) intervalSlot {
	toks := tokenize(pattern)
	seen := map[rune]bool{}
	var first, second strings.Builder
	split := false
	for _, t := range toks {
		text := t.text
		if !t.field {
			text = quote(t.text)
		} else if !split {
			if seen[t.char] {
				split = true
			}
			seen[t.char] = true
		}
		if split {
			second.WriteString(text)
		} else {
			first.WriteString(text)
		}
	}
	return intervalSlot{first.String(), second.String()}
}

func (iv *icuInterval) setPattern(slot int, pattern string) {
	iv.slots[slot] = splitInterval(pattern)
}

// generated is DateFormat::getBestPattern for ICU's own uses: the hour
// keeps the pattern's width, the day period is implied by the clock, the
// hour takes the format's cycle, and a zone no available format has is
// appended as ICU's appendItems do.
func (iv *icuInterval) generated(skeleton string) string {
	// Fractional seconds are matched apart, as ICU's generator does: the
	// pattern of the rest with them after its seconds, after the
	// locale's decimal separator (or alone).
	frac := strings.Repeat("S", strings.Count(skeleton, "S"))
	sk := strings.NewReplacer("a", "", "b", "", "B", "", "S", "").Replace(skeleton)
	if sk == "" && frac != "" {
		return frac
	}
	p, ok := bestPattern(iv.g, sk, false)
	if !ok {
		p = ""
		var zone, rest strings.Builder
		for _, t := range tokenize(sk) {
			if fieldKind(t.char) == 'z' {
				zone.WriteString(t.text)
			} else {
				rest.WriteString(t.text)
			}
		}
		if zone.Len() > 0 && rest.Len() > 0 {
			if q, ok := bestPattern(iv.g, rest.String(), false); ok {
				p, ok = q+" "+zone.String(), true
			}
		}
		if p == "" {
			// ICU would append the fields no available format has, each
			// with its name ("2024 (day: 15), 2 PM"), which the runner's
			// tables do not hold: formatting with it refuses.
			return unsupportedPattern
		}
	}
	if frac != "" {
		switch i := strings.LastIndexByte(p, 's'); {
		case i >= 0:
			p = p[:i+1] + quote(iv.f.Locale.decimalSymbol()) + frac + p[i+1:]
		case strings.Trim(sk, "GyYuUrQqMLlwWdDFgEec") == "":
			// A date and fractional seconds (the short date ICU adds
			// to a range of them over days): joined as bestPattern
			// joins a date and a time.
			glue := iv.g.DateTimeFormatsAtTime[glueStyle(sk)]
			if glue == "" {
				glue = iv.g.DateTimeFormats[glueStyle(sk)]
			}
			p = strings.NewReplacer("{1}", p, "{0}", frac).Replace(glue)
		default:
			return unsupportedPattern
		}
	}
	if iv.f.HourCycle != "" {
		p = setHourLetter(p, iv.f.HourCycle, false)
	}
	if z := zoneOf(sk); z != "" {
		// The zone keeps the letter asked for (z, v), as the generator
		// adjusts an available format's v.
		p = setZoneField(p, z)
	}
	return p
}

// unsupportedPattern stands for a pattern ICU's generator would build by
// appending fields, which formatPattern refuses.
const unsupportedPattern = "\x00"

// zoneOf is the zone field of a skeleton.
func zoneOf(sk string) string {
	for _, t := range tokenize(sk) {
		if fieldKind(t.char) == 'z' {
			return t.text
		}
	}
	return ""
}

// setIntervalPattern is DateIntervalFormat::setIntervalPattern with its
// search of an extended skeleton for a date difference the best skeleton
// has no format for ("yMMM" for a year apart of "MMMM").
func (iv *icuInterval) setIntervalPattern(slot int, skeleton, best string, info int, ext, extBest *string) bool {
	pattern := iv.intervalFormat(best, slot)
	if pattern == "" {
		if fieldUnitIgnored(best, slot) {
			return false
		}
		if slot == ivAmPm {
			if p := iv.intervalFormat(best, ivHour); p != "" {
				iv.setPattern(slot, adjustFieldWidth(skeleton, best, p, info))
			}
			return false
		}
		if ext != nil {
			letter := string(ivLetter[slot])
			*ext, *extBest = letter+skeleton, letter+best
			pattern = iv.intervalFormat(*extBest, slot)
			if pattern == "" && info == 0 {
				if tmp, tinfo := iv.bestIntervalSkeleton(*extBest); tmp != "" && tinfo != -1 {
					info = tinfo
					pattern = iv.intervalFormat(tmp, slot)
					best = tmp
				}
			}
		}
	}
	if pattern == "" {
		return false
	}
	if info != 0 {
		pattern = adjustFieldWidth(skeleton, best, pattern, info)
	}
	iv.setPattern(slot, pattern)
	return ext != nil && *ext != ""
}

// setSeparateDateTimePtn finds the interval formats of the normalized
// date or time skeleton; false when no skeleton has the same fields.
func (iv *icuInterval) setSeparateDateTimePtn(normDate, normTime string) bool {
	skeleton := normDate
	if normTime != "" {
		skeleton = normTime
	}
	best, info := iv.bestIntervalSkeleton(skeleton)
	if best == "" {
		return false
	}
	if normDate != "" {
		iv.datePat = iv.generated(normDate)
	}
	if normTime != "" {
		iv.timePat = iv.generated(normTime)
	}
	if info == -1 {
		return false
	}
	if normTime == "" {
		var ext, extBest string
		iv.setIntervalPattern(ivDate, skeleton, best, info, &ext, &extBest)
		if iv.setIntervalPattern(ivMonth, skeleton, best, info, &ext, &extBest) {
			skeleton, best = ext, extBest
		}
		iv.setIntervalPattern(ivYear, skeleton, best, info, &ext, &extBest)
		iv.setIntervalPattern(ivEra, skeleton, best, info, &ext, &extBest)
	} else {
		iv.setIntervalPattern(ivMinute, skeleton, best, info, nil, nil)
		iv.setIntervalPattern(ivHour, skeleton, best, info, nil, nil)
		iv.setIntervalPattern(ivAmPm, skeleton, best, info, nil, nil)
	}
	return true
}

// newICUInterval is DateIntervalFormat's initializePattern for the
// format's pattern.
func (f *DateTimeFormat) newICUInterval() *icuInterval {
	iv := &icuInterval{f: f, g: f.calendarTables()}
	iv.skeleton = patternSkeleton(f.pattern)
	iv.pattern = iv.generated(iv.skeleton)
	date, normDate, tm, normTime := splitSkeleton(iv.skeleton)
	if date != "" && tm != "" {
		// DateTimePatterns' kDateTime: CLDR's medium glue.
		iv.glue = iv.g.DateTimeFormats["medium"]
	}
	found := iv.setSeparateDateTimePtn(normDate, normTime)
	fallback := func(slot int, skeleton string) {
		iv.slots[slot] = intervalSlot{"", iv.generated(skeleton)}
	}
	switch {
	case tm == "":
	case date == "":
		// A time alone: both dates in full, with the short date's fields.
		p := "yMd" + tm
		fallback(ivDate, p)
		fallback(ivMonth, p)
		fallback(ivYear, p)
		fallback(ivEra, "G"+p)
	case !found:
	default:
		// A date with a time: the fields the date lacks, down from the
		// greatest difference, are added to both dates; on one day the
		// date once and the time's interval.
		sk := iv.skeleton
		for _, add := range []struct {
			slot   int
			letter string
		}{{ivDate, "d"}, {ivMonth, "M"}, {ivYear, "y"}, {ivEra, "G"}} {
			if !strings.Contains(date, add.letter) {
				sk = add.letter + sk
				fallback(add.slot, sk)
			}
		}
		if iv.glue != "" {
			datePattern := iv.generated(date)
			for _, slot := range []int{ivAmPm, ivHour, ivMinute} {
				s := iv.slots[slot]
				if s.first == "" {
					continue
				}
				iv.setPattern(slot, strings.NewReplacer("{0}", s.first+s.second, "{1}", datePattern).Replace(iv.glue))
			}
		}
	}
	return iv
}

// ivDifference is the slot of the largest calendar field in which two
// times differ, ivCount when they agree to the millisecond.
func ivDifference(a, b time.Time) int {
	switch {
	case (a.Year() > 0) != (b.Year() > 0):
		return ivEra
	case a.Year() != b.Year():
		return ivYear
	case a.Month() != b.Month():
		return ivMonth
	case a.Day() != b.Day():
		return ivDate
	case a.Hour() >= 12 != (b.Hour() >= 12):
		return ivAmPm
	case a.Hour()%12 != b.Hour()%12:
		return ivHour
	case a.Minute() != b.Minute():
		return ivMinute
	case a.Second() != b.Second():
		return ivSecond
	case a.Nanosecond()/1e6 != b.Nanosecond()/1e6:
		return ivMilli
	}
	return ivCount
}

// rangeTok is a formatted part with the pattern letter it came from (0
// for literal text).
type rangeTok struct {
	Part
	char rune
}

func (f *DateTimeFormat) formatPattern(pattern string, t time.Time, out []rangeTok) ([]rangeTok, error) {
	if pattern == unsupportedPattern {
		return nil, rangeErrorf("Intl.DateTimeFormat.prototype.formatRange: a range whose dates differ in a field the options lack " +
			"and no pattern of the locale joins (ICU writes \"2024 (day: 15)\") is not supported by this runner")
	}
	toks := tokenize(pattern)
	parts, err := f.formatTokens(toks, t)
	if err != nil {
		return nil, err
	}
	for i, p := range parts {
		c := rune(0)
		if toks[i].field {
			c = toks[i].char
		}
		out = append(out, rangeTok{p, c})
	}
	return out, nil
}

// format is DateIntervalFormat::formatImpl; nil parts mean a single date
// (V8 then formats the start as format does).
func (iv *icuInterval) format(ta, tb time.Time) ([]RangePart, error) {
	field := iv.f.calendarDifference(ta, tb)
	if field == ivCount {
		return nil, nil
	}
	sameDay := field >= ivAmPm
	slot := iv.slots[field]
	var out []rangeTok
	var err error
	switch {
	case slot.empty():
		if fieldUnitIgnored(iv.pattern, field) {
			return nil, nil
		}
		out, err = iv.fallback(ta, tb, sameDay, iv.pattern)
	case slot.first == "":
		out, err = iv.fallback(ta, tb, sameDay, slot.second)
	default:
		if out, err = iv.f.formatPattern(slot.first, ta, nil); err == nil {
			out, err = iv.f.formatPattern(slot.second, tb, out)
		}
	}
	if err != nil {
		return nil, err
	}
	return overlapSpans(out), nil
}

// fallback is DateIntervalFormat::fallbackFormat: on one day with a date
// and a time, the date once and the times joined by the fallback pattern;
// otherwise both dates in full.
func (iv *icuInterval) fallback(ta, tb time.Time, sameDay bool, pattern string) ([]rangeTok, error) {
	if sameDay && iv.datePat != "" && iv.timePat != "" && iv.glue != "" {
		var out []rangeTok
		var err error
		for _, piece := range splitGlue(iv.glue) {
			switch piece {
			case "{0}":
				out, err = iv.fallbackRange(ta, tb, iv.timePat, out)
			case "{1}":
				out, err = iv.f.formatPattern(iv.datePat, ta, out)
			default:
				out = append(out, rangeTok{Part{"literal", piece}, 0})
			}
			if err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	return iv.fallbackRange(ta, tb, pattern, nil)
}

// fallbackRange formats both dates with a pattern, joined by the locale's
// intervalFormatFallback.
func (iv *icuInterval) fallbackRange(ta, tb time.Time, pattern string, out []rangeTok) ([]rangeTok, error) {
	var glue string
	if err := json.Unmarshal(iv.g.IntervalFormats["intervalFormatFallback"], &glue); err != nil {
		return nil, err
	}
	var err error
	for _, piece := range splitGlue(glue) {
		switch piece {
		case "{0}":
			out, err = iv.f.formatPattern(pattern, ta, out)
		case "{1}":
			out, err = iv.f.formatPattern(pattern, tb, out)
		default:
			out = append(out, rangeTok{Part{"literal", piece}, 0})
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// splitGlue splits a "{0} – {1}" pattern into its placeholders and text
// (SimpleFormatter's quoting does not occur in these patterns).
func splitGlue(p string) []string {
	var out []string
	for p != "" {
		i := strings.IndexByte(p, '{')
		if i < 0 || i+2 >= len(p) || p[i+2] != '}' {
			out = append(out, strings.ReplaceAll(p, "'", ""))
			break
		}
		if i > 0 {
			out = append(out, strings.ReplaceAll(p[:i], "'", ""))
		}
		out = append(out, p[i:i+3])
		p = p[i+3:]
	}
	return out
}

// overlapSpans gives each part its source as V8 reads ICU's spans
// (FormattedValueFieldPositionIteratorImpl::addOverlapSpans): the first
// date's span runs from the first to the last field that appears again
// later, the second's over those later appearances; text between two
// fields is one literal, in a span only when inside it.
func overlapSpans(toks []rangeTok) []RangePart {
	// One literal between two fields.
	var merged []rangeTok
	for _, t := range toks {
		if t.char == 0 && t.Value == "" {
			continue
		}
		if n := len(merged); n > 0 && t.char == 0 && merged[n-1].char == 0 {
			merged[n-1].Value += t.Value
			continue
		}
		merged = append(merged, t)
	}
	s1a, s1b, s2a, s2b := math.MaxInt, -1, math.MaxInt, -1
	for i, t := range merged {
		if t.char == 0 {
			continue
		}
		for j := i + 1; j < len(merged); j++ {
			if merged[j].char == t.char {
				s1a, s1b = min(s1a, i), max(s1b, i)
				s2a, s2b = min(s2a, j), max(s2b, j)
				break
			}
		}
	}
	out := make([]RangePart, len(merged))
	for i, t := range merged {
		src := "shared"
		switch {
		case i >= s1a && i <= s1b:
			src = "startRange"
		case i >= s2a && i <= s2b:
			src = "endRange"
		}
		out[i] = RangePart{t.Part, src}
	}
	return out
}
