package intl

import (
	"encoding/json"
	"testing"
)

// TestDisplayNamesAgainstNode compares of() for every language, script,
// region and currency code CLDR names, tags combining them and malformed
// codes, in every style, fallback and languageDisplay of the eight
// locales, with Node 20's answers (testdata/displaynames.json.gz,
// written by scripts/cldr/displaynames-cases.mjs).
func TestDisplayNamesAgainstNode(t *testing.T) { compareDisplayNames(t, "displaynames", 60) }

// TestDisplayNamesInEveryLocale compares of() in every locale Node 20
// has, on a sample of codes of each type (testdata/
// displaynames-locales.json.gz, written by the same script).
func TestDisplayNamesInEveryLocale(t *testing.T) { compareDisplayNames(t, "displaynames-locales", 60) }

// compareDisplayNames replays a file of Node's DisplayNames answers,
// reporting up to max differences.
func compareDisplayNames(t *testing.T, file string, max int) {
	var doc struct {
		Codes map[string][]string
		Cases []struct {
			Locale  string
			Options map[string]any
			Codes   string
			Out     []json.RawMessage
		}
	}
	readNodeCases(t, file, &doc)
	// Known: CLDR 48 makes tw and fat aliases of ak (Akan), which
	// x/text's older alias data does not (Intl.getCanonicalLocales keeps
	// them too).
	known := map[string]bool{"tw": true, "fat": true}
	compared, wrong, knownWrong := 0, 0, 0
	for _, c := range doc.Cases {
		d, err := NewDisplayNames([]string{c.Locale}, Options(c.Options))
		if err != nil {
			t.Fatal(err)
		}
		for i, code := range doc.Codes[c.Codes] {
			name, ok, err := d.Of(code)
			var got any = name
			if err != nil {
				e := err.(*Error)
				got = map[string]string{"error": e.Kind + ": " + e.Message}
			} else if !ok {
				got = nil
			}
			g, _ := json.Marshal(got)
			var want any
			_ = json.Unmarshal(c.Out[i], &want)
			w, _ := json.Marshal(want)
			compared++
			// Known: ICU's sr-Cyrl-ME names currencies in Latin letters
			// where CLDR's JSON inherits sr-Cyrl's Cyrillic names (as its
			// unit and currency formats, locales_test.go).
			if string(g) != string(w) && (known[code] || c.Locale == "sr-Cyrl-ME") {
				knownWrong++
			} else if string(g) != string(w) {
				if wrong++; wrong <= max {
					t.Errorf("%s %v of(%q) = %s, Node %s", c.Locale, c.Options, code, g, w)
				}
			}
		}
	}
	t.Logf("%d names compared, %d differ from Node, %d of them known", compared, wrong+knownWrong, knownWrong)
}
