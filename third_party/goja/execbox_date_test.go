package goja

import "testing"

// TestExecboxDateEdges checks what issue 19 found wrong at the edges of
// Date: toISOString gave the years -9999..-1 four digits (-0001) and the
// years from 10000 five (+10000), where the spec and V8 write a sign and
// six digits; and toGMTString was missing (Annex B: the same function
// object as toUTCString). The expected value is Node's.
func TestExecboxDateEdges(t *testing.T) {
	const src = `const iso = [-271821, -10000, -1, 0, 9999, 10000, 275760].map(y => { const d = new Date(Date.UTC(2000, 0, 1)); d.setUTCFullYear(y, 0, 1); return isNaN(d) ? "NaN" : d.toISOString(); }); [iso.join(" "), typeof Date.prototype.toGMTString, Date.prototype.toGMTString === Date.prototype.toUTCString, Date.prototype.toGMTString.name, new Date(0).toGMTString(), JSON.stringify(new Date(Date.UTC(-1, 0)))].join(";");`
	const want = `NaN -010000-01-01T00:00:00.000Z -000001-01-01T00:00:00.000Z 0000-01-01T00:00:00.000Z 9999-01-01T00:00:00.000Z +010000-01-01T00:00:00.000Z +275760-01-01T00:00:00.000Z;function;true;toUTCString;Thu, 01 Jan 1970 00:00:00 GMT;"-000001-01-01T00:00:00.000Z"`
	v, err := New().RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.String(); got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}
