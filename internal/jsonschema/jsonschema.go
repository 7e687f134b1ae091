// Package jsonschema validates JSON documents against the small subset of
// JSON Schema (draft 2020-12) that this repository's schemas use. It exists
// so that tests can check `execbox-runner info` against
// schema/info.schema.json without a new dependency.
//
// Supported keywords: type (a name or a list of names), const, enum,
// properties, required, additionalProperties (a boolean or a schema),
// items, minItems, uniqueItems, minLength, minimum, pattern, and $ref to
// "#/$defs/NAME". The annotations $schema, $id, title, description and
// $defs are allowed. Any other keyword is an error, so that a schema cannot
// silently rely on something this validator ignores.
package jsonschema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Schema is a compiled schema.
type Schema struct {
	root map[string]any
}

var known = map[string]bool{
	"type": true, "const": true, "enum": true, "properties": true, "required": true,
	"additionalProperties": true, "items": true, "minItems": true, "uniqueItems": true,
	"minLength": true, "minimum": true, "pattern": true, "$ref": true,
	"$schema": true, "$id": true, "title": true, "description": true, "$defs": true,
}

// Compile parses a schema and checks that it uses only supported keywords.
func Compile(data []byte) (*Schema, error) {
	var root map[string]any
	if err := decode(data, &root); err != nil {
		return nil, fmt.Errorf("schema: %w", err)
	}
	s := &Schema{root: root}
	if err := s.check(root, "#"); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *Schema) check(node map[string]any, at string) error {
	for k, v := range node {
		if !known[k] {
			return fmt.Errorf("schema %s: keyword %q is not supported", at, k)
		}
		switch k {
		case "properties", "$defs":
			m, ok := v.(map[string]any)
			if !ok {
				return fmt.Errorf("schema %s/%s: want an object", at, k)
			}
			for name, sub := range m {
				sm, ok := sub.(map[string]any)
				if !ok {
					return fmt.Errorf("schema %s/%s/%s: want a schema object", at, k, name)
				}
				if err := s.check(sm, at+"/"+k+"/"+name); err != nil {
					return err
				}
			}
		case "items", "additionalProperties":
			if sm, ok := v.(map[string]any); ok {
				if err := s.check(sm, at+"/"+k); err != nil {
					return err
				}
			} else if _, ok := v.(bool); !ok || k == "items" {
				return fmt.Errorf("schema %s/%s: want a schema object", at, k)
			}
		case "pattern":
			p, ok := v.(string)
			if !ok {
				return fmt.Errorf("schema %s/pattern: want a string", at)
			}
			if _, err := regexp.Compile(p); err != nil {
				return fmt.Errorf("schema %s/pattern: %w", at, err)
			}
		case "$ref":
			if _, err := s.resolve(v); err != nil {
				return fmt.Errorf("schema %s: %w", at, err)
			}
		}
	}
	return nil
}

func (s *Schema) resolve(ref any) (map[string]any, error) {
	r, _ := ref.(string)
	name, ok := strings.CutPrefix(r, "#/$defs/")
	if !ok {
		return nil, fmt.Errorf("$ref %q: only #/$defs/NAME is supported", r)
	}
	defs, _ := s.root["$defs"].(map[string]any)
	def, ok := defs[name].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("$ref %q: no such definition", r)
	}
	return def, nil
}

// Validate checks a JSON document and returns every violation, each with
// the JSON pointer of the value at fault.
func (s *Schema) Validate(doc []byte) ([]string, error) {
	var v any
	if err := decode(doc, &v); err != nil {
		return nil, err
	}
	var errs []string
	s.validate(s.root, v, "", &errs)
	return errs, nil
}

func decode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}

func typeOf(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case json.Number:
		if _, err := x.Int64(); err == nil {
			return "integer"
		}
		if f, err := x.Float64(); err == nil && f == math.Trunc(f) {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return "unknown"
}

func typeMatches(want string, v any) bool {
	got := typeOf(v)
	return want == got || (want == "number" && got == "integer")
}

// equal compares JSON values, numbers by value.
func equal(a, b any) bool {
	if an, ok := a.(json.Number); ok {
		bn, ok := b.(json.Number)
		if !ok {
			return false
		}
		af, _ := an.Float64()
		bf, _ := bn.Float64()
		return af == bf
	}
	return reflect.DeepEqual(a, b)
}

func (s *Schema) validate(schema map[string]any, v any, at string, errs *[]string) {
	fail := func(format string, args ...any) {
		where := at
		if where == "" {
			where = "/"
		}
		*errs = append(*errs, where+": "+fmt.Sprintf(format, args...))
	}
	if ref, ok := schema["$ref"]; ok {
		def, err := s.resolve(ref)
		if err != nil {
			fail("%v", err)
			return
		}
		s.validate(def, v, at, errs)
	}
	if t, ok := schema["type"]; ok {
		var names []string
		switch tt := t.(type) {
		case string:
			names = []string{tt}
		case []any:
			for _, n := range tt {
				if ns, ok := n.(string); ok {
					names = append(names, ns)
				}
			}
		}
		if !slices.ContainsFunc(names, func(n string) bool { return typeMatches(n, v) }) {
			fail("type %s, want %s", typeOf(v), strings.Join(names, " or "))
			return
		}
	}
	if c, ok := schema["const"]; ok && !equal(c, v) {
		fail("want the constant %v", c)
	}
	if e, ok := schema["enum"].([]any); ok && !slices.ContainsFunc(e, func(x any) bool { return equal(x, v) }) {
		fail("%v is not one of %v", v, e)
	}
	switch x := v.(type) {
	case string:
		if n, ok := schema["minLength"].(json.Number); ok {
			if min, _ := n.Int64(); int64(len([]rune(x))) < min {
				fail("shorter than %d characters", min)
			}
		}
		if p, ok := schema["pattern"].(string); ok && !regexp.MustCompile(p).MatchString(x) {
			fail("%q does not match %s", x, p)
		}
	case json.Number:
		if n, ok := schema["minimum"].(json.Number); ok {
			min, _ := n.Float64()
			if f, _ := x.Float64(); f < min {
				fail("%s is less than %s", x, n)
			}
		}
	case []any:
		if n, ok := schema["minItems"].(json.Number); ok {
			if min, _ := n.Int64(); int64(len(x)) < min {
				fail("%d items, want at least %d", len(x), min)
			}
		}
		if u, _ := schema["uniqueItems"].(bool); u {
			for i := range x {
				for j := i + 1; j < len(x); j++ {
					if equal(x[i], x[j]) {
						fail("items %d and %d are equal", i, j)
					}
				}
			}
		}
		if items, ok := schema["items"].(map[string]any); ok {
			for i, item := range x {
				s.validate(items, item, at+"/"+strconv.Itoa(i), errs)
			}
		}
	case map[string]any:
		if req, ok := schema["required"].([]any); ok {
			for _, r := range req {
				if name, _ := r.(string); name != "" {
					if _, present := x[name]; !present {
						fail("missing required property %q", name)
					}
				}
			}
		}
		props, _ := schema["properties"].(map[string]any)
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			sub := at + "/" + k
			if ps, ok := props[k].(map[string]any); ok {
				s.validate(ps, x[k], sub, errs)
				continue
			}
			switch ap := schema["additionalProperties"].(type) {
			case bool:
				if !ap {
					fail("property %q is not allowed", k)
				}
			case map[string]any:
				s.validate(ap, x[k], sub, errs)
			}
		}
	}
}
