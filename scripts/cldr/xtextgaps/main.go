// Command xtextgaps prints, as JSON, the code points golang.org/x/text's
// root collation has no weights for: its tables are Unicode 6.2's, and
// it weighs every code point they lack by an implicit weight after all
// scripts (as unassigned), where Node 20's ICU (Unicode 17) places the
// characters assigned since within their scripts. The output is JSON:
// "gaps", those code points, as [first, last] ranges
// (scripts/cldr/generate-collation.mjs keeps those Node says are
// assigned, and collator-newer-cases.mjs draws test strings from them);
// "anchors", the code points in NFD that x/text weighs by one primary
// weight of its tables, as [code point, weight]; "marks", those it weighs
// by no primary and one secondary weight, as [code point, weight]. The
// generator places each newer character after the anchor (or mark)
// Node's ICU sorts it after.
//
//	go run ./scripts/cldr/xtextgaps
package main

import (
	"encoding/json"
	"os"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

func main() {
	c := collate.New(language.Und)
	var buf collate.Buffer
	var gaps ranges
	var anchors, marks [][2]int
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xd800 && r <= 0xdfff || !utf8.ValidRune(r) {
			continue
		}
		buf.Reset()
		k := c.KeyFromString(&buf, string(r))
		// An implicit weight for an unassigned code point: three bytes
		// from 0x85 (the Han blocks' are 0x81 to 0x84).
		if len(k) >= 3 && k[0] >= 0x85 && k[0] != 0xff {
			gaps.add(r)
			continue
		}
		if unicode.Is(unicode.Han, r) || !norm.NFD.IsNormalString(string(r)) {
			continue
		}
		// The key: primaries (two bytes each, three for an implicit
		// one), 0000, secondaries (two bytes each), 0000, tertiaries.
		i := 0
		var prims, secs []int
		for i+1 < len(k) && !(k[i] == 0 && k[i+1] == 0) {
			if k[i]&0x80 != 0 {
				prims = append(prims, -1, -1)
				i += 3
				continue
			}
			prims = append(prims, int(k[i])<<8|int(k[i+1]))
			i += 2
		}
		for i += 2; i+1 < len(k) && !(k[i] == 0 && k[i+1] == 0); i += 2 {
			secs = append(secs, int(k[i])<<8|int(k[i+1]))
		}
		switch {
		case len(prims) == 1:
			anchors = append(anchors, [2]int{int(r), prims[0]})
		case len(prims) == 0 && len(secs) == 1:
			marks = append(marks, [2]int{int(r), secs[0]})
		}
	}
	out := map[string]any{"gaps": gaps, "anchors": anchors, "marks": marks}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		os.Exit(1)
	}
}

// ranges are code points as [first, last] ranges.
type ranges [][2]rune

func (rs *ranges) add(r rune) {
	if n := len(*rs); n > 0 && (*rs)[n-1][1] == r-1 {
		(*rs)[n-1][1] = r
		return
	}
	*rs = append(*rs, [2]rune{r, r})
}
