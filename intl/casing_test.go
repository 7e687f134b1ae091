package intl

import "testing"

// TestCaseMap compares with Node 20 (s.toLocaleUpperCase(l) and
// s.toLocaleLowerCase(l), recorded by hand).
func TestCaseMap(t *testing.T) {
	for _, c := range []struct {
		s, tag string
		upper  bool
		want   string
		ok     bool
	}{
		{"Άδεια ΰ", "el", true, "ΑΔΕΙΑ Ϋ", true},
		{"ΌΣΟΣ", "el", false, "όσος", true},
		{"ΣΑΣ", "el-GR", false, "σας", true},
		{"iIİı", "tr", true, "İIİI", true},
		{"iIİı", "tr-TR", false, "iıiı", true},
		{"iIİı", "az", true, "İIİI", true},
		{"I\u0307 Ì", "lt", false, "i\u0307\u0307 i\u0307\u0300", true},
		{"I\u0325\u0300 J\u0301 \u012E\u0300 Í ĨΣ", "lt", false, "i\u0307\u0325\u0300 j\u0307\u0301 \u012F\u0307\u0300 i\u0307\u0301 i\u0307\u0303ς", true},
		{"i\u0307 ì", "lt", true, "I Ì", true},
		{"iI", "en", true, "II", true},
		{"Straße", "de", true, "STRASSE", true},
		// The root's full mappings: İ keeps its dot as a combining one.
		{"\u0130stanbul", "und", false, "i\u0307stanbul", true},
		{"\u0130stanbul", "lt", false, "i\u0307stanbul", true},
		{"ΑΣ ΟΔΟΣ Σ", "en", false, "ας οδος σ", true},
	} {
		got, ok := CaseMap(c.s, c.tag, c.upper)
		if got != c.want || ok != c.ok {
			t.Errorf("CaseMap(%q, %q, %v) = %q, %v; Node: %q", c.s, c.tag, c.upper, got, ok, c.want)
		}
	}
}
