package goja

import "testing"

// The tests of execbox_strings.go and of the string and regular expression
// patches beside it (PATCHES.md, "Guest compute"). Each expected value is
// what Node (V8) prints for the same program.

func expectString(t *testing.T, src, want string) {
	t.Helper()
	v, err := New().RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// Array.prototype.join writes numbers and strings straight into its
// buffer; everything else, holes, accessors, a toString that shrinks the
// array, an index found on the prototype, must read as before.
func TestJoinElements(t *testing.T) {
	expectString(t, `(() => {
const out = [];
out.push([1, -0, 1.5, 1e21, 1e-7, NaN, Infinity, -Infinity, -5, 0.1 + 0.2, 2 ** 53, -(2 ** 31), 123456789012].join("|"));
out.push([1, , undefined, null, "x", true, {}, [2, [3, 4]], Symbol.iterator.description].join());
out.push(["é", 1, 2.5, "a", "😀"].join("-") + ":" + ["a", 7, "é"].join("€"));
const a = [1, 2, 3];
Object.defineProperty(a, 1, { get() { return "g" + this.length; } });
out.push(a.join("/"));
const b = [0, { toString() { b.length = 2; return "t"; } }, 5, 6];
out.push(b.join("+") + ":" + b.length);
Array.prototype[1] = "proto";
out.push([7, , 9].join());
delete Array.prototype[1];
out.push(Array.prototype.join.call({ length: 3, 0: "a", 2: 4.25 }, "~"));
out.push([].join() + "|" + [null].join() + "|" + [undefined, undefined].join() + "|" + [5].join());
out.push(["a", "b"].join(undefined) + "|" + ["a", "b"].join(null) + "|" + [1, 2].join(0));
out.push(String([1.5, [2.5, "é"]]));
return out.join("\n");
})()`, `1|0|1.5|1e+21|1e-7|NaN|Infinity|-Infinity|-5|0.30000000000000004|9007199254740992|-2147483648|123456789012
1,,,,x,true,[object Object],2,3,4,Symbol.iterator
é-1-2.5-a-😀:a€7€é
1/g3/3
0+t++:2
7,proto,9
a~~4.25
||,|5
a,b|anullb|102
1.5,2.5,é`)
}

// Joining strings and numbers makes no value per element.
func TestJoinDoesNotBoxElements(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var a = []; for (let i = 0; i < 1000; i++) a.push(i % 3 ? "s" + i : i * 1.5); function f() { return a.join(",").length; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 10, func() {
		if _, err := f(nil); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 50 {
		t.Errorf("%v allocations to join 1000 elements", allocs)
	}
}

// push on an array: setters on either prototype, a read-only index on
// Array.prototype, a read-only length, a frozen array, an array that
// becomes sparse, an array-like object.
func TestPushSemantics(t *testing.T) {
	expectString(t, `(() => {
const out = [];
const a = [1, 2];
out.push(a.push(3, 4, 5) + ":" + a.join());
out.push(a.push() + ":" + a.length);
let log = "";
Object.defineProperty(Array.prototype, "3", { set(v) { log += "set" + v + ";"; }, get() { return "pg"; }, configurable: true });
const b = [0, 1, 2];
out.push(b.push("x", "y") + ":" + log + ":" + b.hasOwnProperty(3) + ":" + b[3] + ":" + b[4] + ":" + b.length);
delete Array.prototype[3];
Object.defineProperty(Object.prototype, "1", { set(v) { log += "oset" + v + ";"; }, configurable: true });
const c = [9];
out.push(c.push("q") + ":" + log + ":" + c.hasOwnProperty(1) + ":" + c.length);
delete Object.prototype[1];
Object.defineProperty(Array.prototype, "0", { value: "ro", writable: false, configurable: true });
try { [].push(5); out.push("no throw"); } catch (e) { out.push(e.constructor.name); }
const d = []; d[0] = 5; out.push(d.length + ":" + d[0]);
delete Array.prototype[0];
const e = [1, 2];
Object.defineProperty(e, "length", { writable: false });
try { e.push(3); out.push("no throw"); } catch (err) { out.push(err.constructor.name + ":" + e.length + ":" + e[2] + ":" + e.hasOwnProperty(2)); }
const f = Object.freeze([1]);
try { f.push(2); out.push("no throw"); } catch (err) { out.push(err.constructor.name + ":" + f.length); }
const g = []; g.length = 100000; out.push(g.push(1, 2, 3) + ":" + g[100002] + ":" + g[99999]);
const h = { length: 2, 0: "a", 1: "b" };
out.push(Array.prototype.push.call(h, "c") + ":" + h[2] + ":" + h.length);
const k = [];
for (let i = 0; i < 5000; i++) k.push(i * 2);
out.push(k.length + ":" + k[4999] + ":" + k.indexOf(5000));
return out.join("\n");
})()`, `5:1,2,3,4,5
5:5
5:setx;:false:pg:y:5
2:setx;osetq;:false:2
TypeError
0:ro
TypeError:2:undefined:false
TypeError:1
100003:3:undefined
3:c:3
5000:9998:2500`)
}

// push boxes nothing but the length it returns: the index and the length
// it sets went through Values, and the index was formatted as a name to
// look for it on Array.prototype.
func TestPushAllocations(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var a = []; for (let i = 0; i < 1200; i++) a.push(i); function f() { a.length = 1000; for (let i = 0; i < 200; i++) a.push("x"); return a.length; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 10, func() {
		if v, err := f(nil); err != nil || v.ToInteger() != 1200 {
			t.Fatal(v, err)
		}
	})
	if allocs > 300 {
		t.Errorf("%v allocations for 200 pushes", allocs)
	}
}

// exec, test, match, matchAll, replace and split of global, sticky and
// plain RegExps, searched by Go's regexp past position 0 where that is
// exact (an ASCII string, no look-back assertion that the character
// before the start would answer differently) and by regexp2 otherwise (^,
// \b and \B after a word character or mid-line, UTF-16 strings, the u
// flag): the same matches, lastIndex values, named groups and d-flag
// indices as V8, and the match arrays' own properties in V8's order.
func TestRegExpExecAtOffsets(t *testing.T) {
	expectString(t, `(() => {
const out = [];
const show = (m) => m === null ? "null" : JSON.stringify([...m]) + "@" + m.index + (m.groups ? ":" + JSON.stringify(m.groups) : "") + (m.indices ? ":" + JSON.stringify([...m.indices]) + JSON.stringify(m.indices.groups) : "");
const all = (re, s) => { re.lastIndex = 0; const r = []; let m; while ((m = re.exec(s)) !== null) { r.push(show(m) + "/" + re.lastIndex); if (m[0] === "") re.lastIndex++; if (r.length > 20) break; } return r.join(" "); };
const s = "ab cd\nef ab\ncd-ab_ab";
for (const re of [/ab/g, /^ab/g, /^ab/gm, /ab$/gm, /\bab/g, /\Bab/g, /ab\b/g, /(?<w>[a-z]+)\n/g, /ab|cd/y, /(a)|(b)/g, /(?:)/g, /$/gm, /\b/g, /[a-f]{2}/gd, /(?<x>c)(?<y>d)?/gd])
  out.push(re + " " + all(re, s));
const u = "é ab\n𝒳ab \ud800ab ab";
for (const re of [/ab/g, /^ab/gm, /\bab/g, /./gu, /(?<a>a)b/g])
  out.push(re + " " + all(re, u));
const m = /(\d+)-(\d+)/.exec("x 12-34 y");
out.push(JSON.stringify(Object.keys(m)) + JSON.stringify(Object.getOwnPropertyNames(m)) + m.input + m.length);
m.push(1, 2, 3, 4, 5, 6, 7, 8); m.extra = 1; m.more = 2;
out.push(m.length + ":" + m.join() + ":" + Object.keys(m).join());
const big = /(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)/.exec("xabcdefghijx");
out.push(big.length + ":" + big.join() + ":" + big.index);
const res = [];
for (let i = 0; i < 3; i++) { const r = /a/g; res.push(r.lastIndex + "," + r.test("aa") + "," + r.lastIndex + "," + r.test("aa") + "," + r.lastIndex); r.extra = i; r.more = 2; res.push(Object.keys(r).join()); }
out.push(res.join(" "));
const r2 = /b/; r2.lastIndex = 5; out.push(r2.test("abc") + ":" + r2.lastIndex);
let reads = 0; const r3 = /b/; r3.lastIndex = { valueOf() { reads++; return 0; } }; out.push(r3.test("abc") + ":" + reads + ":" + r3.test("xyz") + ":" + reads);
const r4 = /b/y; out.push(r4.test("abc") + ":" + r4.lastIndex + ":" + (r4.lastIndex = 1, r4.test("abc")) + ":" + r4.lastIndex);
out.push([..."a1b22c333".matchAll(/\d+/g)].map(show).join(" "));
out.push([..."aaa".matchAll(/(?:)/g)].map(show).join(" "));
out.push([..."x😀y😀".matchAll(/(?:)/gu)].map((m) => m.index).join());
const r5 = /o/g; r5.exec = function (s) { return null; }; out.push([..."foo".matchAll(r5)].length);
const saved = RegExp.prototype.exec; let calls = 0;
RegExp.prototype.exec = function (s) { calls++; return saved.call(this, s); };
out.push([..."foo".matchAll(/o/g)].length + ":" + calls + ":" + /o/.test("foo") + ":" + calls);
RegExp.prototype.exec = saved;
out.push("a-b_c d".replace(/(\w)/g, "[$1$&]") + "|" + "ab cd ab".replace(/(?<k>ab)/g, "<$<k>$`+"`"+`>") + "|" + "é ab 𝒳 ab".replace(/ab/g, "$'|"));
out.push("x".repeat(5).replace(/x/g, (m, i) => i) + "|" + "é x y".replace(/\w/g, (m) => m.toUpperCase()));
out.push(JSON.stringify("a,b;c".split(/[,;]/)) + JSON.stringify("é,b".split(/(,)/)));
return out.join("\n");
})()`, `/ab/g ["ab"]@0/2 ["ab"]@9/11 ["ab"]@15/17 ["ab"]@18/20
/^ab/g ["ab"]@0/2
/^ab/gm ["ab"]@0/2
/ab$/gm ["ab"]@9/11 ["ab"]@18/20
/\bab/g ["ab"]@0/2 ["ab"]@9/11 ["ab"]@15/17
/\Bab/g ["ab"]@18/20
/ab\b/g ["ab"]@0/2 ["ab"]@9/11 ["ab"]@18/20
/(?<w>[a-z]+)\n/g ["cd\n","cd"]@3:{"w":"cd"}/6 ["ab\n","ab"]@9:{"w":"ab"}/12
/ab|cd/y ["ab"]@0/2
/(a)|(b)/g ["a","a",null]@0/1 ["b",null,"b"]@1/2 ["a","a",null]@9/10 ["b",null,"b"]@10/11 ["a","a",null]@15/16 ["b",null,"b"]@16/17 ["a","a",null]@18/19 ["b",null,"b"]@19/20
/(?:)/g [""]@0/0 [""]@1/1 [""]@2/2 [""]@3/3 [""]@4/4 [""]@5/5 [""]@6/6 [""]@7/7 [""]@8/8 [""]@9/9 [""]@10/10 [""]@11/11 [""]@12/12 [""]@13/13 [""]@14/14 [""]@15/15 [""]@16/16 [""]@17/17 [""]@18/18 [""]@19/19 [""]@20/20
/$/gm [""]@5/5 [""]@11/11 [""]@20/20
/\b/g [""]@0/0 [""]@2/2 [""]@3/3 [""]@5/5 [""]@6/6 [""]@8/8 [""]@9/9 [""]@11/11 [""]@12/12 [""]@14/14 [""]@15/15 [""]@20/20
/[a-f]{2}/dg ["ab"]@0:[[0,2]]undefined/2 ["cd"]@3:[[3,5]]undefined/5 ["ef"]@6:[[6,8]]undefined/8 ["ab"]@9:[[9,11]]undefined/11 ["cd"]@12:[[12,14]]undefined/14 ["ab"]@15:[[15,17]]undefined/17 ["ab"]@18:[[18,20]]undefined/20
/(?<x>c)(?<y>d)?/dg ["cd","c","d"]@3:{"x":"c","y":"d"}:[[3,5],[3,4],[4,5]]{"x":[3,4],"y":[4,5]}/5 ["cd","c","d"]@12:{"x":"c","y":"d"}:[[12,14],[12,13],[13,14]]{"x":[12,13],"y":[13,14]}/14
/ab/g ["ab"]@2/4 ["ab"]@7/9 ["ab"]@11/13 ["ab"]@14/16
/^ab/gm 
/\bab/g ["ab"]@2/4 ["ab"]@7/9 ["ab"]@11/13 ["ab"]@14/16
/./gu ["é"]@0/1 [" "]@1/2 ["a"]@2/3 ["b"]@3/4 ["𝒳"]@5/7 ["a"]@7/8 ["b"]@8/9 [" "]@9/10 ["\ud800"]@10/11 ["a"]@11/12 ["b"]@12/13 [" "]@13/14 ["a"]@14/15 ["b"]@15/16
/(?<a>a)b/g ["ab","a"]@2:{"a":"a"}/4 ["ab","a"]@7:{"a":"a"}/9 ["ab","a"]@11:{"a":"a"}/13 ["ab","a"]@14:{"a":"a"}/16
["0","1","2","index","input","groups"]["0","1","2","length","index","input","groups"]x 12-34 y3
11:12-34,12,34,1,2,3,4,5,6,7,8:0,1,2,3,4,5,6,7,8,9,10,index,input,groups,extra,more
11:abcdefghij,a,b,c,d,e,f,g,h,i,j:1
0,true,1,true,2 extra,more 0,true,1,true,2 extra,more 0,true,1,true,2 extra,more
true:5
true:1:false:2
false:0:true:2
["1"]@1 ["22"]@3 ["333"]@6
[""]@0 [""]@1 [""]@2 [""]@3
0,1,3,4,6
2
2:3:true:4
[aa]-[bb][__][cc] [dd]|<ab> cd <abab cd >|é  𝒳 ab| 𝒳 |
01234|é X Y
["a","b","c"]["é",",","b"]`)
}

// Each exec of a global RegExp past 0 on an ASCII string went through
// regexp2 (a rune copy of the string, cached, and about ten allocations
// per match) and built its result array property by property.
func TestRegExpExecAllocations(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var text = "amount=12 x amount=345 y ".repeat(100); function f() { const re = /amount=(\d+)/g; let m, n = 0; while ((m = re.exec(text)) !== null) n++; return n; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 5, func() {
		if v, err := f(nil); err != nil || v.ToInteger() != 200 {
			t.Fatal(v, err)
		}
	})
	if allocs > 200*8 {
		t.Errorf("%v allocations for 200 matches", allocs)
	}
}

// A RegExp literal evaluated in a loop is one allocation for the object,
// its pattern and lastIndex, and test of a plain RegExp tracks no
// captures.
func TestRegExpLiteralAllocations(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var lines = ["a PAID b", "c OPEN d"]; function f() { let n = 0; for (let i = 0; i < 100; i++) if (/PAID|REFUNDED/.test(lines[i & 1])) n++; return n; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 5, func() {
		if v, err := f(nil); err != nil || v.ToInteger() != 50 {
			t.Fatal(v, err)
		}
	})
	if allocs > 100*4 {
		t.Errorf("%v allocations for 100 literals tested", allocs)
	}
}

// Number, unary +, * and == of strings that are not integers: the integer
// attempt that comes first now fails without strconv's error value, and
// BigInt still tells "-0" from text that is no integer.
func TestStringToNumber(t *testing.T) {
	expectString(t, `(() => {
const xs = ["12", "12.5", " 7 ", "-0", "+5", "-", "+", "", "1e3", "0x1F", "0b101", "0o17", "1_000", "12abc", ".5", "5.", "-.5e-3", "99999999999999999999", "-9223372036854775809", "Infinity", "-Infinity", "infinity", "١٢", "\t\n42\n", "0.1", "00012"];
const out = xs.map((x) => { let b; try { b = String(BigInt(x)); } catch (e) { b = e.constructor.name; } return JSON.stringify(x) + "=" + Object.is(Number(x), -0) + "/" + Number(x) + "/" + (+x) + "/" + (x * 1) + "/" + (x == 12) + "/" + b; });
return out.join("\n");
})()`, `"12"=false/12/12/12/true/12
"12.5"=false/12.5/12.5/12.5/false/SyntaxError
" 7 "=false/7/7/7/false/7
"-0"=true/0/0/0/false/0
"+5"=false/5/5/5/false/5
"-"=false/NaN/NaN/NaN/false/SyntaxError
"+"=false/NaN/NaN/NaN/false/SyntaxError
""=false/0/0/0/false/0
"1e3"=false/1000/1000/1000/false/SyntaxError
"0x1F"=false/31/31/31/false/31
"0b101"=false/5/5/5/false/5
"0o17"=false/15/15/15/false/15
"1_000"=false/NaN/NaN/NaN/false/SyntaxError
"12abc"=false/NaN/NaN/NaN/false/SyntaxError
".5"=false/0.5/0.5/0.5/false/SyntaxError
"5."=false/5/5/5/false/SyntaxError
"-.5e-3"=false/-0.0005/-0.0005/-0.0005/false/SyntaxError
"99999999999999999999"=false/100000000000000000000/100000000000000000000/100000000000000000000/false/99999999999999999999
"-9223372036854775809"=false/-9223372036854776000/-9223372036854776000/-9223372036854776000/false/-9223372036854775809
"Infinity"=false/Infinity/Infinity/Infinity/false/SyntaxError
"-Infinity"=false/-Infinity/-Infinity/-Infinity/false/SyntaxError
"infinity"=false/NaN/NaN/NaN/false/SyntaxError
"١٢"=false/NaN/NaN/NaN/false/SyntaxError
"\t\n42\n"=false/42/42/42/false/42
"0.1"=false/0.1/0.1/0.1/false/SyntaxError
"00012"=false/12/12/12/true/12`)
}

// Number("12.5") allocates only the number it returns.
func TestStringToNumberAllocations(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var cells = ["12.5", "0.25", "-3.75", "1e3"]; function f() { let n = 0; for (let i = 0; i < 100; i++) n += Number(cells[i & 3]); return n; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 5, func() {
		if _, err := f(nil); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 100*3 { // the number and the sum
		t.Errorf("%v allocations for 100 conversions", allocs)
	}
}

// padStart and padEnd with the default filler, an ASCII or a non-ASCII
// one, an empty one, a number and an object as filler.
func TestStringPad(t *testing.T) {
	expectString(t, `(() => {
const out = [];
for (const [s, n, f] of [["ab", 5, undefined], ["ab", 5, "xy"], ["ab", 6, "é"], ["é", 4, undefined], ["é", 5, "xy"], ["abc", 2, "x"], ["ab", 5, ""], ["ab", 4, 7], ["ab", 7, {toString() { return "<>"; }}], ["x", 3.9, "0"], ["𝒳", 4, "😀"]])
  out.push(JSON.stringify([s.padStart(n, f), s.padEnd(n, f)]));
out.push((12.345).toFixed(2).padStart(10) + "|" + (5).toString().padStart(3, "0") + "|" + "id".padEnd(12) + "|");
return out.join("\n");
})()`, `["   ab","ab   "]
["xyxab","abxyx"]
["ééééab","abéééé"]
["   é","é   "]
["xyxyé","éxyxy"]
["abc","abc"]
["ab","ab"]
["77ab","ab77"]
["<><><ab","ab<><><"]
["00x","x00"]
["😀𝒳","𝒳😀"]
     12.35|005|id          |`)
}

// padStart allocates the new string and its value, no more.
func TestStringPadAllocations(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var ids = ["a1", "b22"]; function f() { let n = 0; for (let i = 0; i < 100; i++) n += ids[i & 1].padStart(12).length + ids[i & 1].padEnd(8, ".").length; return n; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 5, func() {
		if _, err := f(nil); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 200*2+120 { // each string and its value, and the sum
		t.Errorf("%v allocations for 200 pads", allocs)
	}
}

// trim, trimStart and trimEnd of ASCII strings by bytes, and of others as
// before: the ASCII white space and line terminators go, the C0 separators
// \x1c-\x1f stay, as in V8.
func TestStringTrim(t *testing.T) {
	expectString(t, `(() => {
const xs = ["", " ", "a", " a ", "\t\n\v\f\r a b \r\n", "\u00a0x\u00a0", "\ufeffy\u2028", "é ", "  é", "\u3000z", "x\u0085", "\x1c a \x1f", "ab  "];
return xs.map((x) => JSON.stringify([x.trim(), x.trimStart(), x.trimEnd(), x.trim() === x])).join("\n");
})()`, `["","","",true]
["","","",false]
["a","a","a",true]
["a","a "," a",false]
["a b","a b \r\n","\t\n\u000b\f\r a b",false]
["x","x "," x",false]
["y","y ","`+"\ufeff"+`y",false]
["é","é ","é",false]
["é","é","  é",false]
["z","z","　z",false]
["x","x","x",true]
["\u001c a \u001f","\u001c a \u001f","\u001c a \u001f",true]
["ab","ab  ","ab",false]`)
}

// Trimming an ASCII string with nothing to trim allocates nothing.
func TestStringTrimAllocations(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var cells = ["ord-000001", "cust-12", " north "]; function f() { let n = 0; for (let i = 0; i < 99; i++) n = cells[i % 3].trim().length; return n; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 5, func() {
		if _, err := f(nil); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 33+10 { // the one string in three that has spaces
		t.Errorf("%v allocations for 99 trims", allocs)
	}
}
