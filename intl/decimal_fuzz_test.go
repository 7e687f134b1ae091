package intl

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestDecimalOfStringBounds: exponents are read saturating and checked
// against V8's bounds (Node 20's answers), never overflowing an int.
func TestDecimalOfStringBounds(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1e9223372036854775807", "inf"},
		{"-1e99999999999999999999999", "-inf"},
		{"1e-9223372036854775808", "TypeError"},
		{"1e2147483648", "inf"},
		{"1e400", "inf"},
		{"1.7976931348623158e308", "17976931348623158e292"},
		{"1.7976931348623159e308", "inf"},
		{"1e-999999999", "1e-999999999"},
		{"1e-1000000000", "TypeError"},
		{"50e-1000000000", "5e-999999999"},
		{"0.5e-999999999", "TypeError"},
		{"0e999999999", "0"},
		{"-0e-1000000001", "-0"},
		{"0e1000000000", "TypeError"},
		{"0012.3400e1", "1234e-1"},
		{"1e", "nan"}, {"e5", "nan"}, {".", "nan"}, {"1x", "nan"}, {"1e+-2", "nan"},
	} {
		d, err := decimalOfString(c.in)
		got := ""
		switch {
		case err != nil:
			got = err.(*Error).Kind
		case d.special != "":
			got = d.special
			if d.neg {
				got = "-" + got
			}
		default:
			got = d.digits
			if got == "" {
				got = "0"
			}
			if d.neg {
				got = "-" + got
			}
			if d.exp != 0 {
				got += "e" + strconv.Itoa(d.exp)
			}
		}
		if got != c.want {
			t.Errorf("%s: got %s, want %s", c.in, got, c.want)
		}
	}
}

var literalRE = regexp.MustCompile(`^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$`)

// FuzzDecimalString: any string, and any decimal literal in particular,
// is read without a panic, agrees with strconv.ParseFloat where the
// value is a Number, and formats (with the default three fraction digits,
// whose output is bounded) without a panic.
func FuzzDecimalString(f *testing.F) {
	for _, s := range []string{"1e9223372036854775807", "1e-9223372036854775808", "1e2147483648", "-1e-400", "1.7976931348623159e308", "0e1000000000", "12.5", ".5e-3", "9999999999999999999999.5", "1e-999999999"} {
		f.Add(s)
	}
	nf, err := NewNumberFormat([]string{"en"}, Options{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := decimalOfString(s)
		if err != nil {
			return
		}
		if literalRE.MatchString(s) {
			x, _ := strconv.ParseFloat(s, 64)
			switch {
			case d.special == "inf":
				if !math.IsInf(x, 0) {
					t.Fatalf("%q: ∞, but its Number is %v", s, x)
				}
			case d.special != "":
				t.Fatalf("%q: %s", s, d.special)
			case math.IsInf(x, 0):
				t.Fatalf("%q: finite, but its Number is %v", s, x)
			case d.digits != "" && (d.digits[0] == '0' || strings.HasSuffix(d.digits, "0")):
				t.Fatalf("%q: digits %q not normalized", s, d.digits)
			case x != 0 && d.digits != "":
				y, _ := strconv.ParseFloat(d.digits+"e"+strconv.Itoa(d.exp), 64)
				if y != math.Abs(x) {
					t.Fatalf("%q: %se%d reads %v, the literal %v", s, d.digits, d.exp, y, x)
				}
			}
		}
		if _, err := nf.FormatStringToParts(s); err != nil {
			t.Fatalf("%q: %v after decimalOfString accepted it", s, err)
		}
	})
}
