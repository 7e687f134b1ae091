// A model normalises the locales users send (legacy codes, odd casing,
// Unicode extensions), fills in the script and region a tag implies, and
// builds a tag from parts with Intl.Locale's options.
const sent = ["iw-IL", "in", "sh", "mo", "zh-cmn-Hans", "EN-us", "no-bok", "art-lojban", "cmn-Hant-TW",
  "en-US-POSIX", "ru-SU", "hy-SU", "sl-rozaj-biske-1994", "de-u-co-phonebk-ca-gregory", "ja-u-ca-japanese-x-u-ca",
  "en-u-kn-true", "und-u-tz-est5edt", "ar-u-ca-islamicc", "i-klingon", "de-1996-1996", "en-u-ca-gregory-u-nu-latn"];
const canonical = sent.map((t) => {
  try {
    return Intl.getCanonicalLocales(t)[0];
  } catch (e) {
    return `${e.name}`;
  }
});
const likely = ["en", "zh-TW", "zh-Hant", "sr-ME", "und", "und-Arab", "pt-BR", "pt", "es-419", "de-u-co-phonebk", "ja-JP"]
  .map((t) => {
    const l = new Intl.Locale(t);
    return [t, l.maximize().toString(), l.minimize().toString(), l.maximize().region ?? null];
  });
const built = new Intl.Locale("en", { region: "gb", script: "latn", calendar: "gregory", hourCycle: "h23", numeric: true, caseFirst: "upper" });
const parts = ["baseName", "language", "script", "region", "calendar", "collation", "hourCycle", "caseFirst", "numeric", "numberingSystem"]
  .map((k) => [k, built[k] ?? null]);
const fromTag = new Intl.Locale("de-Latn-AT-u-co-phonebk-nu-latn-kf-lower");
let badOption;
try {
  new Intl.Locale("en", { region: "Europe" });
} catch (e) {
  badOption = `${e.name}`;
}
console.log(canonical.join(" "));
return {
  canonical,
  likely,
  built: built.toString(),
  parts,
  fromTag: [fromTag.baseName, fromTag.collation, fromTag.numberingSystem, fromTag.caseFirst, fromTag.numeric],
  badOption,
  supported: Intl.NumberFormat.supportedLocalesOf(["iw", "xx-YY", "de-AT-u-nu-arab"]),
  matcher: (() => {
    try {
      return Intl.DateTimeFormat.supportedLocalesOf("en", { localeMatcher: "fastest" });
    } catch (e) {
      return `${e.name}`;
    }
  })(),
};
