package main

import (
	"errors"
	"strings"
)

// meta is the part of a test262 file's front matter (the YAML between
// "/*---" and "---*/") that decides how the file runs.
type meta struct {
	Flags    []string
	Features []string
	Includes []string
	Negative struct{ Phase, Type string }
}

func (m *meta) has(flag string) bool {
	for _, f := range m.Flags {
		if f == flag {
			return true
		}
	}
	return false
}

var errNoFrontMatter = errors.New("no /*--- ... ---*/ front matter")

// parseMeta reads the keys of the front matter that matter here. test262
// writes them in a small subset of YAML (INTERPRETING.md): a list is
// either inline, "features: [a, b]", or a block of "- item" lines, and
// negative is a block of "phase:" and "type:". Other keys (description,
// info, esid, ...) may hold any YAML; their lines are skipped by
// indentation, so a block scalar cannot be mistaken for a key.
func parseMeta(src string) (*meta, error) {
	start := strings.Index(src, "/*---")
	end := strings.Index(src, "---*/")
	if start < 0 || end < start {
		return nil, errNoFrontMatter
	}
	var m meta
	var list *[]string // the block list being read, if any
	inNegative := false
	// A few files end their lines with CR alone (the line-terminator tests).
	block := strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(src[start+5 : end])
	for _, line := range strings.Split(block, "\n") {
		line = strings.TrimRight(line, " \t\r")
		trimmed := strings.TrimLeft(line, " \t")
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		indented := trimmed != line
		if indented {
			switch {
			case list != nil && strings.HasPrefix(trimmed, "- "):
				*list = append(*list, unquote(strings.TrimSpace(trimmed[2:])))
			case inNegative:
				k, v, _ := strings.Cut(trimmed, ":")
				switch strings.TrimSpace(k) {
				case "phase":
					m.Negative.Phase = unquote(strings.TrimSpace(v))
				case "type":
					m.Negative.Type = unquote(strings.TrimSpace(v))
				}
			}
			continue
		}
		list, inNegative = nil, false
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		value = strings.TrimSpace(value)
		var dst *[]string
		switch key {
		case "flags":
			dst = &m.Flags
		case "features":
			dst = &m.Features
		case "includes":
			dst = &m.Includes
		case "negative":
			inNegative = true
			continue
		default:
			continue
		}
		if value == "" {
			list = dst
			continue
		}
		if !strings.HasPrefix(value, "[") || !strings.HasSuffix(value, "]") {
			return nil, errors.New(key + ": neither an inline list nor a block list")
		}
		for _, item := range strings.Split(value[1:len(value)-1], ",") {
			if item = unquote(strings.TrimSpace(item)); item != "" {
				*dst = append(*dst, item)
			}
		}
	}
	if m.Negative.Type != "" && m.Negative.Phase == "" {
		return nil, errors.New("negative: a type without a phase")
	}
	return &m, nil
}

func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}
