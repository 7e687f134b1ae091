package main

import "strings"

// excludedFeatures are the test262 features a file may need that are not
// run, each with its reason. The rule: the guest's JavaScript is Node 20's
// (V8 11.3), so a feature is left out only when Node 20 lacks it and so
// does the runner, or when it needs a host the guest does not have (a
// second realm, a module loader, worker agents). A feature the runner
// offers beyond Node 20 (Object.groupBy, Promise.withResolvers, the Set
// methods, Array.fromAsync, ...) is run like any other. Anything else a
// file needs and the runner lacks is a failure, listed with its reason in
// the expectations file.
var excludedFeatures = map[string]string{
	// Proposals and later editions that Node 20 does not have either.
	"Temporal":                     "not in Node 20",
	"ShadowRealm":                  "not in Node 20",
	"decorators":                   "not in Node 20",
	"explicit-resource-management": "not in Node 20 (using, DisposableStack)",
	"iterator-helpers":             "not in Node 20 (V8 12.2)",
	"iterator-sequencing":          "not in Node 20",
	"joint-iteration":              "not in Node 20",
	"upsert":                       "not in Node 20 (Map.prototype.getOrInsert)",
	"promise-try":                  "not in Node 20 (V8 12.8)",
	"Math.sumPrecise":              "not in Node 20",
	"RegExp.escape":                "not in Node 20",
	"regexp-modifiers":             "not in Node 20 (V8 12.5)",
	"regexp-duplicate-named-groups": "not in Node 20 (V8 12.5): Node 20 rejects a " +
		"duplicate group name, and so does the runner",
	"Float16Array":                     "not in Node 20",
	"arraybuffer-transfer":             "not in Node 20 (V8 11.4)",
	"immutable-arraybuffer":            "not in Node 20",
	"Atomics.pause":                    "not in Node 20",
	"nonextensible-applies-to-private": "not in Node 20",
	"canonical-tz":                     "Temporal-era time zone canonicalization, not in Node 20",
	"Intl.Era-monthcode":               "Temporal-era calendars, not in Node 20",
	"Intl.DurationFormat":              "not in Node 20 (V8 12.5): typeof Intl.DurationFormat is \"undefined\" there",
	"Intl.Locale-info": "Node 20 (V8 11.3) has Intl Locale Info in its older form, the accessors " +
		"calendars, collations, hourCycles, numberingSystems, textInfo, timeZones and weekInfo " +
		"(the runner has them too, as getters); test262 tests the later getCalendars()... methods and " +
		"firstDayOfWeek, which Node 20 lacks",

	// Modules: the guest program is the body of an async function, never a
	// module, and has nothing to import.
	"dynamic-import":                       "the guest has no module loader",
	"import-attributes":                    "the guest has no module loader",
	"json-modules":                         "the guest has no module loader",
	"import.meta":                          "the guest has no modules",
	"source-phase-imports":                 "the guest has no modules",
	"source-phase-imports-module-source":   "the guest has no modules",
	"import-defer":                         "the guest has no modules",
	"import-bytes":                         "the guest has no modules",
	"export-star-as-namespace-from-module": "the guest has no modules",
	"arbitrary-module-namespace-names":     "the guest has no modules",

	// What the test needs of its host.
	"cross-realm":      "the guest has one realm: $262.createRealm has nothing to make",
	"host-gc-required": "needs $262.gc, which Node gives only under --expose-gc",
	"IsHTMLDDA":        "a browser's document.all; Node has no such object",
	"tail-call-optimization": "V8 does not eliminate tail calls; the tests recurse " +
		"100,000 deep and expect no RangeError",
	"legacy-regexp": "tests the proposal for RegExp.$1 and the other legacy statics, " +
		"whose checks V8 does not make either",
}

// excludedFiles are files that need a part of a feature Node 20 lacks,
// where test262 names no feature for that part; each reason was checked
// by running the file under Node 20.
var excludedFiles = map[string]string{
	// An Intl.DurationFormat test whose front matter names no feature.
	"test/intl402/DurationFormat/prototype/resolvedOptions/resolved-numbering-system-unicode-extensions-and-options.js": "Intl.DurationFormat: " + excludedFeatures["Intl.DurationFormat"],
	// ECMA-402 2025 time zones written as offsets: Node 20 throws
	// "Invalid time zone specified: +03", and so does the runner.
	"test/intl402/DateTimeFormat/prototype/format/offset-timezone-gmt-same.js":        offsetZones,
	"test/intl402/DateTimeFormat/prototype/formatToParts/offset-timezone-correct.js":  offsetZones,
	"test/intl402/DateTimeFormat/prototype/resolvedOptions/offset-timezone-basic.js":  offsetZones,
	"test/intl402/DateTimeFormat/prototype/resolvedOptions/offset-timezone-change.js": offsetZones,
	// PluralRules' notation option (ECMA-402 2025): Node 20 neither reads
	// it nor reports it in resolvedOptions(), and neither does the runner.
	"test/intl402/PluralRules/notation.js":                             pluralNotation,
	"test/intl402/PluralRules/prototype/select/notation.js":            pluralNotation,
	"test/intl402/PluralRules/prototype/resolvedOptions/order.js":      pluralNotation,
	"test/intl402/PluralRules/prototype/resolvedOptions/properties.js": pluralNotation,
	"test/intl402/PluralRules/constructor-option-read-order.js":        pluralNotation,
	"test/intl402/PluralRules/constructor-options-throwing-getters.js": pluralNotation,
	"test/intl402/PluralRules/default-options-object-prototype.js":     pluralNotation,
	// Intl.Locale's variants option and getter (ECMA-402 2025): Node 20
	// reads no variants option and has no variants getter.
	"test/intl402/Locale/constructor-getter-order.js":             localeVariants,
	"test/intl402/Locale/constructor-options-throwing-getters.js": localeVariants,
	"test/intl402/Locale/constructor-options-variants-invalid.js": localeVariants,
	"test/intl402/Locale/constructor-options-variants-valid.js":   localeVariants,
	"test/intl402/Locale/getters.js":                              localeVariants,
	"test/intl402/Locale/getters-missing.js":                      localeVariants,
	"test/intl402/Locale/prototype/variants/name.js":              localeVariants,
	"test/intl402/Locale/prototype/variants/prop-desc.js":         localeVariants,
}

const (
	offsetZones    = "time zones written as offsets (+03:00) are not in Node 20: it throws \"Invalid time zone specified\""
	pluralNotation = "Intl.PluralRules' notation option is not in Node 20: it reads no notation and reports none"
	localeVariants = "Intl.Locale's variants option and getter are not in Node 20"
)

// excludedSource are strings whose presence in a file means it needs a
// host facility the guest does not have.
var excludedSource = []struct{ text, reason string }{
	{"$262.agent", "needs worker agents ($262.agent): the guest has one thread"},
	{"$262.createRealm", "needs a second realm ($262.createRealm): the guest has one"},
}

// exclusion returns why a file is not run, or "".
func exclusion(name string, m *meta, src string) string {
	if r, ok := excludedFiles[name]; ok {
		return r
	}
	if m.has("module") {
		return "a module: the guest is never a module"
	}
	if m.has("CanBlockIsFalse") {
		return "CanBlockIsFalse: the guest's thread can block in Atomics.wait, as Node's main thread can"
	}
	for _, f := range m.Features {
		if r, ok := excludedFeatures[f]; ok {
			return f + ": " + r
		}
	}
	for _, x := range excludedSource {
		if strings.Contains(src, x.text) {
			return x.reason
		}
	}
	return ""
}
