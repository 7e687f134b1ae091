package goja

import (
	"encoding/json"
	"math"
	"os"
	"testing"
	"time"
	_ "time/tzdata" // the zones the corpus was recorded in, wherever the test runs
)

// TestDateParseV8Corpus checks Date.parse and new Date(string) against what
// Node 20 gave for every string of testdata/dateparse_v8.json, recorded by
// scripts/dateparse/record.mjs under TZ=UTC and TZ=America/New_York.
func TestDateParseV8Corpus(t *testing.T) {
	data, err := os.ReadFile("testdata/dateparse_v8.json")
	if err != nil {
		t.Fatal(err)
	}
	var corpus struct {
		Zones map[string]string `json:"zones"`
		Cases [][3]json.RawMessage
	}
	if err := json.Unmarshal(data, &corpus); err != nil {
		t.Fatal(err)
	}
	strs := make([]string, len(corpus.Cases))
	for i, c := range corpus.Cases {
		if err := json.Unmarshal(c[0], &strs[i]); err != nil {
			t.Fatal(err)
		}
	}
	if len(strs) < 5000 {
		t.Fatalf("corpus has %d strings", len(strs))
	}
	saved := time.Local
	defer func() { time.Local = saved }()
	for col, key := range []string{"utc", "ny"} {
		zone := corpus.Zones[key]
		t.Run(zone, func(t *testing.T) {
			loc, err := time.LoadLocation(zone)
			if err != nil {
				t.Fatal(err)
			}
			time.Local = loc
			vm := New()
			vm.Set("strings", strs)
			v, err := vm.RunString(`strings.map(s => [Date.parse(s), new Date(s).getTime()])`)
			if err != nil {
				t.Fatal(err)
			}
			var got [][2]float64
			if err := vm.ExportTo(v, &got); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i, c := range corpus.Cases {
				want := math.NaN()
				if string(c[col+1]) != "null" {
					if err := json.Unmarshal(c[col+1], &want); err != nil {
						t.Fatal(err)
					}
				}
				for j, what := range []string{"Date.parse", "new Date"} {
					g := got[i][j]
					if g == want || math.IsNaN(g) && math.IsNaN(want) {
						continue
					}
					if bad++; bad <= 40 {
						t.Errorf("%s(%q) = %v, V8 %v", what, strs[i], g, want)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d results of %d differ from V8", bad, 2*len(strs))
			}
		})
	}
}

// TestDateLocalGapV8 checks the constructor and the setters where local time
// is skipped or repeated (New York's changes to and from summer time):
// V8 takes the offset in force before the change. The values are Node 20's
// under TZ=America/New_York.
func TestDateLocalGapV8(t *testing.T) {
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	saved := time.Local
	time.Local = loc
	defer func() { time.Local = saved }()
	for _, c := range []struct {
		src  string
		want int64
	}{
		{"new Date(2024, 2, 10, 2, 30).getTime()", 1710055800000},
		{"new Date(2024, 2, 10, 2, 0).getTime()", 1710054000000},
		{"new Date(2024, 2, 10, 3, 0).getTime()", 1710054000000},
		{"new Date(2024, 2, 10, 1, 59, 59, 999).getTime()", 1710053999999},
		{"new Date(2024, 10, 3, 1, 30).getTime()", 1730611800000},
		{"new Date(2024, 10, 3, 2, 0).getTime()", 1730617200000},
		{"new Date(1990, 3, 1, 2, 45).getTime()", 638955900000},
		{"new Date(2050, 2, 13, 2, 30).getTime()", 2530769400000},
		{"new Date(2024, 2, 10, 0, 0).setHours(2, 15)", 1710054900000},
		{"new Date(2024, 2, 10, 1, 0).setMinutes(90)", 1710055800000},
		{"new Date(2024, 2, 9, 2, 30).setDate(10)", 1710055800000},
		{"new Date(2024, 10, 3, 0, 0).setHours(1, 30)", 1730611800000},
	} {
		v, err := New().RunString(c.src)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.ToInteger(); got != c.want {
			t.Errorf("%s = %d, V8 %d", c.src, got, c.want)
		}
	}
}

// BenchmarkDateParse parses the common shapes: ISO with and without a
// zone, toString's output, RFC 2822 and a US date with a time.
func BenchmarkDateParse(b *testing.B) {
	strs := []string{
		"2024-03-01T10:00:00.123Z", "2024-03-01",
		"Fri Mar 01 2024 10:00:00 GMT+0530 (India Standard Time)",
		"Fri, 01 Mar 2024 10:00:00 GMT", "03/01/2024 10:00 PM",
	}
	for i := 0; i < b.N; i++ {
		for _, s := range strs {
			if _, ok := dateParse(s); !ok {
				b.Fatal(s)
			}
		}
	}
}

// The shortcut for the shapes toISOString gives must read each string as
// the tokenizing reader does: the same fields where it takes the string,
// and no taking where the reader refuses it. The strings are those shapes
// with each position swept through digits, neighbours of the separators
// and out-of-range fields.
func TestDateParseUTCISOAgreesWithReader(t *testing.T) {
	bases := []string{"2024-03-01", "2024-03-01T10:20:30Z", "2024-03-01T10:20:30.456Z", "0000-12-31T23:59:59.999Z"}
	subst := "0123456789-:.TtZz +"
	taken := 0
	for _, base := range bases {
		for i := range base {
			for j := 0; j < len(subst); j++ {
				s := base[:i] + subst[j:j+1] + base[i+1:]
				var fast, slow dateFields
				okFast := fast.parseUTCISO(s)
				okSlow := slow.parse(s)
				if !okFast {
					continue
				}
				taken++
				if !okSlow || fast != slow {
					t.Errorf("%q: shortcut %v %+v, reader %v %+v", s, okFast, fast, okSlow, slow)
				}
			}
		}
	}
	for _, s := range []string{"2024-13-01", "2024-02-32T00:00:00Z", "2024-03-01T24:00:00Z", "2024-03-01T10:60:00Z", "2024-03-01T10:20:30.456+01:00", "+002024-03-01"} {
		var f dateFields
		if f.parseUTCISO(s) {
			t.Errorf("%q: the shortcut took a string it must leave to the reader", s)
		}
	}
	if taken < 100 {
		t.Fatalf("the shortcut took only %d strings; the sweep checks nothing", taken)
	}
}
