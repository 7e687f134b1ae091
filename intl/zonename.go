package intl

import (
	"strconv"
	"strings"
	"time"
)

// timeZoneNames are the timeZoneName option's values and the pattern
// fields V8 asks ICU for.
var timeZoneNames = []struct{ option, field string }{
	{"short", "z"}, {"long", "zzzz"}, {"shortOffset", "O"}, {"longOffset", "OOOO"},
	{"shortGeneric", "v"}, {"longGeneric", "vvvv"},
}

// zoneField returns the pattern field of a timeZoneName value.
func zoneField(option string) string {
	for _, z := range timeZoneNames {
		if z.option == option {
			return z.field
		}
	}
	return ""
}

// setZoneField puts the requested zone field in place of the zone field
// of an available format (whose keys all say v), as ICU's pattern
// generator does.
func setZoneField(p, field string) string {
	var sb strings.Builder
	for _, t := range tokenize(p) {
		switch {
		case t.field && fieldKind(t.char) == 'z':
			sb.WriteString(field)
		case t.field:
			sb.WriteString(t.text)
		default:
			sb.WriteString(quote(t.text))
		}
	}
	return sb.String()
}

// cldrZone is the ID CLDR keys a zone's names by.
func cldrZone(zone string) string {
	if zone == "UTC" {
		return "Etc/UTC"
	}
	return zone
}

// specificZoneName is ICU's specific name (z, zzzz) of a zone at a time:
// the zone's own name, else its metazone's then; "" when the locale has
// none, and the caller falls back to the offset.
func specificZoneName(d *localeData, zone string, t time.Time, long bool) string {
	width, typ := "short", "standard"
	if long {
		width = "long"
	}
	if isDaylight(t) {
		typ = "daylight"
	}
	names := d.zoneNames()
	id := cldrZone(zone)
	if n := names.Zones[id][width][typ]; n != "" {
		return n
	}
	utc := t.UTC().Format("2006-01-02 15:04")
	for _, p := range zoneMetazones()[id] {
		if inMetazonePeriod(p, utc) {
			return names.Metazones[p[0]][width][typ]
		}
	}
	return ""
}

// inMetazonePeriod says whether a time (UTC, "2006-01-02 15:04") falls in
// a zone's metazone period. A period CLDR leaves open at the start begins
// at 1970-01-01 00:00 in ICU's data, so an earlier time has no metazone:
// ICU names it by its offset ("GMT-5", the local mean time's
// "GMT-4:56:02") or its location ("New York Time").
func inMetazonePeriod(p [3]string, utc string) bool {
	from := p[1]
	if from == "" {
		from = "1970-01-01 00:00"
	}
	return from <= utc && (p[2] == "" || utc < p[2])
}

// offsetZoneName is the localized GMT format (O, OOOO) of an offset in
// seconds: the locale's hour format inside its GMT format, the short
// form with unpadded hours and the minutes only when there are some. V8
// writes a zero offset as +0 too ("GMT+0"), not as the GMT zero format.
func offsetZoneName(z *zoneData, offset int, long bool) string {
	pos, neg, _ := strings.Cut(z.HourFormat, ";")
	pat := pos
	if offset < 0 {
		pat, offset = neg, -offset
	}
	h, m, s := offset/3600, offset/60%60, offset%60
	var sb strings.Builder
	toks := tokenize(pat)
	for i, t := range toks {
		switch {
		case t.field && t.char == 'H':
			if long {
				sb.WriteString(pad2(h))
			} else {
				sb.WriteString(strconv.Itoa(h))
			}
		case t.field && t.char == 'm':
			if long || m != 0 || s != 0 {
				sb.WriteString(pad2(m))
			}
			if s != 0 {
				sep := ":"
				if i > 0 && !toks[i-1].field {
					sep = toks[i-1].text
				}
				sb.WriteString(sep + pad2(s))
			}
		case t.field:
			sb.WriteString(t.text)
		case i+1 < len(toks) && toks[i+1].field && toks[i+1].char == 'm' && !long && m == 0 && s == 0:
			// The separator before minutes that are left out.
		default:
			sb.WriteString(t.text)
		}
	}
	return strings.Replace(z.GMTFormat, "{0}", sb.String(), 1)
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// zoneName formats a zone pattern field at a time.
func zoneName(l Locale, zone string, t time.Time, field token) string {
	d := l.tables()
	n := len([]rune(field.text))
	_, offset := t.Zone()
	switch field.char {
	case 'z':
		if name := specificZoneName(d, zone, t, n >= 4); name != "" {
			return name
		}
	case 'v':
		if name := genericZoneName(l, cldrZone(zone), t, n >= 4); name != "" {
			return name
		}
	}
	// ICU writes the offset in the locale's digits (غرينتش+٠).
	return localizeDigits(offsetZoneName(&d.Zones, offset, n >= 4), l.digits())
}

// isDaylight says whether ICU counts a time as daylight saving time. The
// tz database's Europe/Dublin has a negative saving in winter (its
// summer's Irish Standard Time is the standard); ICU reads the
// rearguard form, where summer is the saving, so the later offset of the
// two half a year apart is the daylight one.
func isDaylight(t time.Time) bool {
	other := t.AddDate(0, 6, 0)
	if t.IsDST() == other.IsDST() {
		return t.IsDST()
	}
	_, off := t.Zone()
	_, otherOff := other.Zone()
	if off == otherOff {
		// A change of standard offset the day daylight time began
		// (Argentina's -03:00 of October 1999 was -04:00 and an hour of
		// daylight time; by March it was standard): the flag tells.
		return t.IsDST()
	}
	return off > otherOff
}

// zoneType is ICU's pattern generator type of a zone field: the widths of
// z, O and v a DT_DELTA (0x10) apart, so that a request for z is nearer
// a locale's "HH:mm:ss z" than an available format's v.
func zoneType(c rune, n int) int {
	long := n >= 4
	switch c {
	case 'O':
		if long {
			return -0x104 - 0x10
		}
		return -0x103 - 0x10
	case 'v':
		if long {
			return -0x104 - 0x20
		}
		return -0x103 - 0x20
	}
	if long {
		return -0x104
	}
	return -0x103
}
