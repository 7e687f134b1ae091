package engine

import (
	"strings"
	"testing"
)

// TestIntlGlue checks what engine/intl.js adds around the intl package:
// ECMA-402's argument handling, brand checks, the lazy global, and the
// errors for what is not implemented. The formatting itself is compared
// with Node in the intl package's tests.
func TestIntlGlue(t *testing.T) {
	runWebCases(t, []webCase{
		// {length: -1} is an empty list (ToLength); a ToUint32 made it 2^32 - 1
		// entries, a loop the builtin sweep found.
		{"locale list length is ToLength", `[Intl.getCanonicalLocales({length: -1}), Intl.getCanonicalLocales({length: "2", 0: "DE-de", 1: "fr"}), "a".localeCompare("b", {length: -1})]`,
			`[[],["de-DE","fr"],-1]`},
		{"duplicates and a Locale", `Intl.getCanonicalLocales(["en-us", "EN-US", new Intl.Locale("ja-jp")])`, `["en-US","ja-JP"]`},
		{"invalid tag", `attempt(() => new Intl.NumberFormat("en_US"))`, `["RangeError","Incorrect locale information provided",true]`},
		{"non-string tag", `attempt(() => Intl.getCanonicalLocales([1]))`, `["TypeError","Language ID should be string or object.",true]`},
		{"NumberFormat without new", `[Intl.NumberFormat("de").format(1234.5), Intl.DateTimeFormat("en", {timeZone: "UTC"}).format(0), Intl.Collator("en").compare("a", "b")]`,
			`["1.234,5","1/1/1970",-1]`},
		{"PluralRules needs new", `attempt(() => Intl.PluralRules("en"))`, `["TypeError","Constructor Intl.PluralRules requires 'new'",true]`},
		{"brand check", `attempt(() => Intl.NumberFormat.prototype.formatToParts.call({}, 1))[0]`, `"TypeError"`},
		{"format is bound", `const f = new Intl.NumberFormat("en").format; [f(1e6), [1, 2].map(new Intl.NumberFormat("fr", {style: "percent"}).format).join().replace(/\s/g, "_")]`, `["1,000,000","100_%,200_%"]`},
		{"toStringTag", `[Intl, new Intl.NumberFormat(), new Intl.Segmenter()].map((o) => Object.prototype.toString.call(o))`,
			`["[object Intl]","[object Intl.NumberFormat]","[object Intl.Segmenter]"]`},
		{"Intl is a writable, non-enumerable global", `typeof Intl; const d = Object.getOwnPropertyDescriptor(globalThis, "Intl"); [d.writable, d.enumerable, d.configurable]`, `[true,false,true]`},
		{"unsupported options throw", `attempt(() => new Intl.DateTimeFormat("en", {weekday: "short", month: "short", hour: "numeric"}))`,
			`["RangeError","Intl.DateTimeFormat: this combination of date and time fields is not supported by this runner",true]`},
		{"the iso8601 calendar by option", `const f = new Intl.DateTimeFormat("en", {calendar: "iso8601", timeZone: "UTC"}); [f.format(0), f.resolvedOptions().calendar, f.resolvedOptions().locale]`,
			`["1970-01-01","iso8601","en"]`},
		{"the iso8601 calendar by tag leaves its empty month names out of the parts",
			`[new Intl.DateTimeFormat("en-u-ca-iso8601", {timeZone: "UTC", dateStyle: "full"}).formatToParts(0), new Date(0).toLocaleDateString("de-u-ca-iso8601", {timeZone: "UTC"})]`,
			`[[{"type":"year","value":"1970"},{"type":"literal","value":"  "},{"type":"day","value":"1"},{"type":"literal","value":", "},{"type":"weekday","value":"Thursday"}],"1970-01-01"]`},
		{"the chinese calendar formats", `new Intl.DateTimeFormat("zh-u-ca-chinese", {dateStyle: "full", timeZone: "UTC"}).format(Date.UTC(2023, 3, 1))`,
			`"2023癸卯年闰二月十一星期六"`},
		// Built-in shapes, and records the guest's Object.prototype cannot
		// reach (intl.js is compiled at the first touch of Intl).
		{"built-in shapes", `const d = Object.getOwnPropertyDescriptor(Intl.NumberFormat, "prototype"); ` +
			`[d.writable, "prototype" in Intl.NumberFormat.prototype.formatToParts, new Intl.NumberFormat().format.name, ` +
			`Intl.Collator.supportedLocalesOf.length, "prototype" in Intl.Collator.supportedLocalesOf]`, `[false,false,"",1,false]`},
		{"a tampered Object.prototype", `Object.defineProperty(Object.prototype, "locale", {set() { throw new Error("setter") }}); ` +
			`Object.defineProperty(Array.prototype, "0", {set() { throw new Error("setter 0") }}); Object.prototype.useGrouping = false; ` +
			`const r = [new Intl.Collator().resolvedOptions().locale, Intl.getCanonicalLocales("EN-us")[0], (12345).toLocaleString("en-US")]; ` +
			`delete Object.prototype.locale; delete Array.prototype[0]; delete Object.prototype.useGrouping; r`, `["en-US","en-US","12,345"]`},
		{"a numbering system of digits", `(1234.5).toLocaleString("en", {numberingSystem: "arab"})`, `"١٬٢٣٤٫٥"`},
		// Values and errors as Node 20 gives them.
		{"NumberFormat formatRange arguments", `const nf = new Intl.NumberFormat("en"); [nf.formatRange(3n, 10n ** 21n), nf.formatRange("0.1", "0.30"), ` +
			`attempt(() => nf.formatRange(1)), attempt(() => nf.formatRange(undefined, 1)), attempt(() => nf.formatRange(NaN, 1)), ` +
			`attempt(() => nf.formatRange(1, "abc")), Intl.NumberFormat.prototype.formatRange.length, Intl.NumberFormat.prototype.formatRangeToParts.name, ` +
			`nf.formatRangeToParts(3, 3), attempt(() => Intl.NumberFormat.prototype.formatRange.call({}, 1, 2))[0]]`,
			`["3–1,000,000,000,000,000,000,000","0.1–0.3",["TypeError","Invalid end : undefined",true],["TypeError","Invalid start : undefined",true],` +
				`["RangeError","Invalid start : NaN",true],["RangeError","Invalid end : abc",true],2,"formatRangeToParts",` +
				`[{"type":"approximatelySign","value":"~","source":"shared"},{"type":"integer","value":"3","source":"shared"}],"TypeError"]`},
		{"NumberFormat and PluralRules read the v3 options as V8 11", `const seen = []; const spy = new Proxy({}, {get(t, k) { seen.push(k); } }); ` +
			`new Intl.NumberFormat("en", spy); new Intl.PluralRules("en", spy); seen`,
			`["localeMatcher","numberingSystem","style","currency","currencyDisplay","currencySign","unit","unitDisplay","roundingIncrement","notation",` +
				`"minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits","roundingPriority",` +
				`"trailingZeroDisplay","compactDisplay","useGrouping","signDisplay","roundingMode",` +
				`"localeMatcher","type","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits","roundingPriority"]`},
		{"option out of range", `attempt(() => (1).toLocaleString("en", {maximumFractionDigits: 101}))`, `["RangeError","maximumFractionDigits value is out of range.",true]`},
		{"invalid date", `[new Date(NaN).toLocaleString("de"), attempt(() => new Intl.DateTimeFormat().format(NaN))]`, `["Invalid Date",["RangeError","Invalid time value",true]]`},
		{"invalid time zone", `attempt(() => new Intl.DateTimeFormat("en", {timeZone: "Mars/Base"}))`, `["RangeError","Invalid time zone specified: Mars/Base",true]`},
		{"options getters run in order", `const seen = []; new Intl.ListFormat("en", new Proxy({}, {get(t, k) { seen.push(k); } })); seen`,
			`["localeMatcher","type","style"]`},
		{"every locale, as V8 negotiates it", `[new Intl.NumberFormat("it-IT").resolvedOptions().locale, new Intl.NumberFormat(["it", "de-AT"]).resolvedOptions().locale, ` +
			`(1234.5).toLocaleString("de-CH"), new Intl.NumberFormat(["xx-YY", "de-XX"]).resolvedOptions().locale, new Intl.NumberFormat("xx-YY").resolvedOptions().locale]`,
			`["it-IT","it","1'234.5","de","en-US"]`},
	})
}

// TestTrimJSSpaceIsLinear: trimming converted what was left of the string
// to runes at every step, so 20,000 leading U+3000 took 3.5 s (issue 21).
// It allocates nothing now, whatever the length.
func TestTrimJSSpaceIsLinear(t *testing.T) {
	s := strings.Repeat("\u3000", 20000) + "1.5" + strings.Repeat("\u2003\u00a0", 1000)
	if got := trimJSSpace(s); got != "1.5" {
		t.Fatalf("trimmed to %q", got)
	}
	if n := testing.AllocsPerRun(10, func() { trimJSSpace(s) }); n != 0 {
		t.Errorf("%v allocations per trim", n)
	}
}
