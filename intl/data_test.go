package intl

import (
	"strings"
	"testing"
)

// TestLineTablesFindEveryKey checks the in-place tables: each is sorted
// as find's binary search needs, and find reaches every line of it and
// no key it lacks.
func TestLineTablesFindEveryKey(t *testing.T) {
	for name, table := range map[string]lineTable{
		"tags": tagLines, "parents": parentLines, "plurals": pluralLines, "pluralRanges": pluralRangeLines,
		"dayPeriods": dayPeriodLines, "fractions": suppFractions, "timeData": suppTimeData, "digits": suppDigits,
		"calendars": suppCalendars, "regionCurrencies": suppRegionCurrencies, "noLists": suppNoLists,
		"weekData": suppWeekData, "localeInfo": suppLocaleInfo,
	} {
		lines := strings.Split(strings.TrimSuffix(string(table), "\n"), "\n")
		if len(lines) < 2 {
			t.Errorf("%s: %d lines", name, len(lines))
		}
		prev := ""
		for _, line := range lines {
			key, rest, _ := strings.Cut(line, "\t")
			if key <= prev {
				t.Errorf("%s: %q after %q: not sorted", name, key, prev)
			}
			prev = key
			f, ok := table.find(key)
			if !ok || strings.Join(f, "\t") != rest {
				t.Errorf("%s: find(%q) = %q, %v; the line says %q", name, key, f, ok, rest)
			}
			if _, ok := table.find(key + "~"); ok {
				t.Errorf("%s: find(%q) found a key the table lacks", name, key+"~")
			}
		}
		if _, ok := table.find(""); ok {
			t.Errorf("%s: find(\"\") found a line", name)
		}
	}
}

// TestPartsMergeAlongTheChain checks a variant's part against its
// parent's: en-IN says only what en-001 and en do not, and its merged
// tables hold both (its own Indian grouping, en's currency symbols).
func TestPartsMergeAlongTheChain(t *testing.T) {
	resetData()
	d := data("en-IN")
	if d.Number.Decimal != "#,##,##0.###" {
		t.Errorf("en-IN decimal pattern %q", d.Number.Decimal)
	}
	c, ok := d.currencyWithNames("EUR")
	if !ok || c.Symbol != "€" || c.Name != "Euro" {
		t.Errorf("en-IN EUR = %+v, %v", c, ok)
	}
	if _, ok := d.currency("XYZ"); ok {
		t.Error("en-IN knows a currency XYZ")
	}
	if got := parentOf("en-IN"); got != "en-001" {
		t.Errorf("parentOf(en-IN) = %q", got)
	}
}
