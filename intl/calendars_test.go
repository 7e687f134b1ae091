package intl

import (
	"bufio"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCalendarDatesMatchNode replays testdata/calendardates.txt.gz
// (written from Node 20 by scripts/cldr/calendar-dates.mjs): a sample of
// days from 600 BC to AD 2800 and the days around the Japanese eras' and
// the Umm al-Qura table's bounds, with each calendar's era, year, month
// and day as Node gives them. CALENDAR_DATES=DIR replays DIR's files of
// every day instead (calendar-dates.mjs --every-day DIR).
func TestCalendarDatesMatchNode(t *testing.T) {
	var files []string
	if dir := os.Getenv("CALENDAR_DATES"); dir != "" {
		files, _ = filepath.Glob(filepath.Join(dir, "*.txt"))
	} else {
		files = []string{"testdata/calendardates.txt.gz"}
	}
	en := Resolve([]string{"en"}).tables()
	n, bad := 0, 0
	badBy := map[string]int{}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		var r io.Reader = f
		if strings.HasSuffix(name, ".gz") {
			if r, err = gzip.NewReader(f); err != nil {
				t.Fatal(err)
			}
		}
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			// calendar, Julian day number, era (en's abbreviation), year,
			// month, day.
			fields := strings.Split(sc.Text(), "\t")
			if len(fields) != 6 {
				t.Fatalf("%s: bad line %q", name, sc.Text())
			}
			cal := fields[0]
			jdn, _ := strconv.Atoi(fields[1])
			c := otherCalendarDate(cal, jdn, float64(jdn-2440588)*dayMS+43200000)
			era := en.otherCalendarTables(otherCalendarPart(cal), cal == "ethioaa").Eras["eraAbbr"][strconv.Itoa(c.era)]
			got := strings.Join([]string{era, strconv.Itoa(c.year), strconv.Itoa(c.month), strconv.Itoa(c.day)}, "\t")
			n++
			if want := strings.Join(fields[2:], "\t"); got != want {
				bad++
				badBy[cal]++
				if badBy[cal] <= 3 {
					t.Errorf("%s day %d: got %q, want %q", cal, jdn, got, want)
				}
			}
		}
		f.Close()
	}
	if n == 0 {
		t.Fatal("no dates")
	}
	t.Logf("%d dates, %d unequal", n, bad)
}

// TestHebrewNumeralsMatchNode checks the Hebrew numerals of he's Hebrew
// calendar against Node's for some years and every day of a month.
func TestHebrewNumeralsMatchNode(t *testing.T) {
	for _, c := range []struct {
		n    int
		year bool
		want string
	}{
		{21, false, "כ״א"}, {15, false, "ט״ו"}, {16, false, "ט״ז"}, {30, false, "ל׳"}, {1, false, "א׳"},
		{5784, true, "תשפ״ד"}, {5270, true, "ר״ע"}, {5272, true, "רע״ב"}, {4000, true, "ד׳ אלפים"},
		{4001, true, "ד׳א׳"}, {3999, true, "ג׳תתקצ״ט"}, {5001, true, "א׳"}, {6001, true, "ו׳א׳"},
		{3762, true, "ג׳תשס״ב"}, {5000, true, "ה׳ אלפים"},
	} {
		c := c
		field := 'd'
		if c.year {
			field = 'y'
		}
		got, ok := overrideNumber(map[rune]string{0: "hebr"}, field, c.n)
		if !ok || got != c.want {
			t.Errorf("%d: got %q, want %q", c.n, got, c.want)
		}
	}
}
