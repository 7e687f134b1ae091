package intl

import (
	"encoding/json"
	"math"
	"sort"
	"strings"
	"time"
)

// RangePart is a part of formatRangeToParts: which date it shows
// (startRange, endRange) or "shared".
type RangePart struct {
	Part
	Source string
}

// rangeRank orders the calendar fields from the largest, as ICU's
// DateIntervalFormat finds the greatest difference.
func rangeRank(c rune) int {
	switch fieldKind(c) {
	case 'G':
		return 0
	case 'y':
		return 1
	case 'M':
		return 2
	case 'd', 'E':
		return 3
	case 'a':
		return 4
	case 'h':
		return 5
	case 'm':
		return 6
	case 's':
		return 7
	}
	return -1
}

// greatestDifference is the letter of the largest calendar field in
// which two times differ, 0 when they agree to the second.
func greatestDifference(a, b time.Time) rune {
	era := func(t time.Time) bool { return t.Year() > 0 }
	switch {
	case era(a) != era(b):
		return 'G'
	case a.Year() != b.Year():
		return 'y'
	case a.Month() != b.Month():
		return 'M'
	case a.Day() != b.Day():
		return 'd'
	case a.Hour() >= 12 != (b.Hour() >= 12):
		return 'a'
	case a.Hour() != b.Hour():
		return 'h'
	case a.Minute() != b.Minute():
		return 'm'
	case a.Second() != b.Second():
		return 's'
	}
	return 0
}

// FormatRange is formatRange.
func (f *DateTimeFormat) FormatRange(a, b float64) (string, error) {
	parts, err := f.FormatRangeToParts(a, b)
	var sb strings.Builder
	single := true
	for _, p := range parts {
		sb.WriteString(p.Value)
		single = single && p.Source == "shared"
	}
	if single {
		// One date is format's string, spaces and all; an interval
		// keeps CLDR's narrow no-break spaces.
		return strings.ReplaceAll(sb.String(), "\u202f", " "), err
	}
	return sb.String(), err
}

// FormatRangeToParts is formatRangeToParts: ICU's interval format for the
// requested fields and the greatest difference, the first date's fields
// before the repeated one and the second's after; two times that differ
// only in fields not shown format as one. What ICU answers by combining
// patterns (fields without an interval format, such as a date with a
// time, a zone, a difference larger than the fields shown) is refused.
func (f *DateTimeFormat) FormatRangeToParts(a, b float64) ([]RangePart, error) {
	const ctor = "Intl.DateTimeFormat.prototype.formatRange"
	for _, v := range []float64{a, b} {
		if math.IsNaN(v) || math.Abs(v) > 8.64e15 {
			return nil, rangeErrorf("Invalid time value")
		}
	}
	ta, tb := time.UnixMilli(int64(a)).In(f.loc), time.UnixMilli(int64(b)).In(f.loc)
	// V8 gives ICU the skeleton of the resolved pattern, not the options:
	// ja's month "short" is "M月", so its ranges use yMd's interval
	// formats.
	want := map[rune]skelField{}
	for _, t := range tokenize(f.pattern) {
		if t.field && t.char != 'a' {
			want[fieldKind(t.char)] = skelField{t.char, len([]rune(t.text))}
		}
	}
	if _, ok := want['z']; ok {
		return nil, rangeErrorf("%s: a range of a format with timeZoneName is not supported by this runner", ctor)
	}
	_, hasHour := want['h']
	_, hasDay := want['d']
	if hasHour && !hasDay && (want['M'].n > 0 || want['E'].n > 0 || want['y'].n > 0) {
		// A time with a month or weekday but no day ({month, hour},
		// {weekday, hour, minute}): ICU's skeleton handling there is not
		// reproduced.
		return nil, rangeErrorf("%s: a range of a time with a month, weekday or year but no day is not supported by this runner", ctor)
	}
	minRank, maxRank := 8, -1
	for k, w := range want {
		r := rangeRank(k)
		if k == 'h' && (w.char == 'h' || w.char == 'K') {
			// A 12-hour clock shows the day period too.
			minRank = min(minRank, 4)
		}
		minRank, maxRank = min(minRank, r), max(maxRank, r)
	}
	diff := greatestDifference(ta, tb)
	if diff == 'a' && minRank > 4 {
		// A 24-hour clock has no day period: the hour differs.
		diff = 'h'
	}
	rank := rangeRank(diff)
	if diff == 0 || rank > maxRank {
		parts, err := f.formatTokens(tokenize(f.pattern), ta)
		out := make([]RangePart, len(parts))
		for i, p := range parts {
			out[i] = RangePart{p, "shared"}
		}
		return out, err
	}
	if rank < minRank {
		_, hasDay := want['d']
		_, hasMonth := want['M']
		_, hasYear := want['y']
		switch {
		case rank <= 0:
		case maxRank >= 4 && minRank >= 4:
			// A time alone on two days: ICU writes both in full, with the
			// short date's fields (yMd) before the time's.
			return f.fallbackRange(ta, tb, "yMd")
		case maxRank >= 4 && (hasDay || hasMonth || hasYear):
			// A date with a time, differing in a field it does not show:
			// ICU adds the missing date fields down from that one to the
			// skeleton and writes both dates in full ("Jan 15, 2024, 3:04 PM
			// – Jun 1, 2025, 12:00 PM").
			prefix := ""
			if !hasYear && rank <= rangeRank('y') {
				prefix += "y"
			}
			if !hasMonth && rank <= rangeRank('M') {
				prefix += "M"
			}
			if !hasDay && rank <= rangeRank('d') {
				prefix += "d"
			}
			return f.fallbackRange(ta, tb, prefix)
		case hasDay && maxRank <= 3:
			// A day without its month or year: ICU adds them (numeric) to
			// find the interval format ("Jan 15, 2024 – Jun 1, 2025").
			if !hasMonth {
				want['M'] = skelField{'M', 1}
			}
			if !hasYear && diff == 'y' {
				want['y'] = skelField{'y', 1}
			}
			return f.intervalRange(ta, tb, want, diff)
		}
		return nil, rangeErrorf("%s: a range wider than the fields shown is not supported by this runner", ctor)
	}
	return f.intervalRange(ta, tb, want, diff)
}

// intervalRange formats with the interval format of the fields wanted and
// the greatest difference, else ICU's fallback.
func (f *DateTimeFormat) intervalRange(ta, tb time.Time, want map[rune]skelField, diff rune) ([]RangePart, error) {
	const ctor = "Intl.DateTimeFormat.prototype.formatRange"
	rank := rangeRank(diff)
	entry, key, ok := f.intervalEntry(want)
	if !ok {
		_, hasTime := want['h']
		_, hasDate := want['d']
		if hasTime && hasDate && rank >= 4 {
			return f.dateWithTimeRange(ta, tb, want, diff)
		}
		return f.fallbackRange(ta, tb, "")
	}
	letters := []string{string(diff)}
	switch diff {
	case 'a':
		letters = []string{"a", "h", "H"}
	case 'h':
		letters = []string{"h", "H"}
	}
	pat := ""
	for _, l := range letters {
		if p := entry[l]; p != "" {
			pat = p
			break
		}
	}
	if pat == "" {
		return nil, rangeErrorf("%s: a range of these fields is not supported by this runner", ctor)
	}
	pat = adjustTextWidths(pat, key, want)
	if want['h'].n > 0 {
		pat = setHourLetter(pat, f.HourCycle)
	}
	return f.intervalParts(pat, ta, tb)
}

// intervalParts formats an interval pattern: the first date up to the
// first repeated field, the second from there.
func (f *DateTimeFormat) intervalParts(pat string, ta, tb time.Time) ([]RangePart, error) {
	// The second date starts at the first field repeated.
	toks := tokenize(pat)
	split := len(toks)
	seen := map[rune]bool{}
	for i, t := range toks {
		if !t.field {
			continue
		}
		if seen[fieldKind(t.char)] {
			split = i
			break
		}
		seen[fieldKind(t.char)] = true
	}
	kinds := [2]map[rune]bool{{}, {}}
	for i, half := range [][]token{toks[:split], toks[split:]} {
		for _, tk := range half {
			if tk.field {
				kinds[i][fieldKind(tk.char)] = true
			}
		}
	}
	inBoth := map[rune]bool{}
	for k := range kinds[0] {
		inBoth[k] = kinds[1][k]
	}
	var out []RangePart
	for i, half := range [][]token{toks[:split], toks[split:]} {
		t, source := ta, "startRange"
		if i == 1 {
			t, source = tb, "endRange"
		}
		parts, err := f.formatTokens(half, t)
		if err != nil {
			return nil, err
		}
		// As ICU's addOverlapSpans: a date's span runs from the first to
		// the last of the fields both halves show; the rest (the month of
		// "Jan 15 – 20") is shared.
		first, last := -1, -1
		for j, tk := range half {
			if tk.field && inBoth[fieldKind(tk.char)] {
				if first < 0 {
					first = j
				}
				last = j
			}
		}
		for j, p := range parts {
			src := "shared"
			if first >= 0 && j >= first && j <= last {
				src = source
			}
			out = append(out, RangePart{p, src})
		}
	}
	return out, nil
}

// intervalEntry finds the locale's interval formats for the requested
// fields: the key with the same fields (and clock) and the nearest widths.
func (f *DateTimeFormat) intervalEntry(want map[rune]skelField) (map[string]string, map[rune]skelField, bool) {
	g := f.Locale.tables().gregorianTables()
	var best map[string]string
	var bestKey map[rune]skelField
	bestScore := math.MaxInt
	keys := make([]string, 0, len(g.IntervalFormats))
	for k := range g.IntervalFormats {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if k == "intervalFormatFallback" {
			continue
		}
		have := parseSkeleton(k)
		if len(have) != len(want) {
			continue
		}
		score := 0
		for kind, w := range want {
			h, ok := have[kind]
			if !ok || kind == 'h' && (h.char == 'h' || h.char == 'K') != (w.char == 'h' || w.char == 'K') {
				score = -1
				break
			}
			score += abs(icuType(kind, h.n) - icuType(kind, w.n))
		}
		if score < 0 || score >= bestScore {
			continue
		}
		var entry map[string]string
		if err := json.Unmarshal(g.IntervalFormats[k], &entry); err != nil {
			continue
		}
		best, bestKey, bestScore = entry, have, score
	}
	return best, bestKey, best != nil
}

// adjustTextWidths gives an interval pattern's text fields the widths of
// the pattern's (MMMM for MMM); numeric widths stay the interval
// format's, as ICU leaves them (en's 01/15/2024 ranges as 1/15/2024).
func adjustTextWidths(pattern string, key, want map[rune]skelField) string {
	var sb strings.Builder
	for _, t := range tokenize(pattern) {
		if !t.field {
			sb.WriteString(quote(t.text))
			continue
		}
		kind := fieldKind(t.char)
		n := len([]rune(t.text))
		if w, ok := want[kind]; ok && isText(kind, n) && isText(kind, w.n) && key[kind].n != w.n {
			n = w.n
		}
		sb.WriteString(strings.Repeat(string(t.char), n))
	}
	return sb.String()
}

// fallbackRange is ICU's fallback for fields without an interval format:
// both dates in full, joined by the locale's intervalFormatFallback
// ("{0} – {1}"), each date its own span.
func (f *DateTimeFormat) fallbackRange(ta, tb time.Time, prefix string) ([]RangePart, error) {
	var glue string
	if err := json.Unmarshal(f.Locale.tables().gregorianTables().IntervalFormats["intervalFormatFallback"], &glue); err != nil {
		return nil, err
	}
	// ICU regenerates the pattern from the skeleton, without matching
	// the hour's width (ja's "M月d日 H:mm" is "M/d H:mm" here, en's
	// "hh:mm:ss a" is "h:mm:ss a").
	var sk strings.Builder
	sk.WriteString(prefix)
	for _, t := range tokenize(f.pattern) {
		switch {
		case !t.field || t.char == 'a':
		case fieldKind(t.char) == 'h':
			sk.WriteString(strings.Repeat(map[bool]string{true: "h", false: "H"}[t.char == 'h' || t.char == 'K'], len(t.text)))
		default:
			sk.WriteString(t.text)
		}
	}
	pattern := f.pattern
	if p, ok := bestPattern(f.Locale.tables().gregorianTables(), sk.String(), false); ok {
		pattern = p
		if f.HourCycle != "" {
			pattern = setHourLetter(pattern, f.HourCycle)
		}
	}
	before, rest, _ := strings.Cut(glue, "{0}")
	middle, after, _ := strings.Cut(rest, "{1}")
	var out []RangePart
	add := func(text string) {
		// Shared literal text next to a date's own ("時" then "～") is one
		// part.
		if n := len(out); n > 0 && out[n-1].Type == "literal" && out[n-1].Source == "shared" {
			out[n-1].Value += text
		} else if text != "" {
			out = append(out, RangePart{Part{"literal", text}, "shared"})
		}
	}
	add(before)
	for i, t := range []time.Time{ta, tb} {
		if i == 1 {
			add(middle)
		}
		parts, err := f.formatTokens(tokenize(pattern), t)
		if err != nil {
			return nil, err
		}
		source := [2]string{"startRange", "endRange"}[i]
		first, last := -1, -1
		for j, p := range parts {
			if p.Type != "literal" {
				if first < 0 {
					first = j
				}
				last = j
			}
		}
		for j, p := range parts {
			src := "shared"
			if j >= first && j <= last {
				src = source
			}
			out = append(out, RangePart{p, src})
		}
	}
	add(after)
	return out, nil
}

// dateWithTimeRange is ICU's range of a date with a time on one day: the
// date once, joined by the locale's date-time pattern to the time's
// interval format ("Jan 15, 3:04 – 4:04 PM").
func (f *DateTimeFormat) dateWithTimeRange(ta, tb time.Time, want map[rune]skelField, diff rune) ([]RangePart, error) {
	const ctor = "Intl.DateTimeFormat.prototype.formatRange"
	g := f.Locale.tables().gregorianTables()
	timeWant := map[rune]skelField{}
	var date strings.Builder
	for _, t := range tokenize(f.pattern) {
		switch {
		case !t.field || t.char == 'a':
		case strings.ContainsRune("hms", fieldKind(t.char)):
			timeWant[fieldKind(t.char)] = skelField{t.char, len([]rune(t.text))}
		default:
			date.WriteString(t.text)
		}
	}
	entry, key, ok := f.intervalEntry(timeWant)
	datePat, ok2 := bestPattern(g, date.String(), false)
	if !ok || !ok2 {
		return nil, rangeErrorf("%s: a range of these fields is not supported by this runner", ctor)
	}
	letters := []string{"h", "H"}
	if diff == 'm' || diff == 's' {
		letters = []string{string(diff)}
	} else if diff == 'a' {
		letters = []string{"a", "h", "H"}
	}
	timePat := ""
	for _, l := range letters {
		if p := entry[l]; p != "" {
			timePat = p
			break
		}
	}
	if timePat == "" {
		return nil, rangeErrorf("%s: a range of these fields is not supported by this runner", ctor)
	}
	timePat = setHourLetter(adjustTextWidths(timePat, key, timeWant), f.HourCycle)
	// ICU's DateIntervalFormat joins them with the DateTimePatterns'
	// default (kDateTime), CLDR's medium glue, whatever the date's width
	// (fr's "15/01, 15:04 – 18:04", where format writes "15/01 15:04").
	pat := strings.NewReplacer("{1}", datePat, "{0}", timePat).Replace(g.DateTimeFormats["medium"])
	return f.intervalParts(pat, ta, tb)
}
