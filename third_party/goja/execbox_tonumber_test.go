package goja

import "testing"

// TestExecboxNegativeZeroString checks the number value of strings that
// spell negative zero. ParseInt read "-00" as an integer, so Number("-00")
// was +0 where V8 gives -0; and == compared a string that is not an integer
// literal ("-0", "1.0") as unequal to every integer. The expected values are
// Node's (v8), printed by running the same programs with `node -e`.
func TestExecboxNegativeZeroString(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"ToNumber", `
			const show = n => Object.is(n, -0) ? "-0" : String(n);
			const strs = ["-0", "-00", "-000", "-0.0", "-0e5", " -0 ", "\t-00\n", "\u00a0-00", "-0.", "-.0", "+00", "00", "-01", "-0x0", "-", "--0"];
			strs.map(s => [show(Number(s)), show(+s), show(s * 1)].join("/")).join(" ");`,
			"-0/-0/-0 -0/-0/-0 -0/-0/-0 -0/-0/-0 -0/-0/-0 -0/-0/-0 -0/-0/-0 -0/-0/-0 -0/-0/-0 -0/-0/-0 0/0/0 0/0/0 -1/-1/-1 NaN/NaN/NaN NaN/NaN/NaN NaN/NaN/NaN"},
		{"loose equality", `
			[["-0", 0], ["-00", 0], ["-00", -0], ["1.0", 1], ["1e0", 1], ["1.5", 1], ["abc", 0], ["", 0], [" ", 0], ["0x10", 16], ["-1.0", -1]].map(([s, n]) => s == n).join();`,
			"true,true,true,true,true,false,false,true,true,true,true"},
		{"BigInt", `[BigInt("-00"), BigInt("-0"), BigInt(" -000 ")].join();`, "0,0,0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := New().RunString(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if got := v.String(); got != tc.want {
				t.Fatalf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}
