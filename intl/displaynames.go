package intl

import (
	"strings"
	"sync"
)

// DisplayNames is Intl.DisplayNames, on CLDR's names in every locale
// (scripts/cldr/generate.mjs, the parts displayNames, languageNames and
// regionNames).
type DisplayNames struct {
	Locale          Locale
	Style           string // long, short, narrow
	Type            string // language, region, script, currency, calendar, dateTimeField
	Fallback        string // code, none
	LanguageDisplay string // dialect, standard (language only)
}

// displayData is a locale's names, from its parts displayNames (the
// locale pattern, scripts, variants, calendars, date fields),
// languageNames and regionNames (generate.mjs), each decoded at the first
// DisplayNames that needs it.
type displayData struct {
	Pattern struct {
		LocalePattern   string `json:"localePattern"`
		LocaleSeparator string `json:"localeSeparator"`
	} `json:"pattern"`
	Scripts   map[string]string `json:"scripts"`
	Variants  map[string]string `json:"variants"`
	Calendars map[string]string `json:"calendars"`
	Fields    map[string]string `json:"fields"`
	Languages map[string]string `json:"-"`
	Regions   map[string]string `json:"-"`
	misc      bool
}

var (
	displayMu    sync.Mutex
	displayCache map[string]*displayData
)

// displayTables are the locale's names that a DisplayNames of type typ
// reads, decoded at its first need.
func displayTables(l Locale, typ string) *displayData {
	ld := l.tables()
	displayMu.Lock()
	defer displayMu.Unlock()
	d, ok := displayCache[ld.name]
	if !ok {
		d = new(displayData)
		if displayCache == nil {
			displayCache = map[string]*displayData{}
		}
		displayCache[ld.name] = d
	}
	dataMu.Lock()
	defer dataMu.Unlock()
	if !d.misc && typ != "region" && typ != "currency" {
		unmarshal(part(ld.name, "displayNames"), d)
		d.misc = true
	}
	if d.Languages == nil && typ == "language" {
		unmarshal(part(ld.name, "languageNames"), &d.Languages)
	}
	if d.Regions == nil && (typ == "language" || typ == "region") {
		unmarshal(part(ld.name, "regionNames"), &d.Regions)
	}
	return d
}

// invalidCode is V8's error for a code that is not of its type's form.
func invalidCode() error { return &Error{"RangeError", "invalid_argument"} }

// NewDisplayNames is the constructor's option reading; the engine has
// already thrown V8's TypeError when options is undefined.
func NewDisplayNames(locales []string, o Options) (*DisplayNames, error) {
	const ctor = "Intl.DisplayNames"
	d := &DisplayNames{Locale: Resolve(locales)}
	var err error
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	if d.Style, err = o.str(ctor, "style", []string{"narrow", "short", "long"}, "long"); err != nil {
		return nil, err
	}
	if d.Type, err = o.str(ctor, "type", []string{"language", "region", "script", "currency", "calendar", "dateTimeField"}, ""); err != nil {
		return nil, err
	}
	if d.Type == "" {
		return nil, &Error{"TypeError", "invalid_argument"}
	}
	if d.Fallback, err = o.str(ctor, "fallback", []string{"code", "none"}, "code"); err != nil {
		return nil, err
	}
	if d.LanguageDisplay, err = o.str(ctor, "languageDisplay", []string{"dialect", "standard"}, "dialect"); err != nil {
		return nil, err
	}
	return d, nil
}

// Resolved is resolvedOptions().
func (d *DisplayNames) Resolved() []KV {
	out := []KV{{"locale", d.Locale.Tag}, {"style", d.Style}, {"type", d.Type}, {"fallback", d.Fallback}}
	if d.Type == "language" {
		out = append(out, KV{"languageDisplay", d.LanguageDisplay})
	}
	return out
}

// Of is of(code): the name, or ok false for undefined (no name, and
// fallback "none").
func (d *DisplayNames) Of(code string) (string, bool, error) {
	t := displayTables(d.Locale, d.Type)
	name, err := d.lookup(t, code)
	if err != nil {
		return "", false, err
	}
	if name != "" {
		return name, true, nil
	}
	if d.Fallback == "none" {
		return "", false, nil
	}
	switch d.Type {
	case "currency":
		return strings.ToUpper(code), true, nil
	case "language":
		if c, err := Canonicalize(code); err == nil {
			return c, true, nil
		}
		return strings.ToLower(code), true, nil
	}
	return code, true, nil
}

func isAlpha(s string) bool {
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func isAlnum(s string) bool {
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// short looks a name up in its short form first for the short and narrow
// styles, as ICU does.
func (d *DisplayNames) short(table map[string]string, key string) string {
	if d.Style != "long" {
		if n := table[key+"-alt-short"]; n != "" {
			return n
		}
	}
	return table[key]
}

func (d *DisplayNames) lookup(t *displayData, code string) (string, error) {
	switch d.Type {
	case "region":
		if code == "" {
			return "", nil
		}
		if !(len(code) == 2 && isAlpha(code) || len(code) == 3 && isDigits(code)) {
			return "", invalidCode()
		}
		return d.short(t.Regions, code), nil
	case "script":
		if len(code) != 4 || !isAlpha(code) {
			return "", invalidCode()
		}
		return d.short(t.Scripts, code), nil
	case "currency":
		if len(code) != 3 || !isAlpha(code) {
			return "", invalidCode()
		}
		c, ok := d.Locale.tables().currencyWithNames(strings.ToUpper(code))
		if !ok {
			return "", nil
		}
		return c.Name, nil
	case "calendar":
		if len(code) < 3 || len(code) > 8 || !isAlnum(code) {
			return "", invalidCode()
		}
		key := strings.ToLower(code)
		switch key {
		case "gregory":
			key = "gregorian"
		case "ethioaa":
			key = "ethiopic-amete-alem"
		}
		return t.Calendars[key], nil
	case "dateTimeField":
		key, ok := map[string]string{"era": "era", "year": "year", "quarter": "quarter", "month": "month",
			"weekOfYear": "week", "weekday": "weekday", "day": "day", "dayPeriod": "dayperiod", "hour": "hour",
			"minute": "minute", "second": "second", "timeZoneName": "zone"}[code]
		if !ok {
			return "", invalidCode()
		}
		if d.Style != "long" {
			if n := t.Fields[key+"-"+d.Style]; n != "" {
				return n, nil
			}
		}
		return t.Fields[key], nil
	}
	return d.languageName(t, code)
}

// languageName is ICU's locale display name of a language tag: with
// dialect names, the name of the language with its script and region,
// or with the one it has, when the locale names that combination
// ("American English"); else the language's name with the script,
// region and variants named in parentheses ("English (Latin, United
// States)").
func (d *DisplayNames) languageName(t *displayData, code string) (string, error) {
	lang, script, region, variants, ok := parseLanguageTag(code)
	if !ok {
		return "", invalidCode()
	}
	name := ""
	if d.LanguageDisplay == "dialect" {
		switch {
		case script != "" && region != "":
			if name = d.short(t.Languages, lang+"-"+script+"-"+region); name != "" {
				script, region = "", ""
			}
		case script != "":
			if name = d.short(t.Languages, lang+"-"+script); name != "" {
				script = ""
			}
		case region != "":
			if name = d.short(t.Languages, lang+"-"+region); name != "" {
				region = ""
			}
		}
	}
	if name == "" {
		name = d.short(t.Languages, lang)
	}
	if name == "" {
		if d.Fallback == "none" {
			return "", nil
		}
		name = lang
	}
	// Names inside the parentheses have their own parentheses made
	// brackets, as ICU does.
	inner := strings.NewReplacer("(", "[", ")", "]", "（", "［", "）", "］")
	var details []string
	missing := false
	add := func(name, code string) {
		if name == "" {
			name, missing = code, true
		}
		details = append(details, inner.Replace(name))
	}
	if script != "" {
		add(d.short(t.Scripts, script), script)
	}
	if region != "" {
		add(d.short(t.Regions, region), region)
	}
	for _, v := range variants {
		add(t.Variants[v], v)
	}
	if missing && d.Fallback == "none" {
		// ICU names nothing when a part has no name of its own.
		return "", nil
	}
	if len(details) == 0 {
		return name, nil
	}
	joined := details[0]
	for _, x := range details[1:] {
		joined = strings.NewReplacer("{0}", joined, "{1}", x).Replace(t.Pattern.LocaleSeparator)
	}
	return strings.NewReplacer("{0}", name, "{1}", joined).Replace(t.Pattern.LocalePattern), nil
}

// parseLanguageTag splits a unicode_language_id (extensions and private
// use after it are ignored, as V8 does) into its canonical-case subtags,
// with the language's alias replaced (iw is he). An empty tag is ICU's
// root.
func parseLanguageTag(code string) (lang, script, region string, variants []string, ok bool) {
	if code == "" {
		return "root", "", "", nil, true
	}
	parts := strings.Split(code, "-")
	lang = strings.ToLower(parts[0])
	if len(lang) == 1 {
		// A grandfathered tag (i-klingon) or private use (x-foo).
		if lang == "x" {
			return "root", "", "", nil, true
		}
		c, err := canonicalizeLegacy(code)
		if err != nil {
			return "", "", "", nil, false
		}
		parts = strings.Split(c, "-")
		lang = parts[0]
	}
	if lang == "root" {
		return lang, "", "", nil, len(parts) == 1
	}
	if !(len(lang) >= 2 && len(lang) <= 3 || len(lang) >= 5 && len(lang) <= 8) || !isAlpha(lang) {
		return "", "", "", nil, false
	}
	var alias []string
	if lang == "und" {
		lang = "root"
	} else if c, err := Canonicalize(lang); err == nil {
		// An alias may bring a script or region (sh is sr-Latn), which
		// the tag's own subtags take precedence over.
		alias = strings.Split(c, "-")
		lang = alias[0]
	}
	for _, p := range parts[1:] {
		if len(p) == 1 {
			// An extension or private use: the rest is not named.
			break
		}
		switch {
		case len(p) == 4 && isAlpha(p) && script == "" && region == "" && variants == nil:
			script = strings.ToUpper(p[:1]) + strings.ToLower(p[1:])
		case (len(p) == 2 && isAlpha(p) || len(p) == 3 && isDigits(p)) && region == "" && variants == nil:
			region = strings.ToUpper(p)
		case (len(p) >= 5 && len(p) <= 8 || len(p) == 4 && p[0] >= '0' && p[0] <= '9') && isAlnum(p):
			variants = append(variants, strings.ToUpper(p))
		default:
			return "", "", "", nil, false
		}
	}
	for _, p := range alias[min(1, len(alias)):] {
		switch {
		case len(p) == 4 && script == "":
			script = p
		case (len(p) == 2 || len(p) == 3) && region == "":
			region = p
		}
	}
	return lang, script, region, variants, true
}

func orCode(name, code string) string {
	if name == "" {
		return code
	}
	return name
}
