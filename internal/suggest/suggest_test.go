package suggest

import "testing"

func TestClosest(t *testing.T) {
	known := []string{"timeoutMs", "memoryLimitBytes", "maxLogLines", "maxLogChars"}
	for _, c := range []struct{ name, want string }{
		{"timeoutMS", "timeoutMs"},    // case only
		{"timeout", "timeoutMs"},      // two letters short
		{"maxLogLine", "maxLogLines"}, // one letter
		{"memoryLimit", ""},           // five letters short of an 11-letter name: too far
		{"extra", ""},                 // nothing like it
		{"timeoutMs", ""},             // itself is no suggestion
	} {
		if got := Closest(c.name, known); got != c.want {
			t.Errorf("Closest(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	if got := Closest("x", nil); got != "" {
		t.Errorf("Closest with nothing known = %q", got)
	}
}

func TestDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"abc", "", 3}, {"", "ab", 2}, {"kitten", "sitting", 3}, {"orders", "order", 1},
	} {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}
