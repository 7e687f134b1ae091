package goja

// The ECMAScript pattern grammar, checked before a pattern reaches either
// engine, and the v flag (unicodeSets), which neither engine knows.
//
// Go's regexp and regexp2 each accept patterns ECMAScript rejects (with the
// u flag most of all: /\a/u, /a{/u, /(?=a)*/u, /[\d-a]/u), and neither
// rejects a duplicate group name. checkRegexpSyntax parses the pattern by
// the specification's grammar for its flags (Annex B's lenient one without
// u or v) and throws V8's SyntaxError for what V8 rejects.
//
// With v, the same pass rewrites the pattern into one with the u flag's
// meaning that the engines run: every character class is evaluated here
// (nested classes, && and --, \q{...} strings, properties of strings such
// as \p{RGI_Emoji}) into an explicit set, and written back as a class of
// code point ranges, or, when the set holds strings, as an alternation of
// the strings, longest first, then the class, as the specification's
// semantics match them. Everything outside classes has the u flag's syntax
// and meaning and is copied as it is.

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/dop251/goja/parser"
)

// regexpSyntaxError carries V8's words for a pattern it rejects.
type regexpSyntaxError string

type regexpSyntaxParser struct {
	src        []rune
	pos        int
	u          bool // the u or the v flag: the full grammar
	v          bool // the v flag: class set expressions
	ignoreCase bool

	groupCount int                 // capturing groups in the whole pattern
	hasNames   bool                // the pattern has a named group
	names      map[string]struct{} // group names seen so far
	refs       []string            // names \k<...> refers to

	out       strings.Builder // the rewritten pattern
	copied    int             // src[:copied] is in out already
	rewritten bool            // something was replaced
}

// checkRegexpSyntax checks pattern against the grammar for its flags. With
// v it returns the pattern rewritten for the u flag; quantifier bounds past
// 2^31-1 are rewritten in any mode; else it returns pattern itself.
func checkRegexpSyntax(pattern, flags string, u, v, ignoreCase bool) (res string, err error) {
	p := &regexpSyntaxParser{
		src:        []rune(pattern),
		u:          u || v,
		v:          v,
		ignoreCase: ignoreCase,
	}
	defer func() {
		if x := recover(); x != nil {
			msg, ok := x.(regexpSyntaxError)
			if !ok {
				panic(x)
			}
			err = fmt.Errorf("Invalid regular expression: /%s/%s: %s", pattern, flags, string(msg))
		}
	}()
	p.prescan()
	p.disjunction()
	if p.pos < len(p.src) {
		// Only a ')' stops a disjunction before the end.
		p.fail("Unmatched ')'")
	}
	for _, name := range p.refs {
		if _, ok := p.names[name]; !ok {
			p.fail("Invalid named capture referenced")
		}
	}
	if !p.rewritten {
		return pattern, nil
	}
	p.out.WriteString(string(p.src[p.copied:]))
	return p.out.String(), nil
}

func (p *regexpSyntaxParser) fail(msg string) {
	panic(regexpSyntaxError(msg))
}

func (p *regexpSyntaxParser) eof() bool {
	return p.pos >= len(p.src)
}

func (p *regexpSyntaxParser) peek() rune {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return -1
}

func (p *regexpSyntaxParser) peekAt(i int) rune {
	if p.pos+i < len(p.src) {
		return p.src[p.pos+i]
	}
	return -1
}

// replace writes s to the output in place of src[start:p.pos].
func (p *regexpSyntaxParser) replace(start int, s string) {
	p.out.WriteString(string(p.src[p.copied:start]))
	p.out.WriteString(s)
	p.copied = p.pos
	p.rewritten = true
}

// prescan counts the capturing groups and notes whether any has a name:
// both decide how \1 and \k read before the groups they name are reached.
func (p *regexpSyntaxParser) prescan() {
	depth := 0 // of classes: v nests them
	for i := 0; i < len(p.src); i++ {
		switch c := p.src[i]; {
		case c == '\\':
			i++
		case c == '[':
			if depth == 0 || p.v {
				depth++
			}
		case c == ']' && depth > 0:
			depth--
		case c == '(' && depth == 0:
			if i+1 < len(p.src) && p.src[i+1] == '?' {
				if i+3 < len(p.src) && p.src[i+2] == '<' && p.src[i+3] != '=' && p.src[i+3] != '!' {
					p.groupCount++
					p.hasNames = true
				}
			} else {
				p.groupCount++
			}
		}
	}
}

func (p *regexpSyntaxParser) disjunction() {
	p.alternative()
	for p.peek() == '|' {
		p.pos++
		p.alternative()
	}
}

func (p *regexpSyntaxParser) alternative() {
	for !p.eof() && p.peek() != '|' && p.peek() != ')' {
		p.term()
	}
}

// quantifierAt reports whether a {n}, {n,} or {n,m} quantifier starts at
// src[i], and where it ends; lo and hi are its bounds (hi -1: none).
func (p *regexpSyntaxParser) quantifierAt(i int) (end int, lo, hi float64, ok bool) {
	digits := func() (float64, bool) {
		start := i
		var n float64
		for i < len(p.src) && p.src[i] >= '0' && p.src[i] <= '9' {
			n = n*10 + float64(p.src[i]-'0')
			i++
		}
		return n, i > start
	}
	if i >= len(p.src) || p.src[i] != '{' {
		return
	}
	i++
	lo, ok = digits()
	if !ok {
		return
	}
	hi = lo
	if i < len(p.src) && p.src[i] == ',' {
		i++
		var has bool
		if hi, has = digits(); !has {
			hi = -1
		}
	}
	if i >= len(p.src) || p.src[i] != '}' {
		return 0, 0, 0, false
	}
	return i + 1, lo, hi, true
}

func (p *regexpSyntaxParser) term() {
	// quantifiable: 0 no (an assertion), 1 yes, 2 a lookahead (Annex B
	// lets one be quantified without u), 3 a lookbehind (never).
	quantifiable := 1
	switch c := p.peek(); c {
	case '^', '$':
		p.pos++
		quantifiable = 0
	case '\\':
		if n := p.peekAt(1); n == 'b' || n == 'B' {
			p.pos += 2
			quantifiable = 0
		} else {
			p.atomEscape()
		}
	case '(':
		quantifiable = p.group()
	case '.':
		p.pos++
	case '[':
		p.class()
	case '*', '+', '?':
		p.fail("Nothing to repeat")
	case '{':
		if _, _, _, ok := p.quantifierAt(p.pos); ok {
			p.fail("Nothing to repeat")
		}
		if p.u {
			p.fail("Lone quantifier brackets")
		}
		p.pos++
	case '}', ']':
		if p.u {
			p.fail("Lone quantifier brackets")
		}
		p.pos++
	default:
		p.pos++
	}
	p.quantifier(quantifiable)
}

func (p *regexpSyntaxParser) quantifier(quantifiable int) {
	c := p.peek()
	end := p.pos + 1
	switch c {
	case '*', '+', '?':
	case '{':
		e, lo, hi, ok := p.quantifierAt(p.pos)
		if !ok {
			if p.u {
				p.fail("Incomplete quantifier")
			}
			return // a literal '{'
		}
		if hi >= 0 && lo > hi {
			p.fail("numbers out of order in {} quantifier")
		}
		if lo > math.MaxInt32 || hi > math.MaxInt32 {
			// V8 reads larger bounds as 2^31-1, its infinity; regexp2
			// rejects them, so they are written that way.
			q := "{" + strconv.FormatFloat(min(lo, math.MaxInt32), 'f', 0, 64)
			if hi != lo {
				q += ","
				if hi >= 0 {
					q += strconv.FormatFloat(min(hi, math.MaxInt32), 'f', 0, 64)
				}
			}
			start := p.pos
			p.pos = e
			p.replace(start, q+"}")
		}
		end = e
	default:
		return
	}
	switch {
	case quantifiable == 0:
		p.fail("Nothing to repeat")
	case quantifiable == 3, quantifiable == 2 && p.u:
		p.fail("Invalid quantifier")
	}
	p.pos = end
	if p.peek() == '?' {
		p.pos++
	}
}

// group reads a parenthesised group and tells how it may be quantified
// (as term's quantifiable).
func (p *regexpSyntaxParser) group() int {
	p.pos++ // (
	kind := 1
	if p.peek() == '?' {
		switch p.peekAt(1) {
		case ':':
			p.pos += 2
		case '=', '!':
			p.pos += 2
			kind = 2
		case '<':
			if n := p.peekAt(2); n == '=' || n == '!' {
				p.pos += 3
				kind = 3
				break
			}
			p.pos += 2
			name := p.groupName()
			if p.names == nil {
				p.names = make(map[string]struct{})
			}
			if _, dup := p.names[name]; dup {
				p.fail("Duplicate capture group name")
			}
			p.names[name] = struct{}{}
		default:
			p.fail("Invalid group")
		}
	}
	p.disjunction()
	if p.peek() != ')' {
		p.fail("Unterminated group")
	}
	p.pos++
	return kind
}

// groupName reads a RegExpIdentifierName and its closing '>'.
func (p *regexpSyntaxParser) groupName() string {
	var sb strings.Builder
	first := true
	for {
		c := p.peek()
		if c == '>' && !first {
			p.pos++
			return sb.String()
		}
		if c == -1 {
			p.fail("Invalid capture group name")
		}
		p.pos++
		if c == '\\' {
			if p.peek() != 'u' {
				p.fail("Invalid capture group name")
			}
			p.pos++
			var ok bool
			if c, ok = p.unicodeEscape(true); !ok {
				p.fail("Invalid Unicode escape sequence")
			}
		} else if c >= 0xd800 && c <= 0xdbff && p.peek() >= 0xdc00 && p.peek() <= 0xdfff {
			c = (c-0xd800)<<10 + (p.peek() - 0xdc00) + 0x10000
			p.pos++
		}
		var valid bool
		if first {
			valid = c != '\\' && parser.IsIdentifier(string(c))
		} else {
			valid = c != '\\' && (c == '\u200c' || c == '\u200d' || parser.IsIdentifier("a"+string(c)))
		}
		if !valid {
			p.fail("Invalid capture group name")
		}
		sb.WriteRune(c)
		first = false
	}
}

func isHexDigit(c rune) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// hexAt reads n hex digits at src[p.pos:] without consuming them.
func (p *regexpSyntaxParser) hexAt(i, n int) (rune, bool) {
	var v rune
	for k := 0; k < n; k++ {
		c := p.peekAt(i + k)
		if !isHexDigit(c) {
			return 0, false
		}
		v = v<<4 | rune(hexValue(c))
	}
	return v, true
}

func hexValue(c rune) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	default:
		return int(c-'A') + 10
	}
}

// unicodeEscape reads what follows \u: XXXX (with a trailing \uXXXX of a
// surrogate pair joined to it when full), or {X...} when full.
func (p *regexpSyntaxParser) unicodeEscape(full bool) (rune, bool) {
	if full && p.peek() == '{' {
		i := 1
		var v rune
		for isHexDigit(p.peekAt(i)) {
			v = v<<4 | rune(hexValue(p.peekAt(i)))
			if v > utf8.MaxRune {
				return 0, false
			}
			i++
		}
		if i == 1 || p.peekAt(i) != '}' {
			return 0, false
		}
		p.pos += i + 1
		return v, true
	}
	v, ok := p.hexAt(0, 4)
	if !ok {
		return 0, false
	}
	p.pos += 4
	if full && v >= 0xd800 && v <= 0xdbff && p.peek() == '\\' && p.peekAt(1) == 'u' {
		if t, ok := p.hexAt(2, 4); ok && t >= 0xdc00 && t <= 0xdfff {
			p.pos += 6
			return (v-0xd800)<<10 + (t - 0xdc00) + 0x10000, true
		}
	}
	return v, true
}

func isSyntaxCharacter(c rune) bool {
	return strings.ContainsRune(`^$\.*+?()[]{}|`, c)
}

// atomEscape reads an escape outside a class; the backslash is at p.pos.
func (p *regexpSyntaxParser) atomEscape() {
	start := p.pos
	p.pos++
	c := p.peek()
	switch {
	case c == -1:
		p.fail(`\ at end of pattern`)
	case c >= '1' && c <= '9':
		n := 0
		for d := p.peek(); d >= '0' && d <= '9'; d = p.peek() {
			if n < 1<<20 {
				n = n*10 + int(d-'0')
			}
			p.pos++
		}
		if n > p.groupCount && p.u {
			p.fail("Invalid escape")
		}
		// Without u, a number beyond the groups is a legacy octal escape
		// or an identity escape (Annex B).
	case c == 'd' || c == 'D' || c == 's' || c == 'S' || c == 'w' || c == 'W':
		p.pos++
		if p.v {
			p.replace(start, p.classEscapeSet(c).pattern())
		}
	case (c == 'p' || c == 'P') && p.u:
		p.pos++
		s := p.propertyEscape(c == 'P')
		if p.v {
			p.replace(start, s.pattern())
		}
	case c == 'k' && (p.u || p.hasNames):
		p.pos++
		if p.peek() != '<' {
			p.fail("Invalid named reference")
		}
		p.pos++
		p.refs = append(p.refs, p.groupName())
	default:
		p.characterEscape(false)
	}
}

// characterEscape reads a CharacterEscape (p.pos is past the backslash)
// and returns its value.
func (p *regexpSyntaxParser) characterEscape(inClass bool) rune {
	c := p.peek()
	switch c {
	case 'f':
		p.pos++
		return '\f'
	case 'n':
		p.pos++
		return '\n'
	case 'r':
		p.pos++
		return '\r'
	case 't':
		p.pos++
		return '\t'
	case 'v':
		p.pos++
		return '\v'
	case 'c':
		if l := p.peekAt(1); l >= 'a' && l <= 'z' || l >= 'A' && l <= 'Z' {
			p.pos += 2
			return l % 32
		}
		if p.u {
			p.fail("Invalid Unicode escape")
		}
		// Annex B: the backslash stands for itself, and the c is read next.
		return '\\'
	case '0':
		if d := p.peekAt(1); d >= '0' && d <= '9' {
			if p.u {
				p.fail("Invalid decimal escape")
			}
			return p.legacyOctal()
		}
		p.pos++
		return 0
	case 'x':
		if v, ok := p.hexAt(1, 2); ok {
			p.pos += 3
			return v
		}
		if p.u {
			p.fail("Invalid escape")
		}
		p.pos++
		return 'x'
	case 'u':
		p.pos++
		if v, ok := p.unicodeEscape(p.u); ok {
			return v
		}
		if p.u {
			p.fail("Invalid Unicode escape")
		}
		return 'u'
	}
	if p.u {
		if !isSyntaxCharacter(c) && c != '/' && !(c == '-' && inClass) {
			p.fail("Invalid escape")
		}
	} else if c >= '1' && c <= '7' {
		return p.legacyOctal()
	}
	p.pos++
	return c
}

// legacyOctal reads an Annex B octal escape: up to three digits, at most \377.
func (p *regexpSyntaxParser) legacyOctal() rune {
	var v rune
	for k := 0; k < 3; k++ {
		d := p.peek()
		if d < '0' || d > '7' || v*8+(d-'0') > 0377 {
			break
		}
		v = v*8 + (d - '0')
		p.pos++
	}
	return v
}

// class reads a character class; '[' is at p.pos.
func (p *regexpSyntaxParser) class() {
	start := p.pos
	p.pos++
	if p.v {
		s := p.classV()
		p.replace(start, s.pattern())
		return
	}
	if p.peek() == '^' {
		p.pos++
	}
	for {
		switch p.peek() {
		case -1:
			p.fail("Unterminated character class")
		case ']':
			p.pos++
			return
		}
		a, aIsSet := p.classAtom()
		if p.peek() != '-' || p.peekAt(1) == ']' || p.peekAt(1) == -1 {
			continue
		}
		p.pos++
		b, bIsSet := p.classAtom()
		if aIsSet || bIsSet {
			if p.u {
				p.fail("Invalid character class")
			}
			continue // Annex B: no range; the '-' is itself
		}
		if a > b {
			p.fail("Range out of order in character class")
		}
	}
}

// classAtom reads one atom of a class without v: its character, or
// whether it is a set (\d, \p{...}) instead.
func (p *regexpSyntaxParser) classAtom() (rune, bool) {
	c := p.peek()
	if c == -1 {
		p.fail("Unterminated character class")
	}
	p.pos++
	if c != '\\' {
		return c, false
	}
	c = p.peek()
	switch {
	case c == -1:
		p.fail(`\ at end of pattern`)
	case c == 'b':
		p.pos++
		return '\b', false
	case c == '-' && p.u:
		p.pos++
		return '-', false
	case c == 'd' || c == 'D' || c == 's' || c == 'S' || c == 'w' || c == 'W':
		p.pos++
		return 0, true
	case (c == 'p' || c == 'P') && p.u:
		p.pos++
		p.propertyEscape(c == 'P')
		return 0, true
	case c == 'c' && !p.u:
		// Annex B's ClassControlLetter: \c followed by a digit or _.
		if l := p.peekAt(1); l >= '0' && l <= '9' || l == '_' {
			p.pos += 2
			return l % 32, false
		}
	case c >= '1' && c <= '9':
		if p.u {
			p.fail("Invalid class escape")
		}
		if c >= '8' {
			p.pos++
			return c, false
		}
		return p.legacyOctal(), false
	case c == 'k' && p.u:
		p.fail("Invalid escape")
	}
	return p.characterEscape(true), false
}

// A regexpCharSet is what a v-flag class stands for: code points (sorted,
// non-adjacent lo, hi pairs) and strings of other lengths than one.
type regexpCharSet struct {
	ranges  []rune
	strings map[string]struct{}
}

func (s *regexpCharSet) mayContainStrings() bool {
	return len(s.strings) > 0
}

func rangesIntersect(a, b []rune) []rune {
	var out []rune
	for i, j := 0, 0; i < len(a) && j < len(b); {
		lo, hi := max(a[i], b[j]), min(a[i+1], b[j+1])
		if lo <= hi {
			out = append(out, lo, hi)
		}
		if a[i+1] < b[j+1] {
			i += 2
		} else {
			j += 2
		}
	}
	return out
}

func rangesSubtract(a, b []rune) []rune {
	return rangesIntersect(a, complementRanges(b))
}

func (s *regexpCharSet) union(o *regexpCharSet) {
	s.ranges = mergeRanges(append(append([]rune(nil), s.ranges...), o.ranges...))
	for str := range o.strings {
		if s.strings == nil {
			s.strings = make(map[string]struct{})
		}
		s.strings[str] = struct{}{}
	}
}

func (s *regexpCharSet) intersect(o *regexpCharSet) {
	s.ranges = rangesIntersect(s.ranges, o.ranges)
	for str := range s.strings {
		if _, ok := o.strings[str]; !ok {
			delete(s.strings, str)
		}
	}
}

func (s *regexpCharSet) subtract(o *regexpCharSet) {
	s.ranges = rangesSubtract(s.ranges, o.ranges)
	for str := range o.strings {
		delete(s.strings, str)
	}
}

// pattern writes the set in the u flag's syntax: a class when it holds
// code points only, else an alternation that tries longer strings before
// shorter ones, as the specification orders them. The strings are written
// as a trie (\p{RGI_Emoji} has 2,760, most sharing their first code
// points), which both engines run far faster than a flat list: at each
// node the longer continuations come before stopping there, which is the
// longest-first order, since at most one branch can match the next code
// point. The code points that begin no string stay in a class; the empty
// string, if any, is the last alternative.
func (s *regexpCharSet) pattern() string {
	var sb strings.Builder
	if len(s.strings) == 0 {
		sb.WriteByte('[')
		writeRanges(&sb, s.ranges)
		sb.WriteByte(']')
		return sb.String()
	}
	root := &regexpTrieNode{}
	hasEmpty := false
	for str := range s.strings {
		if str == "" {
			hasEmpty = true
			continue
		}
		n := root
		for _, r := range str {
			n = n.child(r)
		}
		n.end = true
	}
	// A code point that also begins a string ends a trie node instead.
	ranges := s.ranges
	for r, n := range root.children {
		if inRanges(s.ranges, r) {
			n.end = true
			ranges = rangesSubtract(ranges, []rune{r, r})
		}
	}
	sb.WriteString("(?:")
	alts := root.write(&sb)
	if len(ranges) > 0 {
		if alts > 0 {
			sb.WriteByte('|')
		}
		sb.WriteByte('[')
		writeRanges(&sb, ranges)
		sb.WriteByte(']')
	}
	if hasEmpty {
		sb.WriteByte('|')
	}
	sb.WriteByte(')')
	return sb.String()
}

type regexpTrieNode struct {
	children map[rune]*regexpTrieNode
	end      bool // a string ends here
}

func (n *regexpTrieNode) child(r rune) *regexpTrieNode {
	if n.children == nil {
		n.children = make(map[rune]*regexpTrieNode)
	}
	c := n.children[r]
	if c == nil {
		c = &regexpTrieNode{}
		n.children[r] = c
	}
	return c
}

// write writes the alternatives below n, in code point order, and returns
// how many it wrote.
func (n *regexpTrieNode) write(sb *strings.Builder) int {
	keys := make([]rune, 0, len(n.children))
	for r := range n.children {
		keys = append(keys, r)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	var buf [8]byte
	for i, r := range keys {
		if i > 0 {
			sb.WriteByte('|')
		}
		sb.WriteString(`\u{`)
		sb.Write(strconv.AppendInt(buf[:0], int64(r), 16))
		sb.WriteByte('}')
		c := n.children[r]
		if len(c.children) == 0 {
			continue
		}
		sb.WriteString("(?:")
		c.write(sb)
		if c.end {
			sb.WriteByte('|')
		}
		sb.WriteByte(')')
	}
	return len(keys)
}

var regexpWordRanges = []rune{'0', '9', 'A', 'Z', '_', '_', 'a', 'z'}

// regexpWordRangesFold is \w with u (or v) and i: the letters whose simple
// case folding is an ASCII word character count too.
var regexpWordRangesFold = []rune{'0', '9', 'A', 'Z', '_', '_', 'a', 'z', 0x17f, 0x17f, 0x212a, 0x212a}

var regexpSpaceRanges = sync.OnceValue(func() []rune {
	var r []rune
	for _, c := range parser.WhitespaceChars {
		r = append(r, c, c)
	}
	return mergeRanges(r)
})

// classEscapeSet is the set of \d, \D, \s, \S, \w or \W.
func (p *regexpSyntaxParser) classEscapeSet(c rune) *regexpCharSet {
	var r []rune
	switch c {
	case 'd', 'D':
		r = []rune{'0', '9'}
	case 's', 'S':
		r = regexpSpaceRanges()
	case 'w', 'W':
		r = regexpWordRanges
		if p.ignoreCase {
			r = regexpWordRangesFold
		}
	}
	if c == 'D' || c == 'S' || c == 'W' {
		r = complementRanges(r)
	}
	return &regexpCharSet{ranges: r}
}

// propertyEscape reads {name} after \p or \P and returns its set.
func (p *regexpSyntaxParser) propertyEscape(negate bool) *regexpCharSet {
	if p.peek() != '{' {
		p.fail("Invalid property name")
	}
	end := p.pos + 1
	for end < len(p.src) && p.src[end] != '}' {
		end++
	}
	if end >= len(p.src) {
		p.fail("Invalid property name")
	}
	body := string(p.src[p.pos+1 : end])
	p.pos = end + 1
	if ranges, ok := lookupUnicodeProperty(body); ok {
		if negate {
			ranges = complementRanges(ranges)
		}
		return &regexpCharSet{ranges: ranges}
	}
	if p.v && !negate {
		if s, ok := lookupUnicodeStringProperty(body); ok {
			return s
		}
	}
	p.fail("Invalid property name")
	return nil
}

// classV reads the rest of a v-flag class after its '['.
func (p *regexpSyntaxParser) classV() *regexpCharSet {
	negate := false
	if p.peek() == '^' {
		negate = true
		p.pos++
	}
	s := p.classContents()
	if p.peek() != ']' {
		p.fail("Unterminated character class")
	}
	p.pos++
	if negate {
		if s.mayContainStrings() {
			p.fail("Negated character class may contain strings")
		}
		s = &regexpCharSet{ranges: complementRanges(s.ranges)}
	}
	return s
}

// doublePunctuatorAt reports whether a ClassSetReservedDoublePunctuator
// starts at src[p.pos+i].
func (p *regexpSyntaxParser) doublePunctuatorAt(i int) bool {
	c := p.peekAt(i)
	return c != -1 && c == p.peekAt(i+1) && strings.ContainsRune("&!#$%*+,.:;<=>?@^`~", c)
}

func (p *regexpSyntaxParser) classContents() *regexpCharSet {
	s := &regexpCharSet{}
	if p.peek() == ']' {
		return s
	}
	first, isRange := p.classSetOperand(true)
	s.union(first)
	switch {
	case p.peek() == '&' && p.peekAt(1) == '&':
		if isRange {
			p.fail("Invalid set operation in character class")
		}
		for p.peek() == '&' && p.peekAt(1) == '&' {
			p.pos += 2
			if p.peek() == '&' {
				p.fail("Invalid character in character class")
			}
			o, _ := p.classSetOperand(false)
			s.intersect(o)
		}
	case p.peek() == '-' && p.peekAt(1) == '-':
		if isRange {
			p.fail("Invalid set operation in character class")
		}
		for p.peek() == '-' && p.peekAt(1) == '-' {
			p.pos += 2
			o, _ := p.classSetOperand(false)
			s.subtract(o)
		}
	default:
		for p.peek() != ']' && p.peek() != -1 {
			if p.doublePunctuatorAt(0) || p.peek() == '-' && p.peekAt(1) == '-' {
				p.fail("Invalid set operation in character class")
			}
			o, _ := p.classSetOperand(true)
			s.union(o)
		}
		return s
	}
	if p.peek() != ']' && p.peek() != -1 {
		p.fail("Invalid set operation in character class")
	}
	return s
}

// classSetOperand reads a nested class, a class escape, \q{...}, a
// character, or (when rangeOK) a range, and whether it was a range.
func (p *regexpSyntaxParser) classSetOperand(rangeOK bool) (*regexpCharSet, bool) {
	switch c := p.peek(); c {
	case -1:
		p.fail("Unterminated character class")
	case '[':
		p.pos++
		return p.classV(), false
	case '\\':
		switch n := p.peekAt(1); n {
		case 'd', 'D', 's', 'S', 'w', 'W':
			p.pos += 2
			return p.classEscapeSet(n), false
		case 'p', 'P':
			p.pos += 2
			return p.propertyEscape(n == 'P'), false
		case 'q':
			if p.peekAt(2) == '{' {
				p.pos += 3
				return p.classStringDisjunction(), false
			}
		}
	}
	lo := p.classSetCharacter()
	if !rangeOK || p.peek() != '-' || p.peekAt(1) == '-' {
		return &regexpCharSet{ranges: []rune{lo, lo}}, false
	}
	p.pos++
	if c := p.peek(); c == '[' || c == '\\' && strings.ContainsRune("dDsSwWpPq", p.peekAt(1)) {
		p.fail("Invalid character class")
	}
	hi := p.classSetCharacter()
	if lo > hi {
		p.fail("Range out of order in character class")
	}
	return &regexpCharSet{ranges: []rune{lo, hi}}, true
}

// classSetCharacter reads one ClassSetCharacter.
func (p *regexpSyntaxParser) classSetCharacter() rune {
	c := p.peek()
	switch {
	case c == -1:
		p.fail("Unterminated character class")
	case c == '\\':
		p.pos++
		n := p.peek()
		switch {
		case n == 'b':
			p.pos++
			return '\b'
		case n != -1 && strings.ContainsRune("&-!#%,:;<=>@`~", n):
			p.pos++
			return n
		case n != -1 && strings.ContainsRune("dDsSwWpPq", n):
			p.fail("Invalid character class")
		}
		return p.characterEscape(true)
	case p.doublePunctuatorAt(0):
		p.fail("Invalid set operation in character class")
	case strings.ContainsRune("()[]{}/-|", c):
		p.fail("Invalid character in character class")
	}
	p.pos++
	return c
}

// classStringDisjunction reads the strings of \q{...} after its '{'.
func (p *regexpSyntaxParser) classStringDisjunction() *regexpCharSet {
	s := &regexpCharSet{}
	var cur []rune
	flush := func() {
		if len(cur) == 1 {
			s.ranges = mergeRanges(append(s.ranges, cur[0], cur[0]))
		} else {
			if s.strings == nil {
				s.strings = make(map[string]struct{})
			}
			s.strings[string(cur)] = struct{}{}
		}
		cur = cur[:0]
	}
	for {
		switch p.peek() {
		case '}':
			p.pos++
			flush()
			return s
		case '|':
			p.pos++
			flush()
			continue
		}
		cur = append(cur, p.classSetCharacter())
	}
}

// unicodeStringProperties caches decoded properties of strings.
var unicodeStringProperties [len(unicodeStringPropertyNames)]struct {
	once sync.Once
	set  regexpCharSet
}

var unicodeStringPropertyCharRanges = sync.OnceValue(func() []rune {
	var out []rune
	data := unicodeStringPropertyChars
	varint := func() rune {
		var v rune
		for shift := 0; ; shift += 7 {
			b := data[0]
			data = data[1:]
			v |= rune(b&0x7f) << shift
			if b < 0x80 {
				return v
			}
		}
	}
	prev := rune(-1)
	for len(data) > 0 {
		lo := prev + 1 + varint()
		hi := lo + varint()
		out = append(out, lo, hi)
		prev = hi
	}
	return out
})

// lookupUnicodeStringProperty returns the set of a property of strings
// (v flag only), decoded on first use. The caller gets its own copy.
func lookupUnicodeStringProperty(name string) (*regexpCharSet, bool) {
	i := sort.SearchStrings(unicodeStringPropertyNames[:], name)
	if i >= len(unicodeStringPropertyNames) || unicodeStringPropertyNames[i] != name {
		return nil, false
	}
	e := &unicodeStringProperties[i]
	e.once.Do(func() {
		if unicodeStringPropertyHasChars[i] {
			e.set.ranges = unicodeStringPropertyCharRanges()
		}
		span := unicodeStringPropertySpans[i]
		data := unicodeStringPropertyStrings[span[0]:span[1]]
		e.set.strings = make(map[string]struct{})
		for len(data) > 0 {
			end := strings.IndexByte(data, 0)
			e.set.strings[data[:end]] = struct{}{}
			data = data[end+1:]
		}
	})
	s := &regexpCharSet{ranges: e.set.ranges, strings: make(map[string]struct{}, len(e.set.strings))}
	for str := range e.set.strings {
		s.strings[str] = struct{}{}
	}
	return s, true
}
