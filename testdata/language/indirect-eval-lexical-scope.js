// A script run by indirect eval keeps its let, const and class in a
// scope of its own, and its function declarations close over that scope:
// a function declared before a let of the same script sees the binding
// (in its dead zone until the let runs), as it does in Node.
const ev = eval;
const out = {};
const attempt = (name, code) => {
  try {
    out[name] = ev(code);
  } catch (e) {
    out[name] = `${e.name}: ${e.message}`;
  }
};
attempt("tdz", "function f1() { return y1 } f1(); let y1 = 1");
attempt("after", "function f2() { return y2 } let y2 = 2; f2()");
attempt("const", "function f3() { return c3 * 2 } const c3 = 21; f3()");
attempt("class", "function f4() { return new C4().v } class C4 { v = 4 } f4()");
attempt("generator", "function* g5() { yield k5 } const k5 = 5; g5().next().value");
attempt("async", "async function a6() { return z6 } let z6 = 6; typeof a6");
attempt("later", "function f7() { return w7 } let w7 = 7; typeof f7");
out.laterCall = typeof f7 === "function" ? f7() : "f7 missing";
out.laterGlobal = typeof w7;
attempt("dup", "function d8() { return 1 } function d8() { return q8 } let q8 = 8; d8()");
attempt("running", "function* g9() { it9.next() } const it9 = g9(); it9.next()");
attempt("shadow", "var s10 = 'var'; function f10() { return t10 } let t10 = 'let'; f10() + s10");
attempt("nested", "function f11() { return (() => u11)() } let u11 = 11; f11()");
out.globalFns = [typeof f1, typeof f2, typeof g5, typeof d8].join(",");
return out;
