package intl

import (
	"encoding/json"
	"strings"
)

// The iso8601 calendar, as ICU 78 formats it: Gregorian dates in the
// root locale's patterns, the same in every locale ("y MMMM d, EEEE",
// "y-MM-dd", "HH:mm", root's skeletons and intervals), and the locale's
// own glue, weekdays and day periods.
//
// ICU reads the calendar's names by the locale's chain to the root, which
// has none of its own for some widths: the format months wide and
// abbreviated, the stand-alone months wide and every era come out empty
// (Node 20 writes { month: "long" } as "" and the full date as
// "2024  5, Sunday"), and formatToParts leaves the empty fields out. The
// narrow format months and the abbreviated and narrow stand-alone ones
// (LLL, which root's skeleton "MMM" gives) are the locale's Gregorian
// ones. CLDR's JSON has no iso8601 calendar: the patterns are und's
// Gregorian part, which are root's, as the patterns of ICU's root
// iso8601 calendar are.

// isoRootPatterns are the root's patterns, which the iso8601 calendar
// takes in every locale.
type isoRootPatterns struct {
	DateFormats           map[string]string          `json:"dateFormats"`
	TimeFormats           map[string]string          `json:"timeFormats"`
	DateTimeFormats       map[string]string          `json:"dateTimeFormats"`
	DateTimeFormatsAtTime map[string]string          `json:"dateTimeFormatsAtTime"`
	AvailableFormats      map[string]string          `json:"availableFormats"`
	IntervalFormats       map[string]json.RawMessage `json:"intervalFormats"`
}

// isoRoot is und's patterns, decoded at the first iso8601 format
// (guarded by dataMu).
var isoRoot *isoRootPatterns

// iso8601Tables returns the iso8601 calendar's names and patterns: und's
// Gregorian patterns, with this locale's weekdays, day periods, date-time
// glue and the month names ICU finds for the calendar.
func (d *localeData) iso8601Tables() *gregorianData {
	g := d.gregorianTables()
	dataMu.Lock()
	defer dataMu.Unlock()
	if t := d.calendars["iso8601"]; t != nil {
		return t
	}
	if isoRoot == nil {
		// Only the patterns of und's Gregorian part, without und's other
		// parts and names.
		isoRoot = new(isoRootPatterns)
		unmarshal(part("und", "gregorian"), isoRoot)
	}
	root := isoRoot
	empty := map[string]string{}
	// The glue of a date and a time is the locale's where it has a
	// pattern of its own "at" a time (en's "{1} 'at' {0}", and then its
	// "{1}, {0}" for the short styles too), else root's "{1} {0}" (pl's
	// "2024  5 14:07" where its Gregorian says "5 maj 2024, 14:07"): ICU
	// reads it through the root's iso8601 calendar, whose atTime glue is
	// an alias to the locale's Gregorian one, and CLDR's JSON gives a
	// locale without one its standard glue there.
	glue, atTime := root.DateTimeFormats, root.DateTimeFormatsAtTime
	for k, v := range g.DateTimeFormatsAtTime {
		if v != g.DateTimeFormats[k] {
			glue, atTime = g.DateTimeFormats, g.DateTimeFormatsAtTime
			break
		}
	}
	t := &gregorianData{
		Months: map[string]map[string]map[string]string{
			"format":      {"wide": empty, "abbreviated": empty, "narrow": g.Months["format"]["narrow"]},
			"stand-alone": {"wide": empty, "abbreviated": g.Months["stand-alone"]["abbreviated"], "narrow": g.Months["stand-alone"]["narrow"]},
		},
		Days: g.Days, DayPeriods: g.DayPeriods,
		Eras:        map[string]map[string]string{"eraNames": empty, "eraAbbr": empty, "eraNarrow": empty},
		DateFormats: root.DateFormats, TimeFormats: root.TimeFormats,
		DateTimeFormats: glue, DateTimeFormatsAtTime: atTime,
		AvailableFormats: map[string]string{}, IntervalFormats: map[string]json.RawMessage{},
	}
	// ICU 78's root writes a narrow no-break space before AM/PM ("h:mm\u202fa"),
	// where und's JSON has a space.
	nnbsp := strings.NewReplacer(" a", "\u202fa")
	for k, v := range root.AvailableFormats {
		t.AvailableFormats[k] = nnbsp.Replace(v)
	}
	for k, v := range root.IntervalFormats {
		t.IntervalFormats[k] = json.RawMessage(nnbsp.Replace(string(v)))
	}
	if d.calendars == nil {
		d.calendars = map[string]*gregorianData{}
	}
	d.calendars["iso8601"] = t
	return t
}

// dropEmptyParts leaves out the fields a pattern writes empty (the
// iso8601 calendar's month and era names) and joins the literals they
// stood between, as V8 reads ICU's field positions.
func dropEmptyParts(parts []Part) []Part {
	out := parts[:0]
	for _, p := range parts {
		switch {
		case p.Value == "":
		case p.Type == "literal" && len(out) > 0 && out[len(out)-1].Type == "literal":
			out[len(out)-1].Value += p.Value
		default:
			out = append(out, p)
		}
	}
	return out
}
