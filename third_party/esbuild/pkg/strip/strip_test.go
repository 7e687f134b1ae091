package strip

import (
	"strings"
	"testing"
)

func TestTransformStripsTypes(t *testing.T) {
	src := "(async () => {\nconst n: number = 1;\ninterface I { a: string }\nenum E { A, B }\nreturn (n as number)!;\n})"
	res, err := Transform(src, Options{TypeScript: true, SourceMap: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, gone := range []string{"number", "interface", " as ", "!"} {
		if strings.Contains(res.Code, gone) {
			t.Errorf("%q left in:\n%s", gone, res.Code)
		}
	}
	if !strings.Contains(res.Code, `E2[E2["B"] = 1] = "B"`) {
		t.Errorf("the enum is not compiled:\n%s", res.Code)
	}
	// "return" is on line 5 of the input, and on some line of the output.
	lines := strings.Split(res.Code, "\n")
	for i, l := range lines {
		if c := strings.Index(l, "return"); c >= 0 {
			ol, oc, ok := res.Original(i+1, c)
			if !ok || ol != 5 || oc != 0 {
				t.Errorf("return maps to %d:%d (%v), want 5:0", ol, oc, ok)
			}
		}
	}
}

func TestTransformJavaScriptRejectsTypes(t *testing.T) {
	_, err := Transform("const n: number = 1;", Options{})
	e, ok := err.(*Error)
	if !ok || e.Line != 1 || e.Column != 7 {
		t.Fatalf("err = %#v, want a syntax error at 1:7", err)
	}
}

func TestTransformTypeScriptError(t *testing.T) {
	_, err := Transform("let a = 1;\nlet x: number = ;", Options{TypeScript: true})
	e, ok := err.(*Error)
	if !ok || e.Line != 2 || e.Column != 16 {
		t.Fatalf("err = %#v, want a syntax error at 2:16", err)
	}
}

func TestOriginalWithoutMapping(t *testing.T) {
	if _, _, ok := (Result{Mappings: "AAAA;;"}).Original(3, 0); ok {
		t.Error("a line without mappings was mapped")
	}
	if _, _, ok := (Result{Mappings: "A!"}).Original(1, 0); ok {
		t.Error("a broken mapping was read")
	}
}
