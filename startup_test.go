package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoTablesBuiltAtInit: the runner's own packages build no table when
// the binary starts. Go runs every linked package's initialisation at
// every start, the watchdog's too (the same binary, started again at every
// spawn, which runs none of the engine): a map literal, a make or a
// compiled regexp at package level is work and memory every process pays
// before main. Such values are built at first use (a function with a
// switch, sync.OnceValue) or kept as arrays of constants.
func TestNoTablesBuiltAtInit(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch path {
			case "third_party", "scripts", "node", "testdata", "e2e", "examples":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				for _, v := range spec.(*ast.ValueSpec).Values {
					ast.Inspect(v, func(n ast.Node) bool {
						switch n := n.(type) {
						case *ast.FuncLit:
							return false // runs when called, not at init
						case *ast.CompositeLit:
							if _, ok := n.Type.(*ast.MapType); ok {
								t.Errorf("%s: a map built at init", fset.Position(n.Pos()))
							}
						case *ast.CallExpr:
							if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "make" {
								t.Errorf("%s: make at init", fset.Position(n.Pos()))
							}
							if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
								if x, ok := sel.X.(*ast.Ident); ok && x.Name == "regexp" {
									t.Errorf("%s: a regexp compiled at init", fset.Position(n.Pos()))
								}
							}
						}
						return true
					})
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestNoCryptoLinked: the binary links no package of crypto/. Importing
// crypto/sha256 linked the standard library's FIPS 140 module, fourteen
// packages whose init functions ran at every start of the runner and of
// its watchdog: about 1.6 ms and some 170 kB of resident pages of the
// binary (internal/sha256 has the digest the runner needs).
func TestNoCryptoLinked(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "crypto" || strings.HasPrefix(p, "crypto/") {
			t.Errorf("the runner links %s", p)
		}
	}
}
