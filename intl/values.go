package intl

import (
	"sort"
	"strings"
)

// SupportedValues is Intl.supportedValuesOf: for each key, the values
// this package honours, sorted. Each list says only what the runner
// does (a calendar it cannot format is not listed, though Node's is
// longer); RangeError for another key.
func SupportedValues(key string) ([]string, error) {
	var out []string
	switch key {
	case "calendar":
		// The calendars DateTimeFormat formats (in every locale: the
		// Buddhist era's names are the root's where a locale has none).
		out = []string{"gregory", "persian", "japanese", "roc", "chinese", "dangi", "islamic", "islamic-rgsa", "islamic-civil", "islamic-tbla", "islamic-umalqura",
			"hebrew", "coptic", "ethiopic", "ethioaa", "indian", "iso8601"}
		if data("en").hasBuddhist() {
			out = append(out, "buddhist")
		}
	case "collation":
		// Collations chosen by option or -u-co-: German's phonebook,
		// Chinese's orders of Han and Spanish's traditional order; each
		// locale's own order is not one of them.
		out = []string{"phonebk", "pinyin", "stroke", "trad", "unihan", "zhuyin"}
	case "currency":
		// The currencies a region uses, as CLDR lists them.
		seen := map[string]bool{}
		suppRegionCurrencies.each(func(_ string, f []string) {
			if len(f) > 0 && !seen[f[0]] {
				seen[f[0]] = true
				out = append(out, f[0])
			}
		})
	case "numberingSystem":
		suppDigits.each(func(ns string, _ []string) { out = append(out, ns) })
	case "timeZone":
		// The canonical IANA zones, as ICU names them (Asia/Calcutta):
		// the zones of the metazone table without the newer names ICU
		// takes as aliases, and without Etc/GMT, which is UTC.
		aliases := suppTZAliases.get()
		for z := range zoneMetazones() {
			if _, alias := aliases[z]; !alias && z != "Etc/GMT" && strings.Contains(z, "/") {
				out = append(out, z)
			}
		}
	case "unit":
		for u := range data("en").unitTables()["short"].Units {
			if IsSanctionedUnit(u) && !strings.Contains(u, "-per-") {
				out = append(out, u)
			}
		}
	default:
		return nil, rangeErrorf("Invalid key : %s", key)
	}
	sort.Strings(out)
	return out, nil
}
