package goja

import (
	"math"
	"reflect"
	"strings"
	"time"
)

const (
	dateTimeLayout       = "Mon Jan 02 2006 15:04:05 GMT-0700 (MST)"
	utcDateTimeLayout    = "Mon, 02 Jan 2006 15:04:05 GMT"
	isoDateTimeLayout    = "2006-01-02T15:04:05.000Z"
	dateLayout           = "Mon Jan 02 2006"
	timeLayout           = "15:04:05 GMT-0700 (MST)"
	datetimeLayout_en_GB = "01/02/2006, 15:04:05"
	dateLayout_en_GB     = "01/02/2006"
	timeLayout_en_GB     = "15:04:05"

	maxTime   = 8.64e15
	timeUnset = math.MinInt64
)

type dateObject struct {
	baseObject
	msec int64
}

func (r *Runtime) newDateObject(t time.Time, isSet bool, proto *Object) *Object {
	v := &Object{runtime: r}
	d := &dateObject{}
	v.self = d
	d.val = v
	d.class = classDate
	d.prototype = proto
	d.extensible = true
	d.init()
	if isSet {
		d.msec = timeToMsec(t)
	} else {
		d.msec = timeUnset
	}
	return v
}

func dateFormat(t time.Time) string {
	return formatWithZoneName(t.Local(), dateTimeLayout)
}

// formatWithZoneName formats t with a layout that ends in " (MST)", and
// writes the zone as V8 does where that needs no locale data: V8 gives the
// zone's long name, "Coordinated Universal Time" for UTC, where Go gives
// its abbreviation. Other zones keep the abbreviation (a difference listed
// by the runner's info).
// dateString is formatWithZoneName for Date.prototype.toString and
// toTimeString: a zone other than UTC is named by the locale delegate,
// asked with the method "Date zone name" and the time value, where there
// is one and it answers (execbox patch, PATCHES.md).
func (r *Runtime) dateString(t time.Time, layout string) string {
	s := formatWithZoneName(t, layout)
	if name, _ := t.Zone(); name == "UTC" || r.localeDelegate == nil || !strings.HasSuffix(s, ")") {
		return s
	}
	v, ok := r.localeDelegate("Date zone name", intToValue(timeToMsec(t)), nil)
	if !ok {
		return s
	}
	i := strings.LastIndex(s, " (")
	return s[:i] + " (" + v.String() + ")"
}

func formatWithZoneName(t time.Time, layout string) string {
	s := t.Format(layout)
	if name, _ := t.Zone(); name == "UTC" && strings.HasSuffix(s, " (UTC)") {
		s = s[:len(s)-len("(UTC)")] + "(Coordinated Universal Time)"
	}
	return s
}

func timeFromMsec(msec int64) time.Time {
	sec := msec / 1000
	nsec := (msec % 1000) * 1e6
	return time.Unix(sec, nsec)
}

func timeToMsec(t time.Time) int64 {
	return t.Unix()*1000 + int64(t.Nanosecond())/1e6
}

func (d *dateObject) exportType() reflect.Type {
	return typeTime
}

func (d *dateObject) export(*objectExportCtx) interface{} {
	if d.isSet() {
		return d.time()
	}
	return nil
}

func (d *dateObject) setTimeMs(ms int64) Value {
	if ms >= 0 && ms <= maxTime || ms < 0 && ms >= -maxTime {
		d.msec = ms
		return intToValue(ms)
	}

	d.unset()
	return _NaN
}

func (d *dateObject) isSet() bool {
	return d.msec != timeUnset
}

func (d *dateObject) unset() {
	d.msec = timeUnset
}

func (d *dateObject) time() time.Time {
	return timeFromMsec(d.msec)
}

func (d *dateObject) timeUTC() time.Time {
	return timeFromMsec(d.msec).In(time.UTC)
}

// localWallToUTC gives the instant at which the clock of loc shows wall, a
// time whose fields are read as loc's (its own zone is ignored). Where the
// clock skips wall (a change to summer time) or shows it twice (back to
// winter time), it takes the offset in force before the change, as V8 does:
// 02:30 on a night that skips from 02:00 to 03:00 is 03:30 of the new
// offset, and a repeated 01:30 is the first one.
func localWallToUTC(wall time.Time, loc *time.Location) time.Time {
	w := time.Date(wall.Year(), wall.Month(), wall.Day(), wall.Hour(), wall.Minute(), wall.Second(), wall.Nanosecond(), time.UTC)
	offsetAt := func(u time.Time) time.Duration {
		_, off := u.In(loc).Zone()
		return time.Duration(off) * time.Second
	}
	// Zones change their offset at most once a day: the offsets a day
	// before and a day after are the candidates.
	before := offsetAt(w.Add(-24 * time.Hour))
	if u := w.Add(-before); offsetAt(u) == before {
		return u.In(loc)
	}
	after := offsetAt(w.Add(24 * time.Hour))
	if u := w.Add(-after); offsetAt(u) == after {
		return u.In(loc)
	}
	// In a gap neither offset reads back: the former one applies.
	return w.Add(-before).In(loc)
}
