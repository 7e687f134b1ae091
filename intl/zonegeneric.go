package intl

import (
	"sort"
	"strings"
	"sync"
	"time"
)

// nameData is a locale's generic zone names (generate.mjs's part
// genericNames) with its region names (the part regionNames).
type nameData struct {
	RegionFormat    string                       `json:"regionFormat"`
	FallbackFormat  string                       `json:"fallbackFormat"`
	ZoneGeneric     map[string]map[string]string `json:"zoneGeneric"`
	MetazoneGeneric map[string]map[string]string `json:"metazoneGeneric"`
	Exemplar        map[string]string            `json:"exemplar"`
	Territories     map[string]string            `json:"-"`
}

// nameSupplement mirrors names-supplemental.json.
type nameSupplement struct {
	ZoneCountry map[string]string `json:"zoneCountry"`
	// WorldZones are the zones of no country (Etc/GMT+1, SystemV/EST5).
	WorldZones   []string                     `json:"worldZones"`
	PrimaryZones map[string]string            `json:"primaryZones"`
	Golden       map[string]map[string]string `json:"golden"`
	zoneCount    map[string]int
	// regionZones are each country's zones by ICU's IDs, sorted.
	regionZones map[string][]string
}

// The name tables are decoded at the first generic zone name, apart from
// the formatting data: most formatters never need them.
var (
	namesMu        sync.Mutex
	namesCache     map[string]*nameData
	namesSuppOnce  sync.Once
	namesSuppValue *nameSupplement
)

func names(l Locale) *nameData {
	name := l.tables().name
	namesMu.Lock()
	defer namesMu.Unlock()
	if d, ok := namesCache[name]; ok {
		return d
	}
	d := new(nameData)
	dataMu.Lock()
	unmarshal(part(name, "genericNames"), d)
	unmarshal(part(name, "regionNames"), &d.Territories)
	dataMu.Unlock()
	if namesCache == nil {
		namesCache = map[string]*nameData{}
	}
	namesCache[name] = d
	return d
}

func namesSupplement() *nameSupplement {
	namesSuppOnce.Do(func() {
		s := new(nameSupplement)
		mustParse("data/names-supplemental.json", s)
		s.zoneCount = map[string]int{}
		s.regionZones = map[string][]string{}
		for z, c := range s.ZoneCountry {
			s.zoneCount[c]++
			s.regionZones[c] = append(s.regionZones[c], z)
		}
		for _, zones := range s.regionZones {
			sort.Strings(zones)
		}
		// windowsZones names some zones by the tz database's current ID
		// and metaZones by CLDR's older one (Asia/Dhaka, Asia/Dacca): the
		// country is known under both.
		for now, old := range suppTZAliases.get() {
			if c, ok := s.ZoneCountry[now]; ok && s.ZoneCountry[old] == "" {
				s.ZoneCountry[old] = c
			} else if c, ok := s.ZoneCountry[old]; ok && s.ZoneCountry[now] == "" {
				s.ZoneCountry[now] = c
			}
		}
		namesSuppValue = s
	})
	return namesSuppValue
}

// metazoneAt is the metazone a zone is in at a time, "" when none.
func metazoneAt(zone string, t time.Time) string {
	utc := t.UTC().Format("2006-01-02 15:04")
	periods := zoneMetazones()[zone]
	if periods == nil {
		// CLDR keys some zones by the tz database's current ID and the
		// runner by CLDR's older one, or the other way round.
		for now, old := range suppTZAliases.get() {
			if old == zone {
				periods = zoneMetazones()[now]
			} else if now == zone {
				periods = zoneMetazones()[old]
			}
		}
	}
	for _, p := range periods {
		if inMetazonePeriod(p, utc) {
			return p[0]
		}
	}
	return ""
}

// exemplarCity is ICU's exemplar location of a zone: the locale's, else
// the last part of the ID with spaces for underscores.
func exemplarCity(n *nameData, zone string) string {
	if c := n.Exemplar[zone]; c != "" {
		return c
	}
	if strings.HasPrefix(zone, "Etc/") || strings.HasPrefix(zone, "SystemV/") {
		return ""
	}
	if i := strings.LastIndexByte(zone, '/'); i > 0 && i+1 < len(zone) {
		return strings.ReplaceAll(zone[i+1:], "_", " ")
	}
	return ""
}

// genericZoneName is ICU's generic name (v, vvvv) of a zone at a time, as
// TimeZoneGenericNames makes it: the zone's own generic name; else, when
// the zone keeps standard time within 184 days either side, its standard
// name if that differs from the metazone's generic one; else the
// metazone's generic name, with the city or country added when the zone's
// offset differs from the metazone's golden zone's; else the location
// format ("Germany Time", "heure : Allemagne"). "" when there is none:
// the caller falls back to the GMT offset.
func genericZoneName(l Locale, zone string, t time.Time, long bool) string {
	width := "short"
	if long {
		width = "long"
	}
	n := names(l)
	if g := n.ZoneGeneric[zone][width]; g != "" {
		return g
	}
	if mz := metazoneAt(zone, t); mz != "" {
		if name := metazoneGenericName(l, n, zone, mz, t, width); name != "" {
			return name
		}
	}
	return locationZoneName(n, zone)
}

func metazoneGenericName(l Locale, n *nameData, zone, mz string, t time.Time, width string) string {
	mzGeneric := n.MetazoneGeneric[mz][width]
	if !isDaylight(t) && !daylightNear(t) {
		d := l.tables()
		tables := d.zoneNames()
		std := tables.Zones[zone][width]["standard"]
		if std == "" {
			std = tables.Metazones[mz][width]["standard"]
		}
		if std != "" && !strings.EqualFold(std, mzGeneric) {
			return std
		}
	}
	if mzGeneric == "" {
		return ""
	}
	s := namesSupplement()
	gold := s.Golden[mz][l.Region]
	if gold == "" {
		gold = s.Golden[mz]["001"]
	}
	if gold == "" || gold == zone {
		return mzGeneric
	}
	loc, err := loadLocation(gold)
	if err != nil {
		return mzGeneric
	}
	_, off := t.Zone()
	gt := t.In(loc)
	_, goff := gt.Zone()
	if off == goff && isDaylight(t) == isDaylight(gt) {
		return mzGeneric
	}
	// The partial location format: "Central Time (Knox, Indiana)"; the
	// country when the zone is the metazone's reference zone for it, the
	// world's standing in for a country that has none of its own (es
	// "CET (Francia)" for Europe/Paris).
	location := exemplarCity(n, zone)
	if c := s.ZoneCountry[zone]; c != "" {
		ref := s.Golden[mz][c]
		if ref == "" {
			ref = s.Golden[mz]["001"]
		}
		if ref == zone {
			location = n.Territories[c]
		}
	}
	if location == "" {
		location = zone
	}
	return strings.NewReplacer("{0}", location, "{1}", mzGeneric).Replace(n.FallbackFormat)
}

// daylightNear reports a transition from or to daylight time within 184
// days of a time in standard time, ICU's test for a zone that observes
// daylight time around then.
func daylightNear(t time.Time) bool {
	const rng = 184 * 24 * time.Hour
	start, end := t.ZoneBounds()
	if !start.IsZero() && t.Sub(start) < rng && daylightBeside(start.Add(-time.Second), t) {
		return true
	}
	return !end.IsZero() && end.Sub(t) < rng && daylightBeside(end, t)
}

// daylightBeside says whether the zone period of p, next to q's, is
// daylight time as ICU counts it: of two periods Go marks differently,
// the one with the greater offset (Europe/Dublin marks its winter, with a
// negative saving, where ICU's rearguard data marks its summer).
func daylightBeside(p, q time.Time) bool {
	if p.IsDST() != q.IsDST() {
		_, po := p.Zone()
		_, qo := q.Zone()
		return po > qo
	}
	return p.IsDST()
}

// locationZoneName is ICU's generic location format: the country's name
// for the only (or the primary) zone of a country, else the exemplar
// city, in the locale's region format.
func locationZoneName(n *nameData, zone string) string {
	s := namesSupplement()
	c := s.ZoneCountry[zone]
	if c == "" {
		return ""
	}
	var location string
	if p, ok := s.PrimaryZones[c]; ok && p == zone || !ok && s.zoneCount[c] == 1 {
		// A locale without a name for the country writes its code, as
		// ICU does ("AE").
		if location = n.Territories[c]; location == "" {
			location = c
		}
	} else {
		location = exemplarCity(n, zone)
	}
	if location == "" {
		return ""
	}
	return strings.Replace(n.RegionFormat, "{0}", location, 1)
}
