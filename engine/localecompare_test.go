package engine

import "testing"

// TestPlainLocaleCompare checks localeCompare without locales or options,
// which compares in Go without going through intl.js: the same order as
// Node (ICU's root collation), the same answers as Intl.Collator and as
// the delegate with a locale, and the receiver and argument still
// converted to strings.
func TestPlainLocaleCompare(t *testing.T) {
	const words = `const w = ["b", "A", "a", "é", "e", "Z", "ä", "10", "9", "-x", "x", "ß", "ss", "Å", "co-op", "coop", "résumé", "resume", "Resume", "\u00e9", "e\u0301"];`
	runWebCases(t, []webCase{
		{"order as Node", words + `w.slice().sort((x, y) => x.localeCompare(y))`,
			`["-x","10","9","a","A","Å","ä","b","co-op","coop","e","é","é","e` + "\u0301" + `","resume","Resume","résumé","ss","ß","x","Z"]`},
		{"same as Intl.Collator and the delegate", words + `const c = new Intl.Collator();
			w.every((x) => w.every((y) => x.localeCompare(y) === c.compare(x, y) && x.localeCompare(y, undefined, undefined) === x.localeCompare(y, "en-US")))`, `true`},
		{"canonical equivalents, case, expansion", `["e\u0301".localeCompare("\u00e9"), "a".localeCompare("B"), "a".localeCompare("a", undefined), "ß".localeCompare("ss")]`, `[0,-1,0,1]`},
		{"lone surrogates by their code unit, below U+FFFD", `const enc = (a) => a.map((s) => [...s].map((c) => c.codePointAt(0).toString(16)).join("+")).join();
			const v = ["\ufffd", "\udc00", "\ud800", "a", "\ud7ff", "\ue000", "b\ud800", "b\ufffd", "b"];
			[enc(v.slice().sort((x, y) => x.localeCompare(y))), enc(v.slice().sort(new Intl.Collator("ja").compare)),
				"\ud800".localeCompare("\ufffd"), "\ud800".localeCompare("\udc00"), "\ud800".localeCompare("\ud800"), "x\udfff".localeCompare("x\ufffd", "en", { sensitivity: "base" })]`,
			`["61,62,62+d800,62+fffd,d7ff,d800,dc00,e000,fffd","61,62,62+d800,62+fffd,d7ff,d800,dc00,e000,fffd",-1,-1,0,-1]`},
		{"conversions", `[String.prototype.localeCompare.call(12, 3), "undefined".localeCompare(), attempt(() => String.prototype.localeCompare.call(null, "a"))[0]]`, `[-1,0,"TypeError"]`},
	})
}
