package goja

import (
	"strconv"
	"testing"

	"github.com/dop251/goja/unistring"
)

func TestPropMapSmallAndLarge(t *testing.T) {
	var p propMap
	const n = 3 * propMapSmall
	for i := 0; i < n; i++ {
		name := unistring.String("p" + strconv.Itoa(i))
		if !p.put(name, intToValue(int64(i))) {
			t.Fatalf("put %s: not added", name)
		}
		if p.put(name, intToValue(int64(i))) {
			t.Fatalf("put %s again: added twice", name)
		}
		if (i < propMapSmall) != (p.m == nil) {
			t.Fatalf("after %d entries: map form is %v", i+1, p.m != nil)
		}
		for j := 0; j <= i; j++ {
			v, ok := p.lookup(unistring.String("p" + strconv.Itoa(j)))
			if !ok || v.ToInteger() != int64(j) {
				t.Fatalf("after %d entries: p%d = %v, %v", i+1, j, v, ok)
			}
		}
	}
	if _, ok := p.lookup("missing"); ok {
		t.Fatal("missing name found")
	}
}

func TestPropMapDeleteAndNil(t *testing.T) {
	var p propMap
	for _, s := range []unistring.String{"a", "b", "c"} {
		p.set(s, asciiString(s))
	}
	p.delete("a")
	if _, ok := p.lookup("a"); ok {
		t.Fatal("deleted name found")
	}
	if p.get("b") != asciiString("b") || p.get("c") != asciiString("c") {
		t.Fatal("the others moved")
	}
	// A present name may hold nil (templatedObject's white hole).
	p.set("hole", nil)
	if v, ok := p.lookup("hole"); !ok || v != nil {
		t.Fatalf("hole = %v, %v", v, ok)
	}
	p.delete("nope")
	if len(p.small) != 3 {
		t.Fatalf("len = %d", len(p.small))
	}
}

func TestObjectManyPropertiesKeepOrder(t *testing.T) {
	const SCRIPT = `
	const o = {};
	for (let i = 0; i < 40; i++) o["k" + i] = i;
	delete o.k3; delete o.k30;
	o[5] = "five"; o.k3 = "back";
	const keys = Object.keys(o);
	keys.length === 40 && keys[0] === "5" && keys[1] === "k0" && keys[4] === "k4" &&
		keys[39] === "k3" && o.k39 === 39 && !("k30" in o) && JSON.stringify(o).length > 0;
	`
	testScript(SCRIPT, valueTrue, t)
}
