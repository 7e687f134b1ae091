package cli

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
)

// layers are the files of the package from the bottom up, as the package
// comment draws them: a file may use what its own layer and the layers
// below it declare, never what a layer above declares. A new file needs a
// place here.
var layers = [][]string{
	{"flags.go"},
	{"signals.go", "stdio.go"},
	{"sandbox.go"},
	{"watchdog.go"},
	{"serve.go"},
	{"info.go", "info_typescript.go", "run.go", "replay.go", "completion.go"},
	{"cli.go"},
}

// TestLayers checks that no file of the package uses a name declared in a
// file of a higher layer, and that files of one layer use nothing of each
// other's but within a subcommand (info.go and info_typescript.go).
func TestLayers(t *testing.T) {
	layerOf := map[string]int{}
	for i, files := range layers {
		for _, f := range files {
			layerOf[f] = i
		}
	}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	parsed := map[string]*ast.File{}
	declaredIn := map[string]string{} // a package-level name -> its file
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		if _, ok := layerOf[name]; !ok {
			t.Errorf("%s has no layer: add it to layers and to the package comment", name)
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed[name] = f
		for _, obj := range f.Scope.Objects {
			declaredIn[obj.Name] = name
		}
		for _, d := range f.Decls {
			// Methods are not in the file's scope; their receivers are.
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil {
				declaredIn[fd.Name.Name] = name
			}
		}
	}
	subcommand := func(file string) string { return strings.TrimSuffix(strings.SplitN(file, "_", 2)[0], ".go") }
	edges := 0
	for name, f := range parsed {
		var uses []string
		for _, id := range f.Unresolved {
			if from, ok := declaredIn[id.Name]; ok && from != name {
				uses = append(uses, id.Name)
				edges++
				switch {
				case layerOf[from] > layerOf[name]:
					t.Errorf("%s uses %s of %s, a layer above it", name, id.Name, from)
				case layerOf[from] == layerOf[name] && subcommand(from) != subcommand(name):
					t.Errorf("%s uses %s of %s, a sibling in its layer", name, id.Name, from)
				}
			}
		}
		sort.Strings(uses)
		t.Logf("%s uses %v", name, slices.Compact(uses))
	}
	// The check sees the package's own names: were it blind, it would see
	// no use at all.
	if edges == 0 {
		t.Fatal("no file uses another's names: the check sees nothing")
	}
}
