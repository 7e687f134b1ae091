package intl

import (
	"testing"
	"time"
)

// TestZonesAreEmbedded checks that zones come from the embedded database:
// names the file system has but the database does not are refused (Go's
// time.LoadLocation opened /usr/share/zoneinfo/NAME, so "posixrules" and
// "right/UTC" resolved where the system has them), and paths never are.
func TestZonesAreEmbedded(t *testing.T) {
	for _, name := range []string{"posixrules", "right/UTC", "posix/Europe/Paris", "localtime", "zone.tab", "../../etc/passwd", "/etc/localtime", "Asia/../etc/hostname"} {
		if _, _, ok := loadZone(name); ok {
			t.Errorf("zone %q resolved", name)
		}
	}
	canon, loc, ok := loadZone("Asia/Kolkata")
	if !ok || canon != "Asia/Calcutta" {
		t.Fatalf("Asia/Kolkata: %q %v", canon, ok)
	}
	if _, off := time.Unix(0, 0).In(loc).Zone(); off != 19800 {
		t.Errorf("Asia/Kolkata's offset in 1970: %d", off)
	}
	// Another case of a real name is the same zone, as in V8: the lookup
	// falls back to the embedded list, never to a path.
	if canon, _, ok := loadZone("asia/kolkata"); !ok || canon != "Asia/Calcutta" {
		t.Errorf("asia/kolkata: %q %v", canon, ok)
	}
	a, _ := loadLocation("Europe/Paris")
	b, _ := loadLocation("Europe/Paris")
	if a == nil || a != b {
		t.Errorf("Europe/Paris loaded twice: %p %p", a, b)
	}
}
