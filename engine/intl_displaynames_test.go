package engine

import "testing"

// TestIntlDisplayNamesGlue checks engine/intl.js's Intl.DisplayNames
// around the intl package: the errors and shapes V8 gives (Node 20).
func TestIntlDisplayNamesGlue(t *testing.T) {
	runWebCases(t, []webCase{
		{"of and resolvedOptions", `const d = new Intl.DisplayNames(["en"], {type: "region"}); [d.of("US"), d.of("XY"), d.resolvedOptions()]`,
			`["United States","XY",{"locale":"en","style":"long","type":"region","fallback":"code"}]`},
		{"fallback none is undefined", `new Intl.DisplayNames("en", {type: "region", fallback: "none"}).of("XY") === undefined`, `true`},
		{"options and type are required", `[attempt(() => new Intl.DisplayNames("en")), attempt(() => new Intl.DisplayNames("en", {}))]`,
			`[["TypeError","invalid_argument",true],["TypeError","invalid_argument",true]]`},
		{"needs new", `attempt(() => Intl.DisplayNames("en", {type: "region"}))`, `["TypeError","Constructor Intl.DisplayNames requires 'new'",true]`},
		{"malformed code", `[attempt(() => new Intl.DisplayNames("en", {type: "region"}).of("USA")), attempt(() => new Intl.DisplayNames("en", {type: "region"}).of())]`,
			`[["RangeError","invalid_argument",true],["RangeError","invalid_argument",true]]`},
		{"bad option value", `attempt(() => new Intl.DisplayNames("en", {type: "foo"}))`,
			`["RangeError","Value foo out of range for Intl.DisplayNames options property type",true]`},
		{"options read in V8's order", `const seen = []; new Intl.DisplayNames("en", new Proxy({type: "region"}, {get(t, k) { seen.push(k); return t[k]; }})); seen.join()`,
			`"localeMatcher,style,type,fallback,languageDisplay"`},
		{"shape", `[Intl.DisplayNames.length, Intl.DisplayNames.prototype.of.length, Object.prototype.toString.call(new Intl.DisplayNames("en", {type: "script"})), typeof Intl.DisplayNames.supportedLocalesOf]`,
			`[2,1,"[object Intl.DisplayNames]","function"]`},
	})
}
