package intl

import "testing"

// TestCanonicalizeUnknownSubtags: a well-formed tag with subtags nobody
// registered is valid (Node: Intl.getCanonicalLocales).
func TestCanonicalizeUnknownSubtags(t *testing.T) {
	for in, want := range map[string]string{"xx-yy": "xx-YY", "XX-latn-yy": "xx-Latn-YY", "qaa": "qaa", "de-ch": "de-CH"} {
		if got, err := Canonicalize(in); got != want || err != nil {
			t.Errorf("Canonicalize(%q) = %q, %v; Node: %q", in, got, err, want)
		}
	}
	if l := Resolve([]string{"xx-YY"}); l.Tag != "en-US" {
		t.Errorf("xx-YY resolves to %s; Node: en-US", l.Tag)
	}
	for _, bad := range []string{"a-b", "xx-gregory-gregory", "xx-u", "xx-a-x-a-b", "xx-YY-u-ca-u-nu"} {
		if _, err := Canonicalize(bad); err == nil {
			t.Errorf("%s is not well-formed", bad)
		}
	}
}
