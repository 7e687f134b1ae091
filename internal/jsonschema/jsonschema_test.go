package jsonschema

import (
	"os"
	"strings"
	"testing"
)

const schema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "t",
  "type": "object",
  "required": ["name", "n", "tags", "limit"],
  "additionalProperties": false,
  "properties": {
    "name": {"const": "x"},
    "n": {"type": "integer", "minimum": 1},
    "f": {"type": "number"},
    "s": {"type": "string", "minLength": 2, "pattern": "^[a-z]+$"},
    "tags": {"type": "array", "items": {"$ref": "#/$defs/tag"}, "minItems": 1, "uniqueItems": true},
    "limit": {"$ref": "#/$defs/limit"},
    "more": {"type": "object", "additionalProperties": {"type": "boolean"}}
  },
  "$defs": {
    "tag": {"enum": ["a", "b"]},
    "limit": {"type": ["integer", "null"]}
  }
}`

func TestValidate(t *testing.T) {
	s, err := Compile([]byte(schema))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, doc string
		want      []string // substrings, one per expected violation; none for valid
	}{
		{"valid", `{"name":"x","n":1,"tags":["a","b"],"limit":null,"f":1.5,"s":"ab","more":{"k":true}}`, nil},
		{"integer limit", `{"name":"x","n":3,"tags":["a"],"limit":7}`, nil},
		{"not an object", `[1]`, []string{"/: type array, want object"}},
		{"missing and extra", `{"name":"x","n":1,"tags":["a"],"other":1}`, []string{`missing required property "limit"`, `property "other" is not allowed`}},
		{"const", `{"name":"y","n":1,"tags":["a"],"limit":null}`, []string{"/name: want the constant x"}},
		{"integer", `{"name":"x","n":1.5,"tags":["a"],"limit":null}`, []string{"/n: type number, want integer"}},
		{"minimum", `{"name":"x","n":0,"tags":["a"],"limit":null}`, []string{"/n: 0 is less than 1"}},
		{"enum via ref", `{"name":"x","n":1,"tags":["c"],"limit":null}`, []string{"/tags/0: c is not one of"}},
		{"minItems", `{"name":"x","n":1,"tags":[],"limit":null}`, []string{"/tags: 0 items, want at least 1"}},
		{"uniqueItems", `{"name":"x","n":1,"tags":["a","a"],"limit":null}`, []string{"/tags: items 0 and 1 are equal"}},
		{"type list", `{"name":"x","n":1,"tags":["a"],"limit":"no"}`, []string{"/limit: type string, want integer or null"}},
		{"string rules", `{"name":"x","n":1,"tags":["a"],"limit":null,"s":"A"}`, []string{"shorter than 2", `"A" does not match`}},
		{"additionalProperties schema", `{"name":"x","n":1,"tags":["a"],"limit":null,"more":{"k":1}}`, []string{"/more/k: type integer, want boolean"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			errs, err := s.Validate([]byte(c.doc))
			if err != nil {
				t.Fatal(err)
			}
			if len(errs) != len(c.want) {
				t.Fatalf("violations %q, want %d like %q", errs, len(c.want), c.want)
			}
			for i, w := range c.want {
				if !strings.Contains(errs[i], w) {
					t.Errorf("violation %q, want it to contain %q", errs[i], w)
				}
			}
		})
	}
	if _, err := s.Validate([]byte(`{`)); err == nil {
		t.Error("invalid JSON validated")
	}
}

func TestCompileRejects(t *testing.T) {
	for name, bad := range map[string]string{
		"unsupported keyword": `{"oneOf": []}`,
		"nested unsupported":  `{"properties": {"a": {"maxLength": 3}}}`,
		"bad ref":             `{"$ref": "#/definitions/x"}`,
		"missing def":         `{"$ref": "#/$defs/x"}`,
		"bad pattern":         `{"pattern": "("}`,
		"not JSON":            `{`,
	} {
		if _, err := Compile([]byte(bad)); err == nil {
			t.Errorf("%s: compiled", name)
		}
	}
}

// TestRepositorySchemas compiles every schema in the repository, so that a
// schema using a keyword this validator does not know fails here.
func TestRepositorySchemas(t *testing.T) {
	data, err := os.ReadFile("../../schema/info.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Compile(data); err != nil {
		t.Fatal(err)
	}
}
