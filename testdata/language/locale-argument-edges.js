// Locale arguments as agent code passes them: a user's locale that may be
// empty or malformed, options with a bad value, dates that did not parse.
const t = (f) => { try { return f(); } catch (e) { return `${e.name}: ${e.message}`; } };
const rows = ["Zoë", "zoe", "Émile", "adam"];
const out = {};
// A malformed tag is named when it starts with a language.
out.tags = ["en-", "en-US-x", "de-DE-1996-1996", "EN-u", "x", "-en", "en--US", "en-é"].map((tag) => t(() => (1234.5).toLocaleString(tag)));
out.localeTag = t(() => new Intl.Locale("en-"));
// "" is rejected until a call with no locale has made the default
// formatter, which "" then reuses (V8 keeps the last one per kind).
out.emptyBefore = [t(() => "a".localeCompare("b", "")), t(() => (5).toLocaleString("")), t(() => new Date(0).toLocaleDateString("", { timeZone: "UTC" }))];
out.sorted = [...rows].sort((a, b) => a.localeCompare(b));
out.plain = [(1234.5).toLocaleString(), new Date(0).toLocaleDateString()];
out.emptyAfter = [t(() => "a".localeCompare("b", "")), t(() => (1234.5).toLocaleString("")), t(() => new Date(0).toLocaleDateString("")), t(() => new Date(0).toLocaleTimeString(""))];
out.emptyWithOptions = t(() => "a".localeCompare("b", "", { sensitivity: "base" }));
out.otherLocale = [t(() => "a".localeCompare("b", "de")), t(() => "a".localeCompare("b", ""))];
// Only the first locale of a list matters for case mapping.
out.caseList = [t(() => "TITLE".toLocaleLowerCase(["tr", "not a tag!"])), t(() => "i".toLocaleUpperCase(["tr", "x"]))];
out.caseLoneSurrogate = [t(() => "\ud800".toLocaleUpperCase("x")), t(() => "\udc00".toLocaleLowerCase("en-"))];
// An invalid date is "Invalid Date" before its locales or options are read.
out.invalidDate = [t(() => new Date("not a date").toLocaleString("x")), t(() => new Date(NaN).toLocaleDateString("en", { get timeZone() { throw new Error("read"); } }))];
// Errors in options name the built-in that was called.
out.options = [
  t(() => (1).toLocaleString("en", { style: "percentage" })),
  t(() => (1n).toLocaleString("en", { notation: "short" })),
  t(() => (1).toLocaleString("en", { style: "unit", unit: "parsec" })),
  t(() => (1).toLocaleString("en", { style: "unit" })),
  t(() => new Intl.NumberFormat("en", { style: "unit" })),
  t(() => (1).toLocaleString("en", { useGrouping: "sometimes" })),
  t(() => new Date(0).toLocaleString("en", { hour: "long" })),
  t(() => new Date(0).toLocaleDateString("en", { timeStyle: "short" })),
  t(() => new Date(0).toLocaleTimeString("en", { dateStyle: "full" })),
  t(() => "a".localeCompare("b", "en", { sensitivity: "loose" })),
  t(() => "a".localeCompare("b", "en", { collation: "x" })),
  t(() => new Intl.Collator("en", { collation: "ab-cd" }).resolvedOptions().collation),
];
// An empty filler pads nothing, whatever the length asked.
out.pad = [t(() => "ab".padStart(2 ** 40, "")), t(() => "ab".padEnd(2 ** 31, "")), t(() => "ab".padEnd(2 ** 31))];
return out;
