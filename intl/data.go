// Package intl formats numbers, plurals, lists, relative times and dates
// as V8 (Node 20 with full ICU 78.2, CLDR 48.0) does, for the locales
// whose CLDR data it embeds. It knows nothing of JavaScript: the engine
// reads a guest's options into the option structs here and turns the
// results back into JavaScript values.
//
// The data, intl/data/*.json.gz (gzipped JSON: zcat shows it), is
// written by scripts/cldr/generate.mjs from CLDR's JSON packages. It is embedded (the sandbox's walls forbid opening
// files once an execution runs) and parsed at the first use of a locale,
// so that a process that never formats pays nothing at start-up.
package intl

import (
	"bytes"
	"compress/gzip"
	"embed"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"sync"
)

//go:embed data/*.json.gz data/locale/*.json.gz
var dataFS embed.FS

// localeData mirrors what generate.mjs writes for one locale.
type localeData struct {
	Number numberData `json:"number"`
	// Currencies and units, the bulk of a locale's tables, are decoded
	// only when a format needs them (currency()/unitTables()).
	CurrenciesRaw json.RawMessage `json:"currencies"`
	UnitsRaw      json.RawMessage `json:"units"`
	currencies    map[string]json.RawMessage
	units         map[string]unitWidth
	Lists         map[string]map[string]string `json:"lists"`
	RelativeRaw   json.RawMessage              `json:"relative"`
	GregorianRaw  json.RawMessage              `json:"gregorian"`
	// BuddhistRaw is the Buddhist calendar's eras and patterns, where the
	// locale has them (th); buddhist is the Gregorian tables with them.
	BuddhistRaw json.RawMessage `json:"buddhist"`
	buddhist    *gregorianData
	relative    map[string]relativeData
	gregorian   *gregorianData
	Zones       zoneData `json:"zones"`
}

type numberSymbols struct {
	Decimal, Group, Percent, Plus, Minus, Exponential, Infinity, NaN, Approximately string
	CurrencyGroup, CurrencyDecimal                                                  string
}

type numberData struct {
	NumberingSystem       string                       `json:"numberingSystem"`
	Symbols               numberSymbols                `json:"symbols"`
	LatnSymbols           *numberSymbols               `json:"latnSymbols"`
	MinimumGroupingDigits int                          `json:"minimumGroupingDigits"`
	Decimal               string                       `json:"decimal"`
	Percent               string                       `json:"percent"`
	Currency              string                       `json:"currency"`
	CurrencyAlpha         string                       `json:"currencyAlpha"`
	Accounting            string                       `json:"accounting"`
	AccountingAlpha       string                       `json:"accountingAlpha"`
	CurrencyInsert        string                       `json:"currencyInsert"`
	CurrencyUnitPattern   map[string]string            `json:"currencyUnitPattern"`
	Short                 map[string]map[string]string `json:"short"`
	Long                  map[string]map[string]string `json:"long"`
	CurrencyShort         map[string]map[string]string `json:"currencyShort"`
	Range                 string                       `json:"range"`
}

type currencyData struct {
	Decimal string            `json:"decimal"`
	Group   string            `json:"group"`
	Symbol  string            `json:"symbol"`
	Narrow  string            `json:"narrow"`
	Name    string            `json:"name"`
	Names   map[string]string `json:"names"`
}

type unitWidth struct {
	Per   string              `json:"per"`
	Units map[string]unitData `json:"units"`
}

type unitData struct {
	Name     string            `json:"name"`
	Patterns map[string]string `json:"patterns"`
	Per      string            `json:"per"`
}

type relativeData struct {
	Relative map[string]string `json:"relative"`
	Future   map[string]string `json:"future"`
	Past     map[string]string `json:"past"`
}

type zoneData struct {
	GMTFormat     string `json:"gmtFormat"`
	GMTZeroFormat string `json:"gmtZeroFormat"`
	HourFormat    string `json:"hourFormat"`
	// The zones' and metazones' specific names, decoded at the first
	// timeZoneName (zoneNameTables).
	ZoneNamesRaw     json.RawMessage `json:"zoneNames"`
	MetazoneNamesRaw json.RawMessage `json:"metazoneNames"`
	names            *zoneNameTables
}

// zoneNameTables are a locale's specific zone names: zone or metazone ->
// width (long, short) -> type (standard, daylight) -> name.
type zoneNameTables struct {
	zones, metazones map[string]map[string]map[string]string
}

type supplementalData struct {
	// PluralsRaw, PluralRangesRaw and DayPeriodsRaw are keyed by language
	// and decoded a language at a time (lazyLanguage): most processes
	// need one or two of their two hundred languages.
	PluralsRaw      json.RawMessage `json:"plurals"`
	PluralRangesRaw json.RawMessage `json:"pluralRanges"`
	DayPeriodsRaw   json.RawMessage `json:"dayPeriods"`
	langTables      map[string]map[string]json.RawMessage
	Fractions       map[string]int    `json:"fractions"`
	TimeData        map[string]string `json:"timeData"`
	// MetazonesRaw is each zone's metazones over time, decoded at the
	// first timeZoneName (zoneMetazones).
	MetazonesRaw json.RawMessage `json:"metazones"`
	metazones    map[string][][3]string
	// TZAliases maps the tz database's current names to CLDR's.
	TZAliases map[string]string `json:"tzAliases"`
	// Tags are the tags Node 20's ICU has, each with its data locale (""
	// when the tag is one) and its region or likely region.
	// Tags and Parents are read by readTags, a plain scan: reflection
	// over their sixteen hundred entries was most of the first use's cost.
	TagsRaw    json.RawMessage `json:"tags"`
	ParentsRaw json.RawMessage `json:"parents"`
	Tags       map[string][2]string
	// Parents is each data locale's CLDR parent (und at the top).
	Parents map[string]string
	// Digits are the digits of each numbering system that substitutes
	// digits (arab: ٠١٢٣٤٥٦٧٨٩).
	Digits map[string]string `json:"digits"`
	// Calendars are the regions whose preferred calendar is not the
	// Gregorian, with it (TH: buddhist).
	Calendars map[string]string `json:"calendars"`
	// NuSymbols are und's symbols of each numbering system.
	NuSymbols map[string]*numberSymbols `json:"nuSymbols"`
	// RegionCurrencies are each region's currency.
	RegionCurrencies map[string]string `json:"regionCurrencies"`
	// NoLists are the tags ICU has no list patterns for.
	NoLists []string `json:"noLists"`
}

// zoneMetazones returns each zone's [metazone, from, to] periods.
func zoneMetazones() map[string][][3]string {
	s := supplement()
	dataMu.Lock()
	defer dataMu.Unlock()
	if s.metazones == nil {
		if err := json.Unmarshal(s.MetazonesRaw, &s.metazones); err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
	}
	return s.metazones
}

// zoneNames returns the locale's specific zone names, decoded at the
// first need.
func (d *localeData) zoneNames() *zoneNameTables {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.Zones.names == nil {
		n := new(zoneNameTables)
		if err := json.Unmarshal(d.Zones.ZoneNamesRaw, &n.zones); err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
		if err := json.Unmarshal(d.Zones.MetazoneNamesRaw, &n.metazones); err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
		d.Zones.names = n
	}
	return d.Zones.names
}

// Nothing here is built at start-up: the cache map and the supplemental
// data are made at first use.
var (
	dataMu         sync.Mutex
	dataCache      map[string]*localeData
	supplementOnce sync.Once
	supplementData *supplementalData
)

func supplement() *supplementalData {
	supplementOnce.Do(func() {
		s := new(supplementalData)
		mustParse("data/supplemental.json", s)
		s.Tags, s.Parents = map[string][2]string{}, map[string]string{}
		keys, vals, err := splitObject(s.TagsRaw)
		for i := 0; err == nil && i < len(keys); i++ {
			var t [2]string
			t[0], t[1], err = stringPair(vals[i])
			s.Tags[keys[i]] = t
		}
		if err == nil {
			keys, vals, err = splitObject(s.ParentsRaw)
		}
		for i := 0; err == nil && i < len(keys); i++ {
			s.Parents[keys[i]], err = strconv.Unquote(string(vals[i]))
		}
		if err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
		supplementData = s
	})
	return supplementData
}

// currency returns a currency's names, decoding the locale's currency
// table at the first need and each currency at its own.
func (d *localeData) currency(code string) (currencyData, bool) {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.currencies == nil {
		if err := json.Unmarshal(d.CurrenciesRaw, &d.currencies); err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
	}
	raw, ok := d.currencies[code]
	if !ok {
		return currencyData{}, false
	}
	var c currencyData
	if err := json.Unmarshal(raw, &c); err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
	return c, true
}

// relativeTables returns the relative-time patterns, decoded at the
// first need.
func (d *localeData) relativeTables() map[string]relativeData {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.relative == nil {
		if err := json.Unmarshal(d.RelativeRaw, &d.relative); err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
	}
	return d.relative
}

// gregorianTables returns the calendar's names and patterns, decoded at
// the first need.
func (d *localeData) gregorianTables() *gregorianData {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.gregorian == nil {
		g := new(gregorianData)
		if err := json.Unmarshal(d.GregorianRaw, g); err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
		d.gregorian = g
	}
	return d.gregorian
}

// hasBuddhist reports whether the locale has a Buddhist calendar.
func (d *localeData) hasBuddhist() bool {
	return len(d.BuddhistRaw) > 0 && string(d.BuddhistRaw) != "null"
}

// buddhistTables returns the Gregorian tables with the Buddhist
// calendar's eras, date formats and available formats over them.
func (d *localeData) buddhistTables() *gregorianData {
	g := d.gregorianTables()
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.buddhist == nil {
		var b struct {
			Eras             map[string]map[string]string `json:"eras"`
			DateFormats      map[string]string            `json:"dateFormats"`
			AvailableFormats map[string]string            `json:"availableFormats"`
		}
		if err := json.Unmarshal(d.BuddhistRaw, &b); err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
		t := &gregorianData{
			Months: g.Months, Days: g.Days, DayPeriods: g.DayPeriods, Eras: b.Eras,
			DateFormats: b.DateFormats, TimeFormats: g.TimeFormats, DateTimeFormats: g.DateTimeFormats,
			DateTimeFormatsAtTime: g.DateTimeFormatsAtTime, AvailableFormats: map[string]string{},
			IntervalFormats: g.IntervalFormats,
		}
		for k, v := range g.AvailableFormats {
			t.AvailableFormats[k] = v
		}
		for k, v := range b.AvailableFormats {
			t.AvailableFormats[k] = v
		}
		d.buddhist = t
	}
	return d.buddhist
}

// unitTables returns the unit patterns, decoded at the first need.
func (d *localeData) unitTables() map[string]unitWidth {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.units == nil {
		if err := json.Unmarshal(d.UnitsRaw, &d.units); err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
	}
	return d.units
}

func mustParse(name string, v any) {
	if err := json.Unmarshal(mustRead(name), v); err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
}

// mustRead returns an embedded file's JSON, ungzipped.
func mustRead(name string) []byte {
	f, err := dataFS.Open(name + ".gz")
	if err != nil {
		panic("intl: embedded data missing: " + err.Error())
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
	b, err := io.ReadAll(z)
	if err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
	return b
}

// rawCache holds the merged JSON of the data locales read so far, for
// their children to merge onto.
var rawCache map[string][]byte

// rawLocale is a data locale's tables as JSON: its parent's, with its own
// file (what it says differently, null where it drops a key) merged on.
// Called with dataMu held.
func rawLocale(name string) []byte {
	if b, ok := rawCache[name]; ok {
		return b
	}
	own := mustRead("data/locale/" + name + ".json")
	merged := own
	// A language's file (its parent is und) stands alone; a variant's
	// holds what it says differently from its parent.
	if parent := supplement().Parents[name]; parent != "" && parent != "und" {
		var err error
		if merged, err = mergeJSON(rawLocale(parent), own); err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
	}
	if rawCache == nil {
		rawCache = map[string][]byte{}
	}
	rawCache[name] = merged
	return merged
}

// mergeJSON merges the JSON object diff onto base: a key of diff replaces
// base's, recursively where both are objects; a null removes it. Only the
// objects diff reaches into are split into members (splitObject, a plain
// scan): the rest of base is copied as it is.
func mergeJSON(base, diff []byte) ([]byte, error) {
	if !isObject(base) || !isObject(diff) {
		return diff, nil
	}
	bk, bv, err := splitObject(base)
	if err != nil {
		return nil, err
	}
	dk, dv, err := splitObject(diff)
	if err != nil {
		return nil, err
	}
	changes := make(map[string][]byte, len(dk))
	for i, k := range dk {
		changes[k] = dv[i]
	}
	var out bytes.Buffer
	out.Grow(len(base) + len(diff))
	out.WriteByte('{')
	n := 0
	member := func(key string, v []byte) {
		if n > 0 {
			out.WriteByte(',')
		}
		n++
		out.WriteString(strconv.Quote(key))
		out.WriteByte(':')
		out.Write(v)
	}
	for i, k := range bk {
		d, ok := changes[k]
		switch {
		case !ok:
			member(k, bv[i])
		case string(d) == "null":
		default:
			m, err := mergeJSON(bv[i], d)
			if err != nil {
				return nil, err
			}
			member(k, m)
		}
		delete(changes, k)
	}
	for _, k := range dk {
		if d, ok := changes[k]; ok && string(d) != "null" {
			member(k, d)
		}
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// splitObject splits a JSON object into its keys and their values' raw
// text, without decoding the values.
func splitObject(b []byte) (keys []string, vals [][]byte, err error) {
	bad := errors.New("intl: malformed JSON object")
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '{' {
		return nil, nil, bad
	}
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == '}' {
		return nil, nil, nil
	}
	for i < len(b) {
		if b[i] != '"' {
			return nil, nil, bad
		}
		end := skipString(b, i)
		if end < 0 {
			return nil, nil, bad
		}
		key := string(b[i+1 : end-1])
		if bytes.IndexByte(b[i:end], '\\') >= 0 {
			if key, err = strconv.Unquote(string(b[i:end])); err != nil {
				return nil, nil, bad
			}
		}
		i = skipSpace(b, end)
		if i >= len(b) || b[i] != ':' {
			return nil, nil, bad
		}
		i = skipSpace(b, i+1)
		vend := skipValue(b, i)
		if vend < 0 {
			return nil, nil, bad
		}
		keys, vals = append(keys, key), append(vals, b[i:vend])
		i = skipSpace(b, vend)
		if i < len(b) && b[i] == ',' {
			i = skipSpace(b, i+1)
			continue
		}
		if i < len(b) && b[i] == '}' {
			return keys, vals, nil
		}
		return nil, nil, bad
	}
	return nil, nil, bad
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the index after the string starting at b[i] ('"'),
// or -1.
func skipString(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return -1
}

// skipValue returns the index after the JSON value starting at b[i], or
// -1.
func skipValue(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				end := skipString(b, j)
				if end < 0 {
					return -1
				}
				j = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
		}
		return -1
	}
	j := i
	for j < len(b) && b[j] != ',' && b[j] != '}' && b[j] != ']' && b[j] != ' ' && b[j] != '\n' {
		j++
	}
	return j
}

// data returns the parsed tables of a data locale (en, en-IN, de, ...).
func data(name string) *localeData {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d, ok := dataCache[name]; ok {
		return d
	}
	d := new(localeData)
	if err := json.Unmarshal(rawLocale(name), d); err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
	if dataCache == nil {
		dataCache = map[string]*localeData{}
	}
	dataCache[name] = d
	return d
}

type gregorianData struct {
	Months                map[string]map[string]map[string]string `json:"months"`
	Days                  map[string]map[string]map[string]string `json:"days"`
	DayPeriods            map[string]map[string]map[string]string `json:"dayPeriods"`
	Eras                  map[string]map[string]string            `json:"eras"`
	DateFormats           map[string]string                       `json:"dateFormats"`
	TimeFormats           map[string]string                       `json:"timeFormats"`
	DateTimeFormats       map[string]string                       `json:"dateTimeFormats"`
	DateTimeFormatsAtTime map[string]string                       `json:"dateTimeFormatsAtTime"`
	AvailableFormats      map[string]string                       `json:"availableFormats"`
	IntervalFormats       map[string]json.RawMessage              `json:"intervalFormats"`

	// The pattern generator's candidates, made once (date.go).
	candidatesOnce sync.Once
	candidates     []candidate
}

func isObject(b []byte) bool {
	i := skipSpace(b, 0)
	return i < len(b) && b[i] == '{'
}

// byLanguage decodes one language's entry of a per-language table of the
// supplemental data (plurals, pluralRanges, dayPeriods) into v, and
// reports whether the table has it.
func byLanguage(table string, lang string, v any) bool {
	s := supplement()
	dataMu.Lock()
	defer dataMu.Unlock()
	if s.langTables == nil {
		s.langTables = map[string]map[string]json.RawMessage{}
	}
	t, ok := s.langTables[table]
	if !ok {
		raw := map[string]json.RawMessage{"plurals": s.PluralsRaw, "pluralRanges": s.PluralRangesRaw, "dayPeriods": s.DayPeriodsRaw}[table]
		keys, vals, err := splitObject(raw)
		if err != nil {
			panic("intl: embedded data corrupt: " + err.Error())
		}
		t = make(map[string]json.RawMessage, len(keys))
		for i, k := range keys {
			t[k] = vals[i]
		}
		s.langTables[table] = t
	}
	raw, ok := t[lang]
	if !ok {
		return false
	}
	if err := json.Unmarshal(raw, v); err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
	return true
}

// stringPair reads a JSON array of two plain strings (no escapes).
func stringPair(b []byte) (string, string, error) {
	parts := bytes.Split(bytes.Trim(b, "[] "), []byte(","))
	if len(parts) != 2 {
		return "", "", errors.New("intl: malformed pair " + string(b))
	}
	a, err := strconv.Unquote(string(bytes.TrimSpace(parts[0])))
	if err != nil {
		return "", "", err
	}
	c, err := strconv.Unquote(string(bytes.TrimSpace(parts[1])))
	return a, c, err
}
