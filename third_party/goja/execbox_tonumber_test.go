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

// TestExecboxNonASCIINumberStrings checks strings whose number value is
// read past non-ASCII white space ("\u00a01" is 1). A unicodeString's
// ToFloat was NaN and its ToInteger 0, so every built-in that reads an
// argument that way (Math.sign, Math.abs, charAt, toString's radix, ...)
// got a wrong number, Math.sign("0") returned the string, and == compared
// such a string unequal to every number and boolean ("\u00a01" == 1 was
// false, 1 == "\u00a01" true). The expected value is Node's (v8).
func TestExecboxNonASCIINumberStrings(t *testing.T) {
	const src = `
		const strs = ["\u00a01", "\u20281", "\ufeff1", "\u30001", "\u00a0", "0x1", "0b1", " 1.5\u00a0", "é", "1é"];
		const vals = [0, -0, 1, 1.5, NaN, true, false, 0n, 1n, null, undefined, [1], {valueOf() { return 1 }}];
		const sign = s => { const n = Math.sign(s); return (Object.is(n, -0) ? "-0" : String(n)) + typeof n };
		strs.map(s => vals.map(v => (s == v ? 1 : 0) + "" + (v == s ? 1 : 0)).join("")).join(" ") + " | " +
		strs.map(sign).join(" ") + " | " +
		["0", "-0", "", null, "\u00a0-0"].map(sign).join(" ") + " | " +
		[Math.abs("\u00a0-5"), Math.max("\u30002", 1), "abc".charAt("\u00a01"), [1, 2, 3].at("\u2028-1"), (255).toString("\u00a016"), "abcdef".slice("\u00a02", "\ufeff4")].join(" ");`
	const want = "00001100001100001100000011 00001100001100001100000011 00001100001100001100000011 00001100001100001100000011 11110000000011110000000000 00001100001100001100000011 00001100001100001100000011 00000011000000000000000000 00000000000000000000000000 00000000000000000000000000" +
		" | 1number 1number 1number 1number 0number 1number 1number 1number NaNnumber NaNnumber" +
		" | 0number -0number 0number 0number -0number" +
		" | 5 2 b 3 ff cd"
	v, err := New().RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.String(); got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}

	// The same strings from Go arrive as importedString.
	r := New()
	r.Set("s", "\u00a01")
	r.Set("z", "\u00a0-0")
	v, err = r.RunString(`[s == 1, 1 == s, s == true, Math.sign(s), Object.is(Math.sign(z), -0), "abc".charAt(s)].join()`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.String(), "true,true,true,1,true,b"; got != want {
		t.Fatalf("from Go: got %q, want %q", got, want)
	}
}
