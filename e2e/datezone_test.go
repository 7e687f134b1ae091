package e2e

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"sort"
	"testing"
	"time"
)

// TestDateZoneNamesMatchNode runs the recorded program of
// testdata/datezone.json (scripts/datezone/record.mjs) through the built
// runner with TZ set to each of the 418 zones Node 20 knows and the
// aliases of UTC and GMT, and compares
// Date.prototype.toString and toTimeString with Node's. The zone name in
// parentheses must be Node's at every instant; the whole string must be
// Node's from 1970 on. Before 1970 the offset may differ where ICU's copy
// of the tz database tells a zone's history otherwise than the one Go
// reads (a link that merged two zones, a local mean time): those are
// counted, not failed, and the count is bounded so that a broken offset
// cannot hide among them.
func TestDateZoneNamesMatchNode(t *testing.T) {
	raw, err := os.ReadFile("../testdata/datezone.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Program string                 `json:"program"`
		Zones   map[string][][2]string `json:"zones"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	var line bytes.Buffer
	enc := json.NewEncoder(&line)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(map[string]any{
		"type": "execute", "id": "datezone", "code": rec.Program,
		"options": map[string]any{"timeoutMs": 10000}, "providers": []any{},
	}); err != nil {
		t.Fatal(err)
	}
	zones := make([]string, 0, len(rec.Zones))
	for z := range rec.Zones {
		zones = append(zones, z)
	}
	sort.Strings(zones)
	name := regexp.MustCompile(`\(([^)]*)\)$`)
	history := 0
	for _, zone := range zones {
		want := rec.Zones[zone]
		stdout, stderr := runInZone(t, zone, line.Bytes(), 30*time.Second)
		done := readDone(t, stdout, stderr)
		var got [][2]string
		if !done.OK || json.Unmarshal(done.Result, &got) != nil || len(got) != len(want) {
			t.Fatalf("%s: done %+v", zone, done)
		}
		for i := range want {
			for j := range want[i] {
				w, g := want[i][j], got[i][j]
				if w == g {
					continue
				}
				wn, gn := name.FindStringSubmatch(w), name.FindStringSubmatch(g)
				switch {
				case wn == nil || gn == nil || wn[1] != gn[1]:
					if zone == "Europe/Dublin" && w[:15] == "Sat Jul 15 1950" {
						// ICU's rearguard Dublin calls its 1950 summer
						// standard time; Go's data, daylight.
						history++
						continue
					}
					t.Errorf("%s: %q, Node %q", zone, g, w)
				case i < 5:
					t.Errorf("%s: %q, Node %q (an instant after 1970)", zone, g, w)
				default:
					history++
				}
			}
		}
	}
	t.Logf("%d zones; %d strings before 1970 with another offset from the tz history", len(zones), history)
	if history > 250 {
		t.Errorf("%d strings before 1970 differ in their offset: more than the tz history explains", history)
	}
}
