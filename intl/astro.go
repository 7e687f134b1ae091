package intl

import (
	"math"
	"sync"
)

// The calendars ICU computes from the sun's and the moon's positions:
// chinese and dangi (months from new moon to new moon, numbered by the
// solar terms they hold, the leap month being the first of a year of
// thirteen that holds none) and islamic (months from the day the moon's
// age turns positive). ICU 78 places the sun and the moon with the
// formulas of Peter Duffett-Smith's "Practical Astronomy with your
// Calculator" (orbital elements of the epoch 1990 January 0.0, the moon
// with its evection, annual equation, equation of the centre and
// variation), and finds the instant of a longitude or of a phase by
// secant steps of whole milliseconds, to within a minute. Its dates are
// these formulas' and not the almanac's (a new moon near midnight may
// fall on the neighbouring day), so this file computes them the same
// way, in the same order of floating-point operations, and is checked
// against Node 20 day by day from 1900 to 2100 (astro_test.go).

const (
	dayMS       = 86400000.0
	minuteMS    = 60000.0
	julianEpoch = -210866760000000.0 // Julian day 0, in ms since 1970
	astroEpoch  = 2447891.5          // Julian day of 1990 January 0.0

	tropicalYear = 365.242191
	synodicMonth = 29.530588853
)

// The orbital elements, in radians, computed at run time as ICU does
// (a constant expression would round once, not per operation).
var (
	astroPi  = 3.14159265358979323846
	astroPi2 = astroPi * 2.0

	sunEtaG   = 279.403303 * astroPi / 180 // ecliptic longitude at the epoch
	sunOmegaG = 282.768422 * astroPi / 180 // ecliptic longitude of perigee
	sunE      = 0.016713                   // eccentricity of the orbit

	moonL0 = 318.351648 * astroPi / 180 // mean longitude at the epoch
	moonP0 = 36.340410 * astroPi / 180  // mean longitude of perigee
	moonN0 = 318.510107 * astroPi / 180 // mean longitude of the node
	moonI  = 5.145366 * astroPi / 180   // inclination of the orbit
)

// astroNormalize is value modulo rng, in [0, rng).
func astroNormalize(value, rng float64) float64 {
	return value - rng*math.Floor(value/rng)
}

func norm2Pi(a float64) float64 { return astroNormalize(a, astroPi2) }

func normPi(a float64) float64 { return astroNormalize(a+astroPi, astroPi2) - astroPi }

// trueAnomaly solves Kepler's equation by Newton's steps to 1e-5 radian.
func trueAnomaly(meanAnomaly, e float64) float64 {
	E := meanAnomaly
	for {
		delta := E - e*math.Sin(E) - meanAnomaly
		E = E - delta/(1-e*math.Cos(E))
		if math.Abs(delta) <= 1e-5 {
			break
		}
	}
	return 2.0 * math.Atan(math.Tan(E/2)*math.Sqrt((1+e)/(1-e)))
}

// sunLongitude is the sun's ecliptic longitude at an instant (ms since
// 1970), and its mean anomaly.
func sunLongitude(ms float64) (longitude, meanAnomaly float64) {
	day := (ms-julianEpoch)/dayMS - astroEpoch
	epochAngle := norm2Pi(astroPi2 / tropicalYear * day)
	meanAnomaly = norm2Pi(epochAngle + sunEtaG - sunOmegaG)
	longitude = norm2Pi(trueAnomaly(meanAnomaly, sunE) + sunOmegaG)
	return longitude, meanAnomaly
}

// moonAge is the moon's ecliptic longitude less the sun's at an instant,
// in [0, 2π): 0 at new moon.
func moonAge(ms float64) float64 {
	sunLong, sunAnomaly := sunLongitude(ms)
	day := (ms-julianEpoch)/dayMS - astroEpoch
	meanLong := norm2Pi(13.1763966*astroPi/180*day + moonL0)
	anomaly := norm2Pi(meanLong - 0.1114041*astroPi/180*day - moonP0)
	evection := 1.2739 * astroPi / 180 * math.Sin(2*(meanLong-sunLong)-anomaly)
	annual := 0.1858 * astroPi / 180 * math.Sin(sunAnomaly)
	a3 := 0.3700 * astroPi / 180 * math.Sin(sunAnomaly)
	anomaly += evection - annual - a3
	center := 6.2886 * astroPi / 180 * math.Sin(anomaly)
	a4 := 0.2140 * astroPi / 180 * math.Sin(2*anomaly)
	long := meanLong + evection + center - annual + a4
	long += 0.6583 * astroPi / 180 * math.Sin(2*(long-sunLong))
	node := norm2Pi(moonN0 - 0.0529539*astroPi/180*day)
	node -= 0.16 * astroPi / 180 * math.Sin(sunAnomaly)
	y := math.Sin(long - node)
	x := math.Cos(long - node)
	eclipLong := math.Atan2(y*math.Cos(moonI), x) + node
	return norm2Pi(eclipLong - sunLong)
}

// timeOfAngle is the instant after (next) or before start at which
// angle reaches desired: a first guess from the mean period, then secant
// steps of whole milliseconds until a step is under a minute. Where the
// steps grow (as they do looking for a new moon on its own day), the
// search starts again an eighth of a period away.
func timeOfAngle(angle func(float64) float64, start, desired, periodDays float64, next bool) float64 {
	for {
		t := start
		last := angle(t)
		deltaAngle := norm2Pi(desired - last)
		back := 0.0
		if !next {
			back = -astroPi2
		}
		deltaT := (deltaAngle + back) * (periodDays * dayMS) / astroPi2
		lastDeltaT := deltaT
		t += math.Ceil(deltaT)
		diverged := false
		for {
			a := angle(t)
			factor := math.Abs(deltaT / normPi(a-last))
			deltaT = normPi(desired-a) * factor
			if math.Abs(deltaT) > math.Abs(lastDeltaT) {
				diverged = true
				break
			}
			lastDeltaT = deltaT
			last = a
			t += math.Ceil(deltaT)
			if math.Abs(deltaT) <= minuteMS {
				break
			}
		}
		if !diverged {
			return t
		}
		delta := math.Ceil(periodDays * dayMS / 8.0)
		if next {
			start += delta
		} else {
			start -= delta
		}
	}
}

func sunOnly(ms float64) float64 {
	l, _ := sunLongitude(ms)
	return l
}

// lunisolar is the Chinese calendar's computation in a zone of its own:
// China's UTC+8, or Korea's for dangi. Days are counted from 1 January
// 1970 in that zone.
type lunisolar struct {
	offset func(ms float64) float64 // the zone's offset at an instant, ms

	mu        sync.Mutex
	solstices map[int]int
	newYears  map[int]int
}

var chineseCalc = &lunisolar{offset: func(float64) float64 { return 8 * 3600000 }}

// dangiCalc's zone is ICU's: UTC+8, UTC+7 in 1897 (an adjustment ICU
// makes for its approximations to agree with Korean tables), UTC+8 to
// 1911 and UTC+9 since, each change at a day (year-1970)*365 days from
// the epoch.
var dangiCalc = &lunisolar{offset: func(ms float64) float64 {
	switch {
	case ms >= (1912-1970)*365*dayMS:
		return 9 * 3600000
	case ms >= (1898-1970)*365*dayMS:
		return 8 * 3600000
	case ms >= (1897-1970)*365*dayMS:
		return 7 * 3600000
	}
	return 8 * 3600000
}}

func (c *lunisolar) daysToMillis(days float64) float64 {
	ms := days * dayMS
	return ms - c.offset(ms)
}

func (c *lunisolar) millisToDays(ms float64) int {
	return int(math.Floor((ms + c.offset(ms)) / dayMS))
}

// winterSolstice is the day of the winter solstice of a Gregorian year,
// the first instant from 1 December at which the sun's longitude is 270°.
func (c *lunisolar) winterSolstice(gyear int) int {
	c.mu.Lock()
	v, ok := c.solstices[gyear]
	c.mu.Unlock()
	if ok {
		return v
	}
	start := c.daysToMillis(float64(daysFromCivil(gyear, 12, 1)))
	v = c.millisToDays(timeOfAngle(sunOnly, start, astroPi*3/2, tropicalYear, true))
	c.mu.Lock()
	if c.solstices == nil {
		c.solstices = map[int]int{}
	}
	c.solstices[gyear] = v
	c.mu.Unlock()
	return v
}

// newMoonNear is the day of the first new moon on or after days (after)
// or the last before it.
func (c *lunisolar) newMoonNear(days float64, after bool) int {
	return c.millisToDays(timeOfAngle(moonAge, c.daysToMillis(days), 0, synodicMonth, after))
}

// synodicMonthsBetween is the nearest whole number of mean months
// between two days.
func synodicMonthsBetween(day1, day2 int) int {
	r := float64(day2-day1) / synodicMonth
	if r >= 0 {
		return int(r + .5)
	}
	return int(r - .5)
}

// majorSolarTerm is the major solar term a day is in, 1 to 12 (1 from
// 330° of the sun's longitude).
func (c *lunisolar) majorSolarTerm(days int) int {
	term := (int(6*sunOnly(c.daysToMillis(float64(days)))/astroPi) + 2) % 12
	if term < 1 {
		term += 12
	}
	return term
}

// hasNoMajorSolarTerm reports whether the month beginning at a new moon
// holds no major solar term.
func (c *lunisolar) hasNoMajorSolarTerm(newMoon int) bool {
	return c.majorSolarTerm(newMoon) == c.majorSolarTerm(c.newMoonNear(float64(newMoon+25), true))
}

// isLeapMonthBetween reports whether a month from the one at newMoon1 to
// the one at newMoon2 holds no major solar term.
func (c *lunisolar) isLeapMonthBetween(newMoon1, newMoon2 int) bool {
	for newMoon2 >= newMoon1 {
		if c.hasNoMajorSolarTerm(newMoon2) {
			return true
		}
		newMoon2 = c.newMoonNear(float64(newMoon2-25), false)
	}
	return false
}

// newYear is the day of the new year whose Gregorian year is gyear: the
// second new moon after the winter solstice before it, or the third in a
// year of thirteen months whose leap month is the first or second.
func (c *lunisolar) newYear(gyear int) int {
	c.mu.Lock()
	v, ok := c.newYears[gyear]
	c.mu.Unlock()
	if ok {
		return v
	}
	before := c.winterSolstice(gyear - 1)
	after := c.winterSolstice(gyear)
	moon1 := c.newMoonNear(float64(before+1), true)
	moon2 := c.newMoonNear(float64(moon1+25), true)
	moon11 := c.newMoonNear(float64(after+1), false)
	v = moon2
	if synodicMonthsBetween(moon1, moon11) == 12 && (c.hasNoMajorSolarTerm(moon1) || c.hasNoMajorSolarTerm(moon2)) {
		v = c.newMoonNear(float64(moon2+25), true)
	}
	c.mu.Lock()
	if c.newYears == nil {
		c.newYears = map[int]int{}
	}
	c.newYears[gyear] = v
	c.mu.Unlock()
	return v
}

// lunisolarDate is a day's date in the Chinese calendar.
type lunisolarDate struct {
	relatedYear int // the Gregorian year the Chinese year begins in
	cycle       int // the sexagenary cycle, from 2637 BC
	yearOfCycle int // 1 to 60
	month       int // 1 to 12
	leap        bool
	day         int
}

// date is a Julian day number's date (the day in the formatter's zone,
// as ICU takes it).
func (c *lunisolar) date(jdn int) lunisolarDate {
	days := jdn - 2440588
	gyear, gmonth, _ := civilFromDays(days)
	after := c.winterSolstice(gyear)
	var before int
	if days < after {
		before = c.winterSolstice(gyear - 1)
	} else {
		before, after = after, c.winterSolstice(gyear+1)
	}
	firstMoon := c.newMoonNear(float64(before+1), true)
	lastMoon := c.newMoonNear(float64(after+1), false)
	thisMoon := c.newMoonNear(float64(days+1), false)
	leapYear := synodicMonthsBetween(firstMoon, lastMoon) == 12
	month := synodicMonthsBetween(firstMoon, thisMoon)
	if leapYear && c.isLeapMonthBetween(firstMoon, thisMoon) {
		month--
	}
	if month < 1 {
		month += 12
	}
	leap := leapYear && c.hasNoMajorSolarTerm(thisMoon) &&
		!c.isLeapMonthBetween(firstMoon, c.newMoonNear(float64(thisMoon-25), false))
	eyear := gyear - 1
	cycleYear := gyear + 2636
	if month < 11 || gmonth >= 7 {
		eyear++
		cycleYear++
	}
	cycle := floorDiv(cycleYear-1, 60)
	yoc := cycleYear - 1 - 60*cycle
	return lunisolarDate{
		relatedYear: eyear, cycle: cycle + 1, yearOfCycle: yoc + 1,
		month: month, leap: leap, day: days - thisMoon + 1,
	}
}

// daysFromCivil is the days since 1970-01-01 of a proleptic Gregorian
// date.
func daysFromCivil(y, m, d int) int {
	if m <= 2 {
		y--
	}
	era := floorDiv(y, 400)
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

// civilFromDays is the proleptic Gregorian date of days since
// 1970-01-01.
func civilFromDays(z int) (y, m, d int) {
	z += 719468
	era := floorDiv(z, 146097)
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y = yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	d = doy - (153*mp+2)/5 + 1
	m = mp + 3
	if m > 12 {
		m -= 12
	}
	if m <= 2 {
		y++
	}
	return y, m, d
}

// islamicHijraMS is 16 July 622 (Julian), 00:00 UTC, in ms since 1970.
const islamicHijraMS = -42521587200000.0

// islamicMoonAge is the moon's age in degrees, in (-180, 180].
func islamicMoonAge(ms float64) float64 {
	age := moonAge(ms) * 180 / astroPi
	if age > 180 {
		age -= 360
	}
	return age
}

// islamicMonths caches islamicTrueMonthStart, made at its first use (no
// table is built at start-up: TestNoTablesBuiltAtInit).
var (
	islamicMonthsMu sync.Mutex
	islamicMonths   map[int]int
)

// islamicTrueMonthStart is the day, from the civil epoch, of the first
// of a month counted from the Hijra (0 for Muharram AH 1): from the mean
// month's day, back while the moon's age at midnight UTC is not
// negative, or on while it is, and a day after.
func islamicTrueMonthStart(month int) int {
	islamicMonthsMu.Lock()
	v, ok := islamicMonths[month]
	islamicMonthsMu.Unlock()
	if ok {
		return v
	}
	origin := islamicHijraMS + math.Floor(float64(month)*synodicMonth)*dayMS
	if islamicMoonAge(origin) >= 0 {
		for {
			origin -= dayMS
			if islamicMoonAge(origin) < 0 {
				break
			}
		}
	} else {
		for {
			origin += dayMS
			if islamicMoonAge(origin) >= 0 {
				break
			}
		}
	}
	v = int(math.Floor((origin-islamicHijraMS)/dayMS)) + 1
	islamicMonthsMu.Lock()
	if islamicMonths == nil {
		islamicMonths = map[int]int{}
	}
	islamicMonths[month] = v
	islamicMonthsMu.Unlock()
	return v
}

// islamicAstronomical is the date ICU's astronomical Islamic calendar
// gives a Julian day number formatted at an instant (ms): it guesses the
// month from the mean month and, near a month's end, from the moon's
// age at that instant, and steps back while the month guessed begins
// after the day (never forward: where the guess falls short, the date
// is the earlier month's, with a day 30 or 31, as in ICU).
func islamicAstronomical(jdn int, ms float64) calDate {
	days := jdn - islamicCivilEpoch
	month := int(math.Floor(float64(days) / synodicMonth))
	start := int(math.Floor(float64(month) * synodicMonth))
	if days-start >= 25 && islamicMoonAge(ms) > 0 {
		month++
	}
	for {
		start = islamicTrueMonthStart(month)
		if start <= days {
			break
		}
		month--
	}
	year := month/12 + 1
	if month < 0 {
		year = (month + 1) / 12
	}
	m := ((month % 12) + 12) % 12
	day := days - islamicTrueMonthStart(12*(year-1)+m) + 1
	return calDate{era: 0, year: year, month: m + 1, day: day}
}
