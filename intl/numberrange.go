package intl

import (
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Value is a number to format exactly: a float64's shortest decimal, a
// BigInt's digits or a decimal string's.
type Value struct{ d decimal }

// FloatValue is a Number.
func FloatValue(x float64) Value { return Value{decimalOf(x)} }

// IntegerValue is a BigInt given as its decimal string.
func IntegerValue(s string) Value { return Value{decimalOfInteger(s)} }

// StringValue is a decimal literal ("1.50", "-1e3"), kept exact, or
// V8's error for it (see FormatStringToParts).
func StringValue(s string) (Value, error) {
	d, err := decimalOfString(s)
	return Value{d}, err
}

// FormatRange is formatRange.
func (f *NumberFormat) FormatRange(x, y Value) (string, error) {
	parts, err := f.FormatRangeToParts(x, y)
	var sb strings.Builder
	for _, p := range parts {
		sb.WriteString(p.Value)
	}
	return sb.String(), err
}

// pluralRange is CLDR's category of a range whose ends have categories a
// and b (ICU's PluralRanges::resolve: "other" when CLDR lists none).
func (f *NumberFormat) pluralRange(a, b string) string {
	var ranges map[string]string
	byLanguage("pluralRanges", f.Locale.pluralLocale(), &ranges)
	if c, ok := ranges[a+"+"+b]; ok {
		return c
	}
	return "other"
}

// codePoints counts the characters of a modifier's parts.
func codePoints(sides [2][]Part) int {
	n := 0
	for _, side := range sides {
		for _, p := range side {
			n += utf8.RuneCountInString(p.Value)
		}
	}
	return n
}

func sameSides(a, b [2][]Part) bool {
	return slices.Equal(a[0], b[0]) && slices.Equal(a[1], b[1])
}

// isPatternSpace is ICU's PatternProps::isWhiteSpace.
func isPatternSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', '\u0085', '\u200e', '\u200f', '\u2028', '\u2029':
		return true
	}
	return false
}

// FormatRangeToParts is formatRangeToParts, as ICU's NumberRangeFormatter
// with V8's settings (collapse "auto", identity fallback
// "approximately"): two ends that format alike are one number after the
// approximately sign; otherwise the locale's range pattern joins them,
// a unit or currency name written once (in the plural CLDR's plural
// ranges give), the affixes of the sign, currency or percent written once
// when they are the same and longer than one character, and spaces
// around the range sign when anything is written twice.
func (f *NumberFormat) FormatRangeToParts(x, y Value) ([]RangePart, error) {
	if x.d.special == "nan" {
		return nil, rangeErrorf("Invalid start : NaN")
	}
	if y.d.special == "nan" {
		return nil, rangeErrorf("Invalid end : NaN")
	}
	for _, v := range []Value{x, y} {
		if err := f.checkLength(v.d); err != nil {
			return nil, err
		}
	}
	l1, l2 := f.layers(x.d, false), f.layers(y.d, false)
	innerEq := sameSides(l1.inner, l2.inner)
	middleEq := sameSides(l1.middle, l2.middle)
	outerEq := l1.longName && l2.longName || !l1.longName && !l2.longName && sameSides(l1.outer, l2.outer)
	same := x.d == y.d || l1.rounded == l2.rounded
	if !same && l1.rounded.isZero() && l2.rounded.isZero() {
		// A sign display that hides zero's sign makes -0 and 0 alike.
		switch f.SignDisplay {
		case "never", "exceptZero", "negative":
			same = true
		}
	}
	if innerEq && middleEq && outerEq && same {
		parts := f.layers(x.d, true).flat()
		out := make([]RangePart, len(parts))
		for i, p := range parts {
			out[i] = RangePart{p, "shared"}
		}
		return out, nil
	}
	collapseOuter := outerEq
	collapseMiddle := collapseOuter && middleEq && codePoints(l1.middle) > 1
	pattern := f.Locale.tables().Number.Range
	if pattern == "" {
		pattern = "{0}–{1}"
	}
	before, rest, _ := strings.Cut(pattern, "{0}")
	infix, after, _ := strings.Cut(rest, "{1}")
	if codePoints(l1.inner) > 0 || !collapseMiddle && codePoints(l1.middle) > 0 || !collapseOuter && codePoints(l1.outer) > 0 {
		// ICU's spacing heuristic: a modifier written twice puts spaces
		// around the range sign.
		if r, _ := utf8.DecodeRuneInString(infix); !isPatternSpace(r) {
			infix = " " + infix
		}
		if r, _ := utf8.DecodeLastRuneInString(infix); !isPatternSpace(r) {
			infix += " "
		}
	}
	var out []RangePart
	add := func(parts []Part, source string) {
		for _, p := range parts {
			if p.Value == "" {
				continue
			}
			if n := len(out); n > 0 && p.Type == "literal" && out[n-1].Type == "literal" && out[n-1].Source == source {
				out[n-1].Value += p.Value
				continue
			}
			out = append(out, RangePart{p, source})
		}
	}
	outer := l1.outer
	if collapseOuter && l1.longName {
		outer = l1.outerFor(f.pluralRange(l1.count, l2.count))
	}
	if collapseOuter {
		add(outer[0], "shared")
	}
	if collapseMiddle {
		add(l1.middle[0], "shared")
	}
	add([]Part{{"literal", before}}, "shared")
	for i, l := range []numberLayers{l1, l2} {
		source := [2]string{"startRange", "endRange"}[i]
		if i == 1 {
			add([]Part{{"literal", infix}}, "shared")
		}
		if !collapseOuter {
			add(l.outer[0], source)
		}
		if !collapseMiddle {
			add(l.middle[0], source)
		}
		add(l.inner[0], source)
		add(l.num, source)
		add(l.inner[1], source)
		if !collapseMiddle {
			add(l.middle[1], source)
		}
		if !collapseOuter {
			add(l.outer[1], source)
		}
	}
	add([]Part{{"literal", after}}, "shared")
	if collapseMiddle {
		add(l1.middle[1], "shared")
	}
	if collapseOuter {
		add(outer[1], "shared")
	}
	shift := 0
	if collapseMiddle {
		// ICU counts a prefix written once by its length without the
		// currency spacing it inserted, so both ends' spans start that
		// many characters early ("USD 3.00–5.00": the space is the
		// start's, the last "00" of each end shared).
		shift = l1.prefixSpacing
	}
	return rangeSources(out, shift), nil
}

// rangeSources gives range parts their sources as V8 reads them from
// ICU's spans: the text between two fields is one literal, and a part
// takes the source of the span that holds it whole, else shared (the ")"
// of "($3.00) – $5.00" is shared, merged with " – "). The spans run from
// the first to the last part of each end, moved left by shift characters
// (UTF-16 units, as ICU counts).
func rangeSources(parts []RangePart, shift int) []RangePart {
	type span struct{ from, to int }
	spans := map[string]*span{}
	pos := 0
	for _, p := range parts {
		l := len(utf16.Encode([]rune(p.Value)))
		if p.Source != "shared" {
			s := spans[p.Source]
			if s == nil {
				s = &span{pos, pos + l}
				spans[p.Source] = s
			}
			s.to = pos + l
		}
		pos += l
	}
	var merged []RangePart
	for _, p := range parts {
		if n := len(merged); n > 0 && p.Type == "literal" && merged[n-1].Type == "literal" {
			merged[n-1].Value += p.Value
			continue
		}
		merged = append(merged, p)
	}
	pos = 0
	for i, p := range merged {
		start := pos
		pos += len(utf16.Encode([]rune(p.Value)))
		merged[i].Source = "shared"
		for _, name := range []string{"startRange", "endRange"} {
			if s := spans[name]; s != nil && start >= s.from-shift && pos <= s.to-shift {
				merged[i].Source = name
				break
			}
		}
	}
	return merged
}
