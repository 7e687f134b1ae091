package goja

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dop251/goja/parser"
)

// execbox-runner patch: a sourceMappingURL comment names a file, and the
// source text may be untrusted, so the parser reads no file for it unless
// the embedder configured a loader. Upstream read the path, from top-level
// code and from every eval and Function constructor alike.

// leakMap is a source map that maps every position of its first lines to
// a source named LEAKED.js: a stack that names LEAKED.js read it.
func leakMap() string {
	// The first segment maps to source line 2: go-sourcemap drops a
	// segment that maps to line 1, column 0.
	m := "AACA;" + strings.Repeat("AAAA;", 20)
	return `{"version":3,"sources":["LEAKED.js"],"names":[],"mappings":"` + m + `"}`
}

func TestExecboxNoSourceMapFromFiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.map")
	if err := os.WriteFile(path, []byte(leakMap()), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, url := range []string{"file://" + path, path} {
		comment := `\n//# sourceMappingURL=` + url
		for _, code := range []string{
			"null.x;" + comment,
			"eval('null.x;" + comment + "')",
			"(0, eval)('null.x;" + comment + "')",
			"new Function('null.x;" + comment + "')()",
			"Function('null.x;" + comment + "')()",
			"Object.getPrototypeOf(function*(){}).constructor('null.x;" + comment + "')().next()",
			"Object.getPrototypeOf(async function*(){}).constructor('null.x;" + comment + "')().next()",
		} {
			vm := New()
			src := "try { " + code + " } catch (e) { String(e.stack) }"
			if strings.HasPrefix(code, "null.x") {
				// A comment must end the program to count.
				src = "let s; try { null.x } catch (e) { s = String(e.stack) }; s" + "\n//# sourceMappingURL=" + url
			}
			v, err := vm.RunString(src)
			if err != nil {
				t.Fatalf("%s: %v", code, err)
			}
			if strings.Contains(v.String(), "LEAKED") {
				t.Errorf("%s: the stack names the map's source: %s", code, v)
			}
		}
		vm := New()
		v, err := vm.RunString("const AF = (async () => {}).constructor; let s; AF('null.x;" + comment + "')().catch(e => { s = String(e.stack) }); () => s")
		if err != nil {
			t.Fatal(err)
		}
		if s := v.Export().(func(FunctionCall) Value)(FunctionCall{}); strings.Contains(s.String(), "LEAKED") {
			t.Errorf("AsyncFunction: the stack names the map's source: %s", s)
		}
	}
}

// An inline map is still read, and a configured loader is still called:
// only the default file reading is gone.
func TestExecboxSourceMapInlineAndLoader(t *testing.T) {
	inline := "null.x\n//# sourceMappingURL=data:application/json;base64," + base64.StdEncoding.EncodeToString([]byte(leakMap()))
	prg, err := parser.ParseFile(nil, "a.js", inline, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := prg.File.Position(1).Filename; got != "LEAKED.js" {
		t.Errorf("inline map: position in %q", got)
	}
	asked := ""
	loader := func(p string) ([]byte, error) { asked = p; return []byte(leakMap()), nil }
	prg, err = parser.ParseFile(nil, "/src/a.js", "null.x\n//# sourceMappingURL=/x/m.map", 0, parser.WithSourceMapLoader(loader))
	if err != nil {
		t.Fatal(err)
	}
	if asked != "/x/m.map" || prg.File.Position(1).Filename != "/src/LEAKED.js" {
		t.Errorf("loader asked for %q, position in %q", asked, prg.File.Position(1).Filename)
	}
}
