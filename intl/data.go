// Package intl formats numbers, plurals, lists, relative times and dates
// as V8 (Node 20 with full ICU 78.2, CLDR 48.0) does, for the locales
// whose CLDR data it embeds. It knows nothing of JavaScript: the engine
// reads a guest's options into the option structs here and turns the
// results back into JavaScript values.
//
// The data, intl/data (deflated JSON), is written by
// scripts/cldr/generate.mjs from CLDR's JSON packages. It is embedded (the
// sandbox's walls forbid opening files once an execution runs) and
// decoded a part at a time: each locale's tables are split into parts
// (core, currencies, units, ...: data/locale.bin, indexed by
// data/locale.idx) and the supplemental data into tables
// (data/supplemental), each decoded at the first call that needs it, so
// that a process that never formats pays nothing at start-up and a number
// format decodes no calendar.
package intl

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"embed"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"sync"
	"unsafe"
)

//go:embed data/*.json.gz data/likely.txt.gz data/supplemental/*.json.gz
var dataFS embed.FS

// The locales' parts are one blob of deflated members (data/locale.bin)
// and a sorted index of them ("NAME/PART\toffset\tlength"), both read in
// place: thousands of embedded files would be a table the garbage
// collector scans in every process. Each part is deflated with a preset
// dictionary of its kind, stored as it is in the same blob under
// "~dict/PART" (scripts/cldr/generate.mjs).
var (
	//go:embed data/locale.bin
	localeBlob string
	//go:embed data/locale.idx
	localeIndex lineTable
)

// localeData is one data locale's tables. Its core part (number symbols
// and patterns, list patterns, GMT formats) is decoded at its first use;
// every other part at the first call that needs it, from part.
type localeData struct {
	name     string
	Number   numberData                   `json:"number"`
	Lists    map[string]map[string]string `json:"lists"`
	Zones    zoneData                     `json:"zones"`
	units    map[string]unitWidth
	buddhist *gregorianData
	persian  *gregorianData
	// calendars are the other calendars' tables, by part
	// (otherCalendarTables).
	calendars map[string]*gregorianData
	relative  map[string]relativeData
	gregorian *gregorianData
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
	names *zoneNameTables
}

// zoneNameTables are a locale's specific zone names: zone or metazone ->
// width (long, short) -> type (standard, daylight) -> name.
type zoneNameTables struct {
	Zones     map[string]map[string]map[string]string `json:"zoneNames"`
	Metazones map[string]map[string]map[string]string `json:"metazoneNames"`
}

// supplementTable is one table of the supplemental data
// (data/supplemental/NAME.json.gz), decoded at its first get.
type supplementTable[T any] struct {
	name string
	once sync.Once
	v    T
}

func (t *supplementTable[T]) get() T {
	t.once.Do(func() { mustParse("data/supplemental/"+t.name+".json", &t.v) })
	return t.v
}

func (t *supplementTable[T]) reset() {
	var zero T
	t.once, t.v = sync.Once{}, zero
}

var (
	// suppMetazones is each zone's [metazone, from, to] periods.
	suppMetazones = &supplementTable[map[string][][3]string]{name: "metazones"}
	// suppTZAliases maps the tz database's current names to CLDR's.
	suppTZAliases = &supplementTable[map[string]string]{name: "tzAliases"}
	// suppNuSymbols are und's symbols of each numbering system.
	suppNuSymbols = &supplementTable[map[string]*numberSymbols]{name: "nuSymbols"}
)

// The supplemental tables read a key at a time, searched in place
// (lineTable): nothing of them is decoded or copied into the heap.
var (
	// tagLines are the tags Node 20's ICU has: tag, data locale ("" when
	// the tag is one), region or likely region.
	//go:embed data/supplemental/tags.txt
	tagLines lineTable
	// parentLines are each data locale's CLDR parent (und at the top).
	//go:embed data/supplemental/parents.txt
	parentLines lineTable
	// pluralLines, pluralRangeLines and dayPeriodLines are each
	// language's rules, as JSON.
	//go:embed data/supplemental/plurals.txt
	pluralLines lineTable
	//go:embed data/supplemental/pluralRanges.txt
	pluralRangeLines lineTable
	//go:embed data/supplemental/dayPeriods.txt
	dayPeriodLines lineTable
	// suppFractions are each currency's fraction digits (DEFAULT: 2).
	//go:embed data/supplemental/fractions.txt
	suppFractions lineTable
	//go:embed data/supplemental/timeData.txt
	suppTimeData lineTable
	// suppWeekData are the regions whose week is not the world's (Monday,
	// a first week of one day, Saturday and Sunday off): their first day
	// (0 Sunday), the days a year's first week needs and the first and
	// last days of the weekend (US: 0 1 6 0, DE: 1 4 6 0, EG: 6 1 5 6).
	//go:embed data/supplemental/weekData.txt
	suppWeekData lineTable
	// suppDigits are the digits of each numbering system that
	// substitutes digits (arab: ٠١٢٣٤٥٦٧٨٩).
	//go:embed data/supplemental/digits.txt
	suppDigits lineTable
	// suppCalendars are the regions whose calendars are not the
	// Gregorian alone, in order of preference (TH: buddhist gregory; EG:
	// gregory coptic islamic islamic-civil islamic-tbla).
	//go:embed data/supplemental/calendars.txt
	suppCalendars lineTable
	// suppRegionCurrencies are each region's currency.
	//go:embed data/supplemental/regionCurrencies.txt
	suppRegionCurrencies lineTable
	// suppNoLists are the tags ICU has no list patterns for.
	//go:embed data/supplemental/noLists.txt
	suppNoLists lineTable
	// suppCollationReorder are the scripts each language's collation
	// puts before the others, in ISO 15924 codes (ru: Cyrl).
	//go:embed data/supplemental/collationReorder.txt
	suppCollationReorder lineTable
	// suppPersianNonLeap are the years ICU's Persian calendar corrects
	// from leap to common (persianDate).
	//go:embed data/supplemental/persianNonLeap.txt
	suppPersianNonLeap lineTable
	// suppJapaneseEras are the first days of the Japanese calendar's eras
	// (japaneseDate); suppUmalqura the Umm al-Qura calendar's table
	// (umalquraDate).
	//go:embed data/supplemental/japaneseEras.txt
	suppJapaneseEras lineTable
	//go:embed data/supplemental/umalqura.txt
	suppUmalqura lineTable
	// suppLocaleInfo are what Intl.Locale's info getters read besides the
	// tables above (localeinfo.go): the algorithmic numbering systems,
	// the territories, each language's collations and the tags written
	// right to left.
	//go:embed data/supplemental/localeInfo.txt
	suppLocaleInfo lineTable
)

// resetData forgets every decoded table, for benchmarks of a first use.
func resetData() {
	dataMu.Lock()
	dataCache, rawCache, ownEntries, isoRoot = nil, nil, nil, nil
	dataMu.Unlock()
	gzipReaders, flateReaders = sync.Pool{}, sync.Pool{}
	for _, t := range []interface{ reset() }{suppMetazones, suppTZAliases, suppNuSymbols} {
		t.reset()
	}
}

// lineTable is a sorted table of lines, "key\tfield\tfield\n", looked up
// by a binary search over the text itself.
type lineTable string

// value is the first field of key's line.
func (t lineTable) value(key string) (string, bool) {
	f, ok := t.find(key)
	if !ok || len(f) == 0 {
		return "", ok
	}
	return f[0], true
}

// str is the first field of key's line, "" when there is none.
func (t lineTable) str(key string) string {
	v, _ := t.value(key)
	return v
}

// find returns the fields of key's line.
func (t lineTable) find(key string) ([]string, bool) {
	lo, hi := 0, len(t)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := strings.LastIndexByte(string(t[:mid]), '\n') + 1
		end := start + strings.IndexByte(string(t[start:]), '\n')
		line := string(t[start:end])
		k, rest, _ := strings.Cut(line, "\t")
		switch {
		case k == key:
			if rest == "" && !strings.Contains(line, "\t") {
				return nil, true
			}
			return strings.Split(rest, "\t"), true
		case k < key:
			lo = end + 1
		default:
			hi = start
		}
	}
	return nil, false
}

// each calls f with the key and fields of every line, in key order.
func (t lineTable) each(f func(key string, fields []string)) {
	for _, line := range strings.Split(strings.TrimSuffix(string(t), "\n"), "\n") {
		if line == "" {
			continue
		}
		k, rest, ok := strings.Cut(line, "\t")
		var fields []string
		if ok {
			fields = strings.Split(rest, "\t")
		}
		f(k, fields)
	}
}

// tagOf returns a tag Node 20's ICU has: its data locale ("" when the tag
// is one) and its region or likely region.
func tagOf(tag string) (data, region string, ok bool) {
	f, ok := tagLines.find(tag)
	if !ok || len(f) != 2 {
		return "", "", false
	}
	return f[0], f[1], true
}

// parentOf is a data locale's CLDR parent (und at the top).
func parentOf(name string) string {
	f, ok := parentLines.find(name)
	if !ok || len(f) != 1 {
		return ""
	}
	return f[0]
}

// zoneMetazones returns each zone's [metazone, from, to] periods.
func zoneMetazones() map[string][][3]string { return suppMetazones.get() }

// zoneNames returns the locale's specific zone names, decoded at the
// first need.
func (d *localeData) zoneNames() *zoneNameTables {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.Zones.names == nil {
		n := new(zoneNameTables)
		unmarshal(part(d.name, "zoneNames"), n)
		d.Zones.names = n
	}
	return d.Zones.names
}

// Nothing here is built at start-up: the caches are made at first use.
var (
	dataMu    sync.Mutex
	dataCache map[string]*localeData
)

func unmarshal(b []byte, v any) {
	if err := json.Unmarshal(b, v); err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
}

// currency returns a currency's symbols and separators, decoding the
// locale's currency table at the first need and each currency at its own.
func (d *localeData) currency(code string) (currencyData, bool) {
	var c currencyData
	return c, d.currencyEntry("currencies", code, &c)
}

// currencyWithNames is currency with the currency's names, which are a
// part of their own: only currencyDisplay "name" and DisplayNames read
// them.
func (d *localeData) currencyWithNames(code string) (currencyData, bool) {
	c, ok := d.currency(code)
	if ok {
		d.currencyEntry("currencyNames", code, &c)
	}
	return c, ok
}

// currencyEntry decodes one currency's entry of a currency part into v.
func (d *localeData) currencyEntry(p, code string, v any) bool {
	dataMu.Lock()
	defer dataMu.Unlock()
	raw, ok := partEntry(d.name, p, code)
	if ok {
		unmarshal(raw, v)
	}
	return ok
}

// ownEntries holds the data locales' own files of keyed parts
// (currencies), split into their entries undecoded: "de-CH/currencies".
var ownEntries map[string]map[string]json.RawMessage

// partEntry is one entry of a keyed part of a data locale, merged along
// its chain entry by entry: a currency format merges its one currency's
// entry, not the part's three hundred. Called with dataMu held.
func partEntry(name, p, key string) ([]byte, bool) {
	if name == "" || name == "und" {
		return nil, false
	}
	parent := parentOf(name)
	own, ok := ownEntries[name+"/"+p]
	if !ok {
		if b, found := readPart(name + "/" + p); found {
			keys, vals, err := splitObject(b)
			if err != nil {
				panic("intl: embedded data corrupt: " + err.Error())
			}
			own = make(map[string]json.RawMessage, len(keys))
			for i, k := range keys {
				own[k] = vals[i]
			}
		}
		if ownEntries == nil {
			ownEntries = map[string]map[string]json.RawMessage{}
		}
		ownEntries[name+"/"+p] = own
	}
	e, ok := own[key]
	if parent == "und" {
		// A language's file stands alone.
		return e, ok
	}
	inherited, found := partEntry(parent, p, key)
	switch {
	case !ok:
		return inherited, found
	case string(e) == "null":
		return nil, false
	case !found:
		return e, true
	}
	m, err := mergeJSON(inherited, e)
	if err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
	return m, true
}

// relativeTables returns the relative-time patterns, decoded at the
// first need.
func (d *localeData) relativeTables() map[string]relativeData {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.relative == nil {
		unmarshal(part(d.name, "relative"), &d.relative)
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
		unmarshal(part(d.name, "gregorian"), g)
		d.gregorian = g
	}
	return d.gregorian
}

// hasBuddhist reports whether the locale has a Buddhist calendar.
func (d *localeData) hasBuddhist() bool {
	dataMu.Lock()
	defer dataMu.Unlock()
	return string(part(d.name, "buddhist")) != "null"
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
		unmarshal(part(d.name, "buddhist"), &b)
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

// persianTables returns the Gregorian tables with the Persian calendar's
// eras, months, date formats, available and interval formats over them.
func (d *localeData) persianTables() *gregorianData {
	g := d.gregorianTables()
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.persian == nil {
		var p struct {
			Eras             map[string]map[string]string            `json:"eras"`
			Months           map[string]map[string]map[string]string `json:"months"`
			DateFormats      map[string]string                       `json:"dateFormats"`
			AvailableFormats map[string]string                       `json:"availableFormats"`
			IntervalFormats  map[string]json.RawMessage              `json:"intervalFormats"`
		}
		unmarshal(part(d.name, "persian"), &p)
		// CLDR's Persian calendar has the whole of its skeletons (its
		// JSON is resolved), which ICU's pattern generator reads alone.
		d.persian = &gregorianData{
			Months: p.Months, Days: g.Days, DayPeriods: g.DayPeriods, Eras: p.Eras,
			DateFormats: p.DateFormats, TimeFormats: g.TimeFormats, DateTimeFormats: g.DateTimeFormats,
			DateTimeFormatsAtTime: g.DateTimeFormatsAtTime, AvailableFormats: p.AvailableFormats,
			IntervalFormats: p.IntervalFormats,
		}
	}
	return d.persian
}

// unitTables returns the unit patterns, decoded at the first need.
func (d *localeData) unitTables() map[string]unitWidth {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d.units == nil {
		unmarshal(part(d.name, "units"), &d.units)
	}
	return d.units
}

func mustParse(name string, v any) { unmarshal(mustRead(name), v) }

// mustRead returns an embedded file's JSON, ungzipped.
func mustRead(name string) []byte {
	b, ok := read(name)
	if !ok {
		panic("intl: embedded data missing: " + name)
	}
	return b
}

var gzipReaders, flateReaders sync.Pool

// readPart returns a locale's part ("de-CH/core") as JSON, inflated, and
// whether the locale has a file of it.
func readPart(key string) ([]byte, bool) {
	b, ok := blobEntry(key)
	if !ok {
		return nil, false
	}
	dict, ok := blobEntry("~dict/" + key[strings.IndexByte(key, '/')+1:])
	if !ok {
		panic("intl: embedded data corrupt: no dictionary for " + key)
	}
	// A reader's window (32 KB) is most of what a small part costs to
	// inflate: the readers are reused. The reader copies the dictionary
	// into its window and never writes to it, so the embedded bytes are
	// given as they are, not copied first.
	d := unsafe.Slice(unsafe.StringData(dict), len(dict))
	z, _ := flateReaders.Get().(io.ReadCloser)
	if z == nil {
		z = flate.NewReaderDict(strings.NewReader(b), d)
	} else if err := z.(flate.Resetter).Reset(strings.NewReader(b), d); err != nil {
		panic("intl: embedded data corrupt: " + key + ": " + err.Error())
	}
	defer flateReaders.Put(z)
	out, err := io.ReadAll(z)
	if err != nil {
		panic("intl: embedded data corrupt: " + key + ": " + err.Error())
	}
	return out, true
}

// blobEntry returns the bytes of key's entry in the locale blob.
func blobEntry(key string) (string, bool) {
	f, ok := localeIndex.find(key)
	if !ok || len(f) != 2 {
		return "", false
	}
	off, err1 := strconv.Atoi(f[0])
	n, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil || off < 0 || n < 0 || off+n > len(localeBlob) {
		panic("intl: embedded data corrupt: index of " + key)
	}
	return localeBlob[off : off+n], true
}

// read returns an embedded file's JSON, ungzipped, and whether the file
// is there.
func read(name string) ([]byte, bool) {
	f, err := dataFS.Open(name + ".gz")
	if err != nil {
		return nil, false
	}
	defer f.Close()
	return gunzip(f), true
}

// gunzip returns a gzipped file's content. A reader's window (32 KB) is
// most of what a small part costs to unzip: the readers are reused.
func gunzip(r io.Reader) []byte {
	z, _ := gzipReaders.Get().(*gzip.Reader)
	var err error
	if z == nil {
		z, err = gzip.NewReader(r)
	} else {
		err = z.Reset(r)
	}
	if err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
	defer gzipReaders.Put(z)
	b, err := io.ReadAll(z)
	if err != nil {
		panic("intl: embedded data corrupt: " + err.Error())
	}
	return b
}

// rawCache holds the merged JSON of the parts of data locales read so
// far ("de-CH/core"), for their children to merge onto.
var rawCache map[string][]byte

// part is one part of a data locale's tables as JSON: its parent's, with
// its own file (what it says differently, null where it drops a key)
// merged on; a variant without a file of the part says nothing new.
// Called with dataMu held.
func part(name, p string) []byte {
	key := name + "/" + p
	if b, ok := rawCache[key]; ok {
		return b
	}
	own, ok := readPart(key)
	merged := own
	// A language's parts (its parent is und) stand alone, but for its
	// calendars other than the Gregorian, generic and Buddhist, said as
	// their difference from und's (undBasedPart); a variant's
	// hold what it says differently from its parent.
	parent := parentOf(name)
	if parent == "und" && !undBasedPart(p) {
		parent = ""
	}
	if parent != "" {
		var err error
		switch {
		case !ok:
			merged = part(parent, p)
		default:
			if merged, err = mergeJSON(part(parent, p), own); err != nil {
				panic("intl: embedded data corrupt: " + err.Error())
			}
		}
	} else if !ok {
		panic("intl: embedded data missing: " + key)
	}
	if rawCache == nil {
		rawCache = map[string][]byte{}
	}
	rawCache[key] = merged
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

// data returns the tables of a data locale (en, en-IN, de, ...), with
// its core part decoded.
func data(name string) *localeData {
	dataMu.Lock()
	defer dataMu.Unlock()
	if d, ok := dataCache[name]; ok {
		return d
	}
	d := &localeData{name: name}
	unmarshal(part(name, "core"), d)
	if dataCache == nil {
		dataCache = map[string]*localeData{}
	}
	dataCache[name] = d
	return d
}

type gregorianData struct {
	Months      map[string]map[string]map[string]string `json:"months"`
	Days        map[string]map[string]map[string]string `json:"days"`
	DayPeriods  map[string]map[string]map[string]string `json:"dayPeriods"`
	Eras        map[string]map[string]string            `json:"eras"`
	DateFormats map[string]string                       `json:"dateFormats"`
	// DateNumbers are the numbering systems a date style gives its
	// fields (he's Hebrew numerals in the Hebrew calendar).
	DateNumbers           map[string]string          `json:"dateNumbers"`
	TimeFormats           map[string]string          `json:"timeFormats"`
	DateTimeFormats       map[string]string          `json:"dateTimeFormats"`
	DateTimeFormatsAtTime map[string]string          `json:"dateTimeFormatsAtTime"`
	AvailableFormats      map[string]string          `json:"availableFormats"`
	IntervalFormats       map[string]json.RawMessage `json:"intervalFormats"`
	// MonthPatterns are the chinese and dangi calendars' leap-month
	// patterns by context ("numeric" for M and MM) and width ("闰{0}"),
	// CyclicYears their sexagenary years' names (U) by year of cycle.
	MonthPatterns map[string]map[string]map[string]string `json:"monthPatterns"`
	CyclicYears   map[string]string                       `json:"cyclicYears"`

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
	t := map[string]lineTable{"plurals": pluralLines, "pluralRanges": pluralRangeLines, "dayPeriods": dayPeriodLines}[table]
	raw, ok := t.value(lang)
	if !ok {
		return false
	}
	unmarshal([]byte(raw), v)
	return true
}
