package e2e

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestIntlDecimalExponents: decimal strings given to Intl.NumberFormat
// with exponents past an int panicked in Go (the guest saw a TypeError,
// stderr a stack per call) or, for '1e2147483648', killed the runtime
// building two billion zeros (issue 21). Each is Node 20's answer now:
// a string whose Number is infinite is ∞, one ICU cannot hold is V8's
// TypeError, and a result longer than V8's longest string its RangeError.
// The last string, 20,000 U+3000 before the number, was trimmed in 3.5 s.
func TestIntlDecimalExponents(t *testing.T) {
	code := `const nf = new Intl.NumberFormat();
const r = f => { try { return f() } catch (e) { return String(e) } };
const cases = ["1e9223372036854775807","1e-9223372036854775808","1e2147483648","1e400","-1e400","-1e-400","1e-400","9".repeat(1000),"1.7976931348623159e308","1e-1000000000","0e999999999","0e1000000000","0.5e-999999999","0e9223372036854775807", "\u3000".repeat(20000) + "12.5"];
[cases.map(c => r(() => nf.format(c))), r(() => nf.formatRange("1", "1e9223372036854775807")), r(() => nf.formatRange("1e-9223372036854775808", "1")), r(() => new Intl.NumberFormat("en",{notation:"scientific"}).format("1e-999999999")), r(() => new Intl.NumberFormat("en",{maximumSignificantDigits:3}).format("1e-600000000"))]`
	want := `[["∞","TypeError: Internal error. Icu error.","∞","∞","-∞","-0","0","∞","∞","TypeError: Internal error. Icu error.","0","TypeError: Internal error. Icu error.","TypeError: Internal error. Icu error.","TypeError: Internal error. Icu error.","12.5"],"1–∞","TypeError: Internal error. Icu error.","1E-999999999","RangeError: Invalid string length"]`
	c, _ := json.Marshal(code)
	line := `{"type":"execute","id":"a","code":` + string(c) + `,"options":{"timeoutMs":10000},"providers":[]}` + "\n"
	stdout, stderr, exit := runCLI(t, line)
	if exit != 0 {
		t.Fatalf("exit %d\n%s\n%.2000s", exit, stdout, stderr)
	}
	wantTail(t, lastLine(stdout), `,"logs":[],"result":`+want+`}`)
	if strings.Contains(stderr, "goroutine") || strings.Contains(stderr, "panic") {
		t.Errorf("stderr has a Go stack:\n%.2000s", stderr)
	}
}
