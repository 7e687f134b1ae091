package transcript

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Path names fields of a runner line whose values a transcript does not
// compare, as written after "# variable:": keys joined by dots, array
// indexes in brackets, and "*" for any key or index. For example
// "error.message", "logs[2]", "logs[*]", "result.*.id", "input.when".
// A path applies to every runner line that has it. The field must still be
// present in the runner's line when it is present in the expected one.
type Path []string

// ParsePath reads a path. Bracketed indexes become elements of their own:
// "logs[2].x" is ["logs", "2", "x"].
func ParsePath(s string) (Path, error) {
	if s == "" {
		return nil, errors.New("empty path")
	}
	var p Path
	for _, part := range strings.Split(s, ".") {
		key, rest, bracket := strings.Cut(part, "[")
		if key == "" && (len(p) == 0 || !bracket) {
			return nil, fmt.Errorf("path %q has an empty key", s)
		}
		if bracket && rest == "" {
			return nil, fmt.Errorf("path %q has an unclosed [", s)
		}
		if key != "" {
			p = append(p, key)
		}
		for rest != "" {
			idx, after, ok := strings.Cut(rest, "]")
			if !ok {
				return nil, fmt.Errorf("path %q has an unclosed [", s)
			}
			if idx != "*" {
				if n, err := strconv.Atoi(idx); err != nil || n < 0 {
					return nil, fmt.Errorf("path %q: [%s] is not an index or *", s, idx)
				}
			}
			p = append(p, idx)
			if after == "" {
				break
			}
			if !strings.HasPrefix(after, "[") {
				return nil, fmt.Errorf("path %q: %q after ] must start a [", s, after)
			}
			rest = after[1:]
		}
	}
	return p, nil
}

func (p Path) String() string { return label(p) }

// matches reports whether at, a concrete location, is named by one of the
// paths.
func matches(paths []Path, at []string) bool {
	for _, p := range paths {
		if len(p) != len(at) {
			continue
		}
		ok := true
		for i := range p {
			if p[i] != "*" && p[i] != at[i] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// Compare compares an expected runner line with the one a runner wrote and
// returns why they differ, or "" when they match. The runner's line must be
// one compact JSON object. They are compared as JSON values, numbers as
// written; a done's durationMs is not compared but must be a non-negative
// integer, and the values at the variable paths are not compared.
func Compare(want, got string, variable []Path) string {
	w, g, why := decodePair(want, got)
	if why != "" {
		return why
	}
	if diffs := diffValues(nil, w, g, variable); len(diffs) > 0 {
		return "values differ"
	}
	return ""
}

// decodePair decodes both lines and applies the durationMs rule.
func decodePair(want, got string) (w, g any, why string) {
	if err := decodeNumbers(want, &w); err != nil {
		return nil, nil, fmt.Sprintf("expected line: %v", err)
	}
	if err := decodeNumbers(got, &g); err != nil {
		return nil, nil, fmt.Sprintf("not JSON: %v", err)
	}
	gm, ok := g.(map[string]any)
	if !ok {
		return nil, nil, "not a JSON object"
	}
	var compact bytes.Buffer
	if json.Compact(&compact, []byte(got)) == nil && compact.String() != got {
		return nil, nil, "not compact JSON"
	}
	if gm["type"] == "done" {
		d, ok := gm["durationMs"].(json.Number)
		if !ok {
			return nil, nil, "done has no numeric durationMs"
		}
		if n, err := strconv.ParseInt(d.String(), 10, 64); err != nil || n < 0 {
			return nil, nil, fmt.Sprintf("durationMs %s is not a non-negative integer", d)
		}
		delete(gm, "durationMs")
		if wm, ok := w.(map[string]any); ok {
			delete(wm, "durationMs")
		}
	}
	return w, g, ""
}

// Diff explains, one line per difference, how got differs from want: the
// path, then what was wanted and what came. It returns nil when the lines
// match as Compare sees them, and the reason alone when got is not a
// compact JSON object.
func Diff(want, got string, variable []Path) []string {
	w, g, why := decodePair(want, got)
	if why != "" {
		return []string{why}
	}
	return diffValues(nil, w, g, variable)
}

// maxShown bounds a value quoted in a diff.
const maxShown = 160

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	s := string(b)
	if len(s) > maxShown {
		s = s[:maxShown] + fmt.Sprintf("… (%d bytes)", len(s))
	}
	return s
}

func label(at []string) string {
	if len(at) == 0 {
		return "(the whole line)"
	}
	var b strings.Builder
	for _, k := range at {
		if _, err := strconv.Atoi(k); err == nil {
			fmt.Fprintf(&b, "[%s]", k)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(k)
	}
	return b.String()
}

func diffValues(at []string, w, g any, variable []Path) []string {
	if len(at) > 0 && matches(variable, at) {
		return nil
	}
	switch wv := w.(type) {
	case map[string]any:
		gv, ok := g.(map[string]any)
		if !ok {
			break
		}
		var out []string
		keys := make([]string, 0, len(wv)+len(gv))
		for k := range wv {
			keys = append(keys, k)
		}
		for k := range gv {
			if _, ok := wv[k]; !ok {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			sub := append(slices.Clip(at), k)
			wx, inW := wv[k]
			gx, inG := gv[k]
			switch {
			case !inG:
				out = append(out, fmt.Sprintf("%s: missing; want %s", label(sub), show(wx)))
			case !inW:
				if !matches(variable, sub) {
					out = append(out, fmt.Sprintf("%s: unexpected; got %s", label(sub), show(gx)))
				}
			default:
				out = append(out, diffValues(sub, wx, gx, variable)...)
			}
		}
		return out
	case []any:
		gv, ok := g.([]any)
		if !ok {
			break
		}
		var out []string
		for i := 0; i < max(len(wv), len(gv)); i++ {
			sub := append(slices.Clip(at), strconv.Itoa(i))
			switch {
			case i >= len(gv):
				out = append(out, fmt.Sprintf("%s: missing; want %s", label(sub), show(wv[i])))
			case i >= len(wv):
				if !matches(variable, sub) {
					out = append(out, fmt.Sprintf("%s: unexpected; got %s", label(sub), show(gv[i])))
				}
			default:
				out = append(out, diffValues(sub, wv[i], gv[i], variable)...)
			}
		}
		return out
	}
	if reflect.DeepEqual(w, g) {
		return nil
	}
	return []string{fmt.Sprintf("%s: want %s, got %s", label(at), show(w), show(g))}
}

// decodeNumbers decodes one JSON value, keeping numbers as written.
func decodeNumbers(s string, v any) error {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("trailing data after the JSON value")
	}
	return nil
}
