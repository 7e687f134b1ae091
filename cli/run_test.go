package cli

import "testing"

func TestRunHelpers(t *testing.T) {
	for in, want := range map[string]int64{"1500": 1500, "2s": 2000, "250ms": 250} {
		if got, err := parseMillis(in); err != nil || got != want {
			t.Errorf("parseMillis(%q) = %d, %v", in, got, err)
		}
	}
	for in, want := range map[string]int64{"1024": 1024, "16MiB": 16 << 20, "1G": 1 << 30, "8 KiB": 8 << 10} {
		if got, err := parseBytes(in); err != nil || got != want {
			t.Errorf("parseBytes(%q) = %d, %v", in, got, err)
		}
	}
	providers := discoverProviders("await a.b(1); x . y (); JSON.parse('1'); obj.method(); this.z(); q.r", &fixtures{byName: map[string]*fixture{}, order: []string{"f.g"}})
	for p, want := range map[string]string{"a": "b", "x": "y", "obj": "method", "f": "g"} {
		if len(providers[p]) != 1 || providers[p][0] != want {
			t.Errorf("providers[%q] = %v, want [%s]", p, providers[p], want)
		}
	}
	for _, p := range []string{"JSON", "this", "q"} {
		if _, ok := providers[p]; ok {
			t.Errorf("%s became a provider", p)
		}
	}
}
