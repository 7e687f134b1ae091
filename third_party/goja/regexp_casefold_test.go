package goja

import (
	"testing"
)

// TestRegexpIgnoreCaseWithoutU: with i and no u, characters match when
// ECMAScript's Canonicalize agrees, not when Go's case folding orbits do.
// The expected values are Node 20's (V8); before the patch the Kelvin sign,
// the long s, the ohm sign and the capital sharp s matched their ASCII or
// Greek look-alikes.
func TestRegexpIgnoreCaseWithoutU(t *testing.T) {
	const SCRIPT = `
	const r = [];
	r.push(/\u212a/i.test("k"), /k/i.test("\u212a"), /\u017f/i.test("s"), /s/i.test("\u017f"), /K/i.test("k"), /k/i.test("K"));
	r.push(/[a-z]+/i.exec("HELLO\u212aworld")[0], /[^k]/i.test("K"), /[^k]/i.test("\u212a"), /\u2126/i.test("\u03c9"), /\u03c9/i.test("\u03a9"));
	r.push(/ß/i.test("\u1e9e"), /straße/i.test("STRASSE"), /é/i.test("É"), /[à-ÿ]/i.test("Ä"), /\w/i.test("\u212a"), /\W/i.test("\u212a"), /[\W]/i.test("k"));
	r.push(/(?<y>ab)c/i.exec("xABC").groups.y, "Hello World".replace(/o/gi, "0"), "AbcABC".match(/b/gi).join(), /^(?:a|b)+$/i.test("AbBa"), /\u0131/i.test("i"), /i/i.test("\u0130"));
	r.push(/ᾀ/i.test("ᾈ"), /µ/i.test("μ"), /µ/i.test("Μ"), /[k-m]/i.test("\u212a"), /x{2,3}/i.test("XX"), /\bword\b/i.test("a WORD here"));
	r.push(/\u212a/iu.test("k"), /[^k]/iu.test("\u212a"), /ǅ/i.test("ǆ"), /ǅ/i.test("Ǆ"), /[\u0100-\u017f]/i.test("s"), /ſ+/i.test("SS"));
	// Global matching on a non-ASCII string (findAllSubmatchIndex).
	r.push("Temp 300\u212A (kelvin sign)".match(/[a-z]+/gi).length, "\u212Ak\u017Fs".replace(/[ks]/gi, "_"));
	r.join();
	`
	testScript(SCRIPT, newStringValue("false,false,false,false,true,true,HELLO,false,true,false,true,false,false,true,true,false,true,false,AB,Hell0 W0rld,b,B,true,false,false,false,true,true,false,true,true,true,false,true,true,false,false,3,\u212a_\u017f_"), t)
}
