package goja

import (
	"math"
	"strings"
	"time"
	"unicode/utf8"
)

// Date-string parsing as V8 (Node 20) does it: Date.parse and new Date(string).
//
// A string is read first as the ES date-time string format
// ([+-]yyyyyy or yyyy, then -MM, -DD, then THH:mm[:ss[.sss]] and Z or an
// offset). What that reading cannot take is handed on, token by token, to the
// legacy reader that takes the formats browsers have always accepted ("Mar 1
// 2024", "03/01/2024 10:00 PM", "Fri, 01 Mar 2024 10:00:00 GMT", the output of
// toString). Both fill the same three composers (day, time, zone), which check
// the ranges and settle the field order at the end.
//
// The rules, as V8 applies them:
//   - A numeral keeps its first nine digits after any leading zeros; the rest
//     are skipped but counted in its length. A fraction of a second is its
//     first three digits, as far as the length and the kept digits tell.
//   - A word is a run of characters at or above 'A' (not white space); it is
//     known by its first three letters, case-insensitively: a month name
//     (any length), or exactly am, pm, ut, utc, z, gmt, t or a US zone
//     (est, edt, cst, cdt, mst, mdt, pst, pdt). Any other word, before the
//     first number, is skipped; after it, the string is invalid.
//   - Text in parentheses is skipped; a ')' or a sign after a number is an
//     error unless it starts an offset (a sign after a time or after UTC).
//   - Date numbers go month, day, year unless the first cannot be a day (then
//     year, month, day); with a month name the other two are day and year in
//     either order. A missing day or month is 1, a missing year is 2001, and
//     a year of 0-49 or 50-99 outside the ISO form is 2000-2049 or 1950-1999.
//   - Without a zone the fields are local time, except an ISO date without a
//     time, which is UTC.

// dateParse parses s as V8 does and returns the instant, or false where V8
// gives NaN. The instant is in the offset s gave (what exporting a string to
// a time.Time keeps), else in local time.
func dateParse(s string) (time.Time, bool) {
	var f dateFields
	if !f.parseUTCISO(s) && !f.parse(s) {
		return time.Time{}, false
	}
	ms, ok := f.timeValue()
	if !ok {
		return time.Time{}, false
	}
	t := timeFromMsec(ms)
	if f.hasOffset {
		loc := utcOffsetZone
		if f.offset != 0 {
			loc = time.FixedZone("", f.offset)
		}
		t = t.In(loc)
	}
	return t, true
}

// utcOffsetZone is the zone of an instant parsed with a zero offset, made
// once: a Location is not changed after it is made.
var utcOffsetZone = time.FixedZone("", 0)

// parseUTCISO reads the three shapes toISOString and JSON give, the ones
// tool results carry: yyyy-MM-dd, yyyy-MM-ddTHH:mm:ssZ and
// yyyy-MM-ddTHH:mm:ss.sssZ, with every field in range and the hour below 24.
// It fills f as parse would and reports false for any other string, which
// parse then reads; it only spares the common case the tokenizer.
func (f *dateFields) parseUTCISO(s string) bool {
	if len(s) != 10 && len(s) != 20 && len(s) != 24 {
		return false
	}
	num := func(i, n int) int {
		v := 0
		for _, c := range []byte(s[i : i+n]) {
			if c < '0' || c > '9' {
				return -1
			}
			v = v*10 + int(c-'0')
		}
		return v
	}
	year, month, day := num(0, 4), num(5, 2), num(8, 2)
	if year < 0 || s[4] != '-' || s[7] != '-' || !isDateMonth(month) || !isDateDay(day) {
		return false
	}
	hour, min, sec, msec := 0, 0, 0, 0
	if len(s) > 10 {
		hour, min, sec = num(11, 2), num(14, 2), num(17, 2)
		if s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[len(s)-1] != 'Z' ||
			!dateBetween(hour, 0, 23) || !dateBetween(min, 0, 59) || !dateBetween(sec, 0, 59) {
			return false
		}
		if len(s) == 24 {
			if msec = num(20, 3); s[19] != '.' || msec < 0 {
				return false
			}
		}
	}
	*f = dateFields{year: year, month: month, day: day, hour: hour, min: min, sec: sec, msec: msec, hasOffset: true}
	return true
}

// timeValue gives the time value of the fields in milliseconds since the epoch,
// or false where it is past the range of time values.
func (f *dateFields) timeValue() (int64, bool) {
	// MakeDay: years this far out are past any time value.
	if f.year < -1000000 || f.year > 1000000 {
		return 0, false
	}
	days := daysFromCivil(int64(f.year), f.month, 1) + int64(f.day) - 1
	tv := days*86400000 + int64(f.hour)*3600000 + int64(f.min)*60000 + int64(f.sec)*1000 + int64(f.msec)
	if f.hasOffset {
		tv -= int64(f.offset) * 1000
		if tv < -maxTime || tv > maxTime {
			return 0, false
		}
		return tv, true
	}
	// Local time may stand up to ten days past the range before its zone
	// moves it back in.
	const slack = 864000000
	if tv < -maxTime-slack || tv > maxTime+slack {
		return 0, false
	}
	utc := localWallToUTC(time.UnixMilli(tv).UTC(), time.Local).UnixMilli()
	if utc < -maxTime || utc > maxTime {
		return 0, false
	}
	return utc, true
}

// daysFromCivil gives the days from 1970-01-01 to the first of month (1-12)
// of year in the proleptic Gregorian calendar, day being 1.
func daysFromCivil(y int64, m, d int) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400
	if y < 0 && y%400 != 0 {
		era--
	}
	yoe := y - era*400
	mp := int64(m+9) % 12
	doy := (153*mp+2)/5 + int64(d) - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

// dateFields is what a parse leaves: the fields of a date, month 1-12, and
// the offset east of UTC in seconds where the string gave a zone.
type dateFields struct {
	year, month, day     int
	hour, min, sec, msec int
	offset               int
	hasOffset            bool
}

// dateNone marks a missing value in the composers.
const dateNone = math.MaxInt32

// dateMaxDigits is how many digits of a numeral count; the rest are skipped.
const dateMaxDigits = 9

type dateTokenKind int8

const (
	dtInvalid dateTokenKind = iota // the ISO reader has failed for good
	dtUnknown                      // a character nothing else takes, or a parenthesis
	dtSpace
	dtNumber
	dtSymbol // one of : - + . )
	dtEnd
	dtWord
)

type dateWordKind int8

const (
	dwOther dateWordKind = iota
	dwMonth
	dwZone
	dwTimeSep
	dwAmPm
)

type dateToken struct {
	kind   dateTokenKind
	word   dateWordKind
	length int // characters (UTF-16 units) the token spans
	value  int // number, symbol, month 1-12, zone hours, or 0/12 for am/pm
}

func (t dateToken) isSymbol(c byte) bool { return t.kind == dtSymbol && t.value == int(c) }
func (t dateToken) isSign() bool         { return t.isSymbol('+') || t.isSymbol('-') }
func (t dateToken) sign() int {
	if t.value == '-' {
		return -1
	}
	return 1
}
func (t dateToken) isNumberOfLength(n int) bool { return t.kind == dtNumber && t.length == n }
func (t dateToken) isZ() bool {
	return t.kind == dtWord && t.word == dwZone && t.length == 1 && t.value == 0
}

// dateKeywords maps a word's first three letters (lower case, padded with
// zeroes) to what it names. Only month names may be longer than their key.
var dateKeywords = []struct {
	key   [3]rune
	kind  dateWordKind
	value int
}{
	{[3]rune{'j', 'a', 'n'}, dwMonth, 1},
	{[3]rune{'f', 'e', 'b'}, dwMonth, 2},
	{[3]rune{'m', 'a', 'r'}, dwMonth, 3},
	{[3]rune{'a', 'p', 'r'}, dwMonth, 4},
	{[3]rune{'m', 'a', 'y'}, dwMonth, 5},
	{[3]rune{'j', 'u', 'n'}, dwMonth, 6},
	{[3]rune{'j', 'u', 'l'}, dwMonth, 7},
	{[3]rune{'a', 'u', 'g'}, dwMonth, 8},
	{[3]rune{'s', 'e', 'p'}, dwMonth, 9},
	{[3]rune{'o', 'c', 't'}, dwMonth, 10},
	{[3]rune{'n', 'o', 'v'}, dwMonth, 11},
	{[3]rune{'d', 'e', 'c'}, dwMonth, 12},
	{[3]rune{'a', 'm', 0}, dwAmPm, 0},
	{[3]rune{'p', 'm', 0}, dwAmPm, 12},
	{[3]rune{'u', 't', 0}, dwZone, 0},
	{[3]rune{'u', 't', 'c'}, dwZone, 0},
	{[3]rune{'z', 0, 0}, dwZone, 0},
	{[3]rune{'g', 'm', 't'}, dwZone, 0},
	{[3]rune{'c', 'd', 't'}, dwZone, -5},
	{[3]rune{'c', 's', 't'}, dwZone, -6},
	{[3]rune{'e', 'd', 't'}, dwZone, -4},
	{[3]rune{'e', 's', 't'}, dwZone, -5},
	{[3]rune{'m', 'd', 't'}, dwZone, -6},
	{[3]rune{'m', 's', 't'}, dwZone, -7},
	{[3]rune{'p', 'd', 't'}, dwZone, -7},
	{[3]rune{'p', 's', 't'}, dwZone, -8},
	{[3]rune{'t', 0, 0}, dwTimeSep, 0},
}

// isDateSpace is ECMAScript's WhiteSpace or LineTerminator.
func isDateSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// dateScanner splits a date string into tokens with one token of lookahead.
type dateScanner struct {
	s    string
	pos  int
	next dateToken
}

func newDateScanner(s string) *dateScanner {
	// V8 reads a NUL as the end of the string.
	if i := strings.IndexByte(s, 0); i >= 0 {
		s = s[:i]
	}
	sc := &dateScanner{s: s}
	sc.next = sc.scan()
	return sc
}

func (sc *dateScanner) peek() dateToken { return sc.next }

func (sc *dateScanner) take() dateToken {
	t := sc.next
	sc.next = sc.scan()
	return t
}

func (sc *dateScanner) skipSymbol(c byte) bool {
	if sc.next.isSymbol(c) {
		sc.next = sc.scan()
		return true
	}
	return false
}

func (sc *dateScanner) char() (rune, int) {
	r, n := utf8.DecodeRuneInString(sc.s[sc.pos:])
	return r, n
}

func units(r rune) int {
	if r > 0xffff {
		return 2
	}
	return 1
}

func (sc *dateScanner) scan() dateToken {
	if sc.pos >= len(sc.s) {
		return dateToken{kind: dtEnd}
	}
	c := sc.s[sc.pos]
	if c >= '0' && c <= '9' {
		// Leading zeros count in the length but not among the digits kept.
		start := sc.pos
		for sc.pos < len(sc.s) && sc.s[sc.pos] == '0' {
			sc.pos++
		}
		n, kept := 0, 0
		for sc.pos < len(sc.s) && sc.s[sc.pos] >= '0' && sc.s[sc.pos] <= '9' {
			if kept < dateMaxDigits {
				n = n*10 + int(sc.s[sc.pos]-'0')
			}
			kept++
			sc.pos++
		}
		return dateToken{kind: dtNumber, length: sc.pos - start, value: n}
	}
	switch c {
	case ':', '-', '+', '.', ')':
		sc.pos++
		return dateToken{kind: dtSymbol, length: 1, value: int(c)}
	}
	if r, _ := sc.char(); r >= 'A' && !isDateSpace(r) {
		var key [3]rune
		length := 0
		for sc.pos < len(sc.s) {
			r, n := sc.char()
			if r < 'A' || isDateSpace(r) {
				break
			}
			if length < 3 {
				if r >= 'A' && r <= 'Z' {
					r += 'a' - 'A'
				}
				key[length] = r
			}
			length += units(r)
			sc.pos += n
		}
		for _, k := range dateKeywords {
			if k.key == key && (length <= 3 || k.kind == dwMonth) {
				return dateToken{kind: dtWord, word: k.kind, length: length, value: k.value}
			}
		}
		return dateToken{kind: dtWord, word: dwOther, length: length}
	}
	if r, n := sc.char(); isDateSpace(r) {
		sc.pos += n
		return dateToken{kind: dtSpace, length: units(r)}
	}
	if c == '(' {
		// Skip to the matching parenthesis or the end.
		for depth := 0; ; {
			switch sc.s[sc.pos] {
			case '(':
				depth++
			case ')':
				depth--
			}
			_, n := sc.char()
			sc.pos += n
			if depth <= 0 || sc.pos >= len(sc.s) {
				break
			}
		}
		return dateToken{kind: dtUnknown, length: 1}
	}
	_, n := sc.char()
	sc.pos += n
	return dateToken{kind: dtUnknown, length: 1}
}

func dateBetween(x, lo, hi int) bool { return x >= lo && x <= hi }

// dayComposer collects up to three date numbers and a month name.
type dayComposer struct {
	comp  [3]int
	n     int
	month int // named month, or dateNone
	isISO bool
}

func (d *dayComposer) add(v int) bool {
	if d.n == len(d.comp) {
		return false
	}
	d.comp[d.n] = v
	d.n++
	return true
}

func isDateDay(x int) bool   { return dateBetween(x, 1, 31) }
func isDateMonth(x int) bool { return dateBetween(x, 1, 12) }

func (d *dayComposer) write(f *dateFields) bool {
	if d.n < 1 {
		return false
	}
	for d.n < len(d.comp) {
		d.comp[d.n] = 1
		d.n++
	}
	year, month, day := 0, dateNone, dateNone
	if d.month == dateNone {
		if d.isISO || !isDateDay(d.comp[0]) {
			year, month, day = d.comp[0], d.comp[1], d.comp[2]
		} else {
			month, day, year = d.comp[0], d.comp[1], d.comp[2]
		}
	} else {
		month = d.month
		if !isDateDay(d.comp[0]) {
			year, day = d.comp[0], d.comp[1]
		} else {
			day, year = d.comp[0], d.comp[1]
		}
	}
	if !d.isISO {
		if dateBetween(year, 0, 49) {
			year += 2000
		} else if dateBetween(year, 50, 99) {
			year += 1900
		}
	}
	if !isDateMonth(month) || !isDateDay(day) {
		return false
	}
	f.year, f.month, f.day = year, month, day
	return true
}

// timeComposer collects hour, minute, second and millisecond, and an am/pm.
type timeComposer struct {
	comp     [4]int
	n        int
	hourOffs int // 0 for am, 12 for pm, or dateNone
}

func (t *timeComposer) empty() bool { return t.n == 0 }

func (t *timeComposer) expecting(v int) bool {
	return (t.n == 1 && dateBetween(v, 0, 59)) || (t.n == 2 && dateBetween(v, 0, 59)) ||
		(t.n == 3 && dateBetween(v, 0, 999))
}

func (t *timeComposer) add(v int) bool {
	if t.n == len(t.comp) {
		return false
	}
	t.comp[t.n] = v
	t.n++
	return true
}

func (t *timeComposer) addFinal(v int) bool {
	if !t.add(v) {
		return false
	}
	for t.n < len(t.comp) {
		t.comp[t.n] = 0
		t.n++
	}
	return true
}

func (t *timeComposer) write(f *dateFields) bool {
	for t.n < len(t.comp) {
		t.comp[t.n] = 0
		t.n++
	}
	hour, min, sec, ms := t.comp[0], t.comp[1], t.comp[2], t.comp[3]
	if t.hourOffs != dateNone {
		if !dateBetween(hour, 0, 12) {
			return false
		}
		hour = hour%12 + t.hourOffs
	}
	if !dateBetween(hour, 0, 23) || !dateBetween(min, 0, 59) || !dateBetween(sec, 0, 59) || !dateBetween(ms, 0, 999) {
		// 24:00:00.000 is the end of the day.
		if hour != 24 || min != 0 || sec != 0 || ms != 0 {
			return false
		}
	}
	f.hour, f.min, f.sec, f.msec = hour, min, sec, ms
	return true
}

// zoneComposer collects a sign, hours and minutes of an offset from UTC.
type zoneComposer struct {
	sign, hour, min int // each dateNone until set
}

func (z *zoneComposer) set(hours int) {
	z.sign = 1
	if hours < 0 {
		z.sign = -1
	}
	z.hour = hours * z.sign
	z.min = 0
}

func (z *zoneComposer) setSign(s int) {
	z.sign = 1
	if s < 0 {
		z.sign = -1
	}
}

func (z *zoneComposer) expecting(v int) bool {
	return z.hour != dateNone && z.min == dateNone && dateBetween(v, 0, 59)
}

func (z *zoneComposer) isUTC() bool { return z.hour == 0 && z.min == 0 }
func (z *zoneComposer) empty() bool { return z.hour == dateNone }

func (z *zoneComposer) write(f *dateFields) bool {
	if z.sign == dateNone {
		f.hasOffset = false
		return true
	}
	if z.hour == dateNone {
		z.hour = 0
	}
	if z.min == dateNone {
		z.min = 0
	}
	// V8 sums in 32-bit unsigned arithmetic and wants a small integer.
	total := uint32(z.hour)*3600 + uint32(z.min)*60
	if total > math.MaxInt32 {
		return false
	}
	f.offset = int(total) * z.sign
	f.hasOffset = true
	return true
}

// readMillis takes the first three significant digits of a fraction of a
// second, as far as the nine kept digits of the numeral allow.
func readMillis(t dateToken) int {
	n, length := t.value, t.length
	switch {
	case length == 1:
		return n * 100
	case length == 2:
		return n * 10
	case length > 3:
		if length > dateMaxDigits {
			length = dateMaxDigits
		}
		for ; length > 3; length-- {
			n /= 10
		}
	}
	return n
}

func (f *dateFields) parse(s string) bool {
	sc := newDateScanner(s)
	day := dayComposer{month: dateNone}
	tm := timeComposer{hourOffs: dateNone}
	tz := zoneComposer{sign: dateNone, hour: dateNone, min: dateNone}

	tok := parseISODate(sc, &day, &tm, &tz)
	if tok.kind == dtInvalid {
		return false
	}
	hasNumber := day.n > 0
	for ; tok.kind != dtEnd; tok = sc.take() {
		switch {
		case tok.kind == dtNumber:
			hasNumber = true
			n := tok.value
			if sc.skipSymbol(':') {
				if sc.skipSymbol(':') {
					// "n::" is an hour and a zero minute.
					if !tm.empty() {
						return false
					}
					tm.add(n)
					tm.add(0)
				} else {
					if !tm.add(n) {
						return false
					}
					if sc.peek().isSymbol('.') {
						sc.take()
					}
				}
			} else if sc.skipSymbol('.') && tm.expecting(n) {
				tm.add(n)
				if sc.peek().kind != dtNumber {
					return false
				}
				tm.addFinal(readMillis(sc.take()))
			} else if tz.expecting(n) {
				tz.min = n
			} else if tm.expecting(n) {
				tm.addFinal(n)
				// A time's last number ends the string or is followed by
				// white space, Z or a sign.
				p := sc.peek()
				if p.kind != dtEnd && p.kind != dtSpace && !p.isZ() && !p.isSign() {
					return false
				}
			} else {
				if !day.add(n) {
					return false
				}
				sc.skipSymbol('-')
			}
		case tok.kind == dtWord:
			switch {
			case tok.word == dwAmPm && !tm.empty():
				tm.hourOffs = tok.value
			case tok.word == dwMonth:
				day.month = tok.value
				sc.skipSymbol('-')
			case tok.word == dwZone && hasNumber:
				tz.set(tok.value)
			default:
				// A word that means nothing here may only come before the
				// first number, and apart from it.
				if hasNumber || sc.peek().kind == dtNumber {
					return false
				}
			}
		case tok.isSign() && (tz.isUTC() || !tm.empty()):
			// An offset, after a time or after UTC.
			tz.setSign(tok.sign())
			n, length := 0, 0
			if sc.peek().kind == dtNumber {
				t := sc.take()
				n, length = t.value, t.length
			}
			hasNumber = true
			switch {
			case sc.peek().isSymbol(':'):
				tz.hour, tz.min = n, dateNone
			case length == 1 || length == 2:
				tz.hour, tz.min = n, 0
			case length == 3 || length == 4:
				tz.hour, tz.min = n/100, n%100
			default:
				return false
			}
		case (tok.isSign() || tok.isSymbol(')')) && hasNumber:
			return false
		}
	}
	return day.write(f) && tm.write(f) && tz.write(f)
}

// parseISODate reads as much of s as the ES date-time string format takes.
// It returns dtEnd when that was all of it, dtInvalid when s had a time in
// that format but a bad one, and otherwise the first token the legacy
// reader is to go on from.
func parseISODate(sc *dateScanner, day *dayComposer, tm *timeComposer, tz *zoneComposer) dateToken {
	if sc.peek().isSign() {
		sign := sc.take()
		if !sc.peek().isNumberOfLength(6) {
			return sign
		}
		// The year is consumed even when it is refused.
		year := sc.take().value
		if sign.sign() < 0 && year == 0 {
			return sign
		}
		day.add(sign.sign() * year)
	} else if sc.peek().isNumberOfLength(4) {
		day.add(sc.take().value)
	} else {
		return sc.take()
	}
	if sc.skipSymbol('-') {
		if p := sc.peek(); !p.isNumberOfLength(2) || !isDateMonth(p.value) {
			return sc.take()
		}
		day.add(sc.take().value)
		if sc.skipSymbol('-') {
			if p := sc.peek(); !p.isNumberOfLength(2) || !isDateDay(p.value) {
				return sc.take()
			}
			day.add(sc.take().value)
		}
	}
	if p := sc.peek(); p.kind != dtWord || p.word != dwTimeSep {
		if p.kind != dtEnd {
			return sc.take()
		}
	} else {
		sc.take()
		invalid := dateToken{kind: dtInvalid}
		p := sc.peek()
		if !p.isNumberOfLength(2) || !dateBetween(p.value, 0, 24) {
			return invalid
		}
		hour24 := p.value == 24
		tm.add(sc.take().value)
		if !sc.skipSymbol(':') {
			return invalid
		}
		if p := sc.peek(); !p.isNumberOfLength(2) || !dateBetween(p.value, 0, 59) || hour24 && p.value > 0 {
			return invalid
		}
		tm.add(sc.take().value)
		if sc.skipSymbol(':') {
			if p := sc.peek(); !p.isNumberOfLength(2) || !dateBetween(p.value, 0, 59) || hour24 && p.value > 0 {
				return invalid
			}
			tm.add(sc.take().value)
			if sc.skipSymbol('.') {
				if p := sc.peek(); p.kind != dtNumber || hour24 && p.value > 0 {
					return invalid
				}
				tm.add(readMillis(sc.take()))
			}
		}
		if sc.peek().isZ() {
			sc.take()
			tz.set(0)
		} else if sc.peek().isSign() {
			tz.setSign(sc.take().sign())
			if sc.peek().isNumberOfLength(4) {
				hm := sc.take().value
				h, m := hm/100, hm%100
				if !dateBetween(h, 0, 23) || !dateBetween(m, 0, 59) {
					return invalid
				}
				tz.hour, tz.min = h, m
			} else {
				if p := sc.peek(); !p.isNumberOfLength(2) || !dateBetween(p.value, 0, 23) {
					return invalid
				}
				tz.hour = sc.take().value
				if !sc.skipSymbol(':') {
					return invalid
				}
				if p := sc.peek(); !p.isNumberOfLength(2) || !dateBetween(p.value, 0, 59) {
					return invalid
				}
				tz.min = sc.take().value
			}
		}
		if sc.peek().kind != dtEnd {
			return invalid
		}
	}
	// A date without a time is UTC; a date with one is local time.
	if tz.empty() && tm.empty() {
		tz.set(0)
	}
	day.isISO = true
	return dateToken{kind: dtEnd}
}
