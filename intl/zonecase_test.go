package intl

import "testing"

// TestZoneNameCase checks that a zone name is matched without regard to
// case and reported as V8 reports it (Node 20's resolvedOptions().timeZone):
// asia/kolkata threw a RangeError (issue 19).
func TestZoneNameCase(t *testing.T) {
	for in, want := range map[string]string{
		"asia/kolkata":              "Asia/Calcutta",
		"ASIA/CALCUTTA":             "Asia/Calcutta",
		"america/port-au-prince":    "America/Port-au-Prince",
		"etc/gmt+5":                 "Etc/GMT+5",
		"europe/isle_of_man":        "Europe/Isle_of_Man",
		"antarctica/dumontdurville": "Antarctica/DumontDUrville",
		"America/New_york":          "America/New_York",
		"utc":                       "UTC",
		"Europe/Paris":              "Europe/Paris",
	} {
		got, loc, ok := loadZone(in)
		if !ok || got != want || loc == nil {
			t.Errorf("loadZone(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"nowhere/city", "asia", "../etc/passwd"} {
		if _, _, ok := loadZone(bad); ok {
			t.Errorf("loadZone(%q) found a zone", bad)
		}
	}
}
