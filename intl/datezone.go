package intl

import (
	"os"
	"strings"
	"sync"
	"time"
)

// DateZoneName is the zone name Date.prototype.toString and toTimeString
// write in parentheses after the offset, for the instant t in Date's local
// zone, as V8 has ICU name it: the zone's long specific name in English,
// standard or daylight, with the metazone the zone is in now (a date
// before 1970 in New York is "Eastern Standard Time", not the local mean
// time's abbreviation). Whether t is daylight time is read, as V8 reads
// it, at t itself between 1970 and 2038 and otherwise at the same day of
// an equivalent year in that range (same leap-ness, same weekday of
// January 1st). A zone English has no name for is named by its offset
// now in the long GMT format ("GMT+01:00").
func DateZoneName(t time.Time) string {
	zone, loc := DefaultTimeZone()
	at := equivalentTime(t.UnixMilli()).In(loc)
	daylight := isDaylight(at)
	key := dateZoneKey{zone, daylight}
	dateZoneNames.Lock()
	n, ok := dateZoneNames.m[key]
	dateZoneNames.Unlock()
	if ok {
		return n
	}
	typ := "standard"
	if daylight {
		typ = "daylight"
	}
	d := Resolve([]string{"en"}).tables()
	names := d.zoneNames()
	id := cldrZone(zone)
	if zone == "UTC" && gmtAlias(os.Getenv("TZ")) {
		// V8 reports the zone as UTC, but ICU names it by the ID it was
		// given: GMT's aliases are Etc/GMT, "Greenwich Mean Time".
		id = "Etc/GMT"
	}
	if n := names.Zones[id]["long"][typ]; n != "" {
		return keepDateZoneName(key, n)
	}
	now := time.Now().In(loc)
	utc := now.UTC().Format("2006-01-02 15:04")
	for _, p := range zoneMetazones()[id] {
		if inMetazonePeriod(p, utc) {
			if n := names.Metazones[p[0]]["long"][typ]; n != "" {
				return keepDateZoneName(key, n)
			}
			break
		}
	}
	// ICU formats the offset the zone has now, its standard one or its
	// daylight one as t is standard or daylight time (V8 asks once for
	// each and keeps the name). ICU reads the tz database's rearguard
	// form, where daylight time is the larger of a year's two offsets:
	// Morocco's +01:00 outside Ramadan too.
	lo, hi := yearOffsets(at)
	_, offset := at.Zone()
	upper := lo != hi && offset == hi
	if lo, hi := yearOffsets(now); upper {
		offset = hi
	} else {
		offset = lo
	}
	return offsetZoneName(&d.Zones, offset, true)
}

// dateZoneNames keeps the names DateZoneName found, by zone and by
// standard or daylight time, as V8 keeps its two: a loop of toString
// calls looks them up once. A name in the GMT format is not kept (it
// depends on one more reading of the instant) and is made each time.
var dateZoneNames struct {
	sync.Mutex
	m map[dateZoneKey]string
}

type dateZoneKey struct {
	zone     string
	daylight bool
}

func keepDateZoneName(key dateZoneKey, name string) string {
	dateZoneNames.Lock()
	defer dateZoneNames.Unlock()
	if dateZoneNames.m == nil {
		dateZoneNames.m = map[dateZoneKey]string{}
	}
	dateZoneNames.m[key] = name
	return name
}

// equivalentTime is V8's DateCache::EquivalentTime for a time outside
// [0, 2^31 - 1] seconds: the same month, day and time of day in a year of
// 2008-2037 that starts on the same weekday and has the same length.
func equivalentTime(ms int64) time.Time {
	const maxEpochMs = (1<<31 - 1) * 1000
	if ms >= 0 && ms <= maxEpochMs {
		return time.UnixMilli(ms)
	}
	u := time.UnixMilli(ms).UTC()
	year := u.Year()
	leap := year%4 == 0 && (year%100 != 0 || year%400 == 0)
	jan1 := int(time.Date(year, time.January, 1, 0, 0, 0, 0, time.UTC).Weekday())
	recent := 1967
	if leap {
		recent = 1956
	}
	recent += jan1 * 12 % 28
	eq := 2008 + (recent+3*28-2008)%28
	return time.Date(eq, u.Month(), u.Day(), u.Hour(), u.Minute(), u.Second(), u.Nanosecond(), time.UTC)
}

// yearOffsets are the least and greatest offsets of t's zone in the year
// around t, read once a month.
func yearOffsets(t time.Time) (lo, hi int) {
	_, lo = t.Zone()
	hi = lo
	for m := -6; m <= 6; m++ {
		_, off := t.AddDate(0, m, 0).Zone()
		lo, hi = min(lo, off), max(hi, off)
	}
	return lo, hi
}

// gmtAlias reports whether a TZ value names one of CLDR's aliases of
// Etc/GMT (as opposed to those of Etc/UTC).
func gmtAlias(tz string) bool {
	switch strings.ToUpper(strings.TrimPrefix(tz, ":")) {
	case "GMT", "ETC/GMT", "GMT0", "ETC/GMT0", "GMT+0", "ETC/GMT+0", "GMT-0", "ETC/GMT-0", "GREENWICH", "ETC/GREENWICH":
		return true
	}
	return false
}
