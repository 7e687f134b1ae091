package intl

import "testing"

// TestCanonicalizeUnknownSubtags: a well-formed tag with subtags nobody
// registered is valid (Node: Intl.getCanonicalLocales).
func TestCanonicalizeUnknownSubtags(t *testing.T) {
	for in, want := range map[string]string{"xx-yy": "xx-YY", "XX-latn-yy": "xx-Latn-YY", "qaa": "qaa", "de-ch": "de-CH"} {
		if got, err := Canonicalize(in); got != want || err != nil {
			t.Errorf("Canonicalize(%q) = %q, %v; Node: %q", in, got, err, want)
		}
	}
	if l := Resolve([]string{"xx-YY"}); l.Tag != "en-US" {
		t.Errorf("xx-YY resolves to %s; Node: en-US", l.Tag)
	}
	for _, bad := range []string{"a-b", "xx-gregory-gregory", "xx-u", "xx-a-x-a-b", "xx-YY-u-ca-u-nu"} {
		if _, err := Canonicalize(bad); err == nil {
			t.Errorf("%s is not well-formed", bad)
		}
	}
}

// TestCanonicalizeAsNode: CLDR's aliases and UTS #35's canonical order,
// each case as Node 20 answers Intl.getCanonicalLocales.
func TestCanonicalizeAsNode(t *testing.T) {
	for in, want := range map[string]string{
		"cmn": "zh", "sh": "sr-Latn", "cnr-ME": "sr-ME", "mo": "ro", "iw": "he", "aar": "aa",
		"ru-SU": "ru-RU", "hy-SU": "hy-AM", "und-SU": "und-RU", "und-Qaai": "und-Zinh", "und-DD": "und-DE",
		"ja-Latn-hepburn-heploc": "ja-Latn-alalc97", "sl-rozaj-biske-1994": "sl-1994-biske-rozaj",
		"sl-t-sl-rozaj-biske-1994": "sl-t-sl-1994-biske-rozaj", "en-t-m0-names": "en-t-m0-prprname",
		"und-u-ca-ethiopic-amete-alem": "und-u-ca-ethioaa", "ar-u-ca-islamicc": "ar-u-ca-islamic-civil",
		"und-u-ms-imperial": "und-u-ms-uksystem", "und-u-rg-no23": "und-u-rg-no50", "und-u-tz-cnckg": "und-u-tz-cnsha",
		"und-u-kb-yes": "und-u-kb", "en-u-kn-true": "en-u-kn", "da-u-ca-gregory-ca-buddhist": "da-u-ca-gregory",
		"ar-u-nu-latn-ca-gregory": "ar-u-ca-gregory-nu-latn", "art-lojban": "jbo", "cel-gaulish": "xtg",
		"zh-guoyu": "zh", "aa-saaho": "ssy", "sgn-GR": "gss", "hy-arevela": "hy", "hy-arevmda": "hyw",
		"sv-aaland": "sv-AX", "en-US-POSIX": "en-US-u-va-posix", "EN-latn-us": "en-Latn-US",
	} {
		if got, err := Canonicalize(in); got != want || err != nil {
			t.Errorf("Canonicalize(%q) = %q, %v; Node: %q", in, got, err, want)
		}
	}
	// Not structurally valid: Node throws a RangeError for each.
	for _, bad := range []string{"de-1996-1996", "en-emodeng-emodeng", "de-t-en-emodeng-emodeng",
		"de-DE-u-kn-true-U-kn-true", "i-klingon", "zh-min", "en-gb-oed", "sgn-be-fr", "x-private",
		"root", "zh-cmn", "en-t-ar-aao", "und-u-a1-x", "da-u-ca-gregory-u-ca-buddhist", "İ"} {
		if got, err := Canonicalize(bad); err == nil {
			t.Errorf("%s is not structurally valid, got %q", bad, got)
		}
	}
}

// TestLikelySubtags: maximize and minimize as Node 20 gives them.
func TestLikelySubtags(t *testing.T) {
	for in, want := range map[string][2]string{
		"en": {"en-Latn-US", "en"}, "zh-TW": {"zh-Hant-TW", "zh-TW"}, "und": {"en-Latn-US", "en"},
		"sr-ME": {"sr-Latn-ME", "sr-ME"}, "de-u-co-phonebk": {"de-Latn-DE-u-co-phonebk", "de-u-co-phonebk"},
		"zh-Hant": {"zh-Hant-TW", "zh-TW"}, "und-Arab": {"ar-Arab-EG", "ar"},
		"und-ZZ": {"en-Latn-US", "en"}, "und-Zzzz": {"en-Latn-US", "en"}, "en-ZZ": {"en-Latn-US", "en"},
		"und-Zzzz-ZZ": {"en-Latn-US", "en"}, "fr-ZZ": {"fr-Latn-FR", "fr"}, "zh-Zzzz-TW": {"zh-Zzzz-TW", "zh-TW"},
		"en-Zzzz-ZZ": {"en-Zzzz-ZZ", "en"},
	} {
		max, err1 := Maximize(in)
		min, err2 := Minimize(in)
		if max != want[0] || min != want[1] || err1 != nil || err2 != nil {
			t.Errorf("%s: maximize %q, minimize %q (%v %v); Node: %q, %q", in, max, min, err1, err2, want[0], want[1])
		}
	}
}
