// The case-folding sweep's program: scripts/casefold/sweep.mjs runs it in
// Node and in the runner and compares what it returns. It is the body of a
// function; FIXTURE is replaced by the recorded classes
// (third_party/goja/testdata/casefold_v8.json) before it runs, and PARTS by
// the sections to run.
const fixture = FIXTURE;
const parts = PARTS;
const out = {};
const hex = (c) => c.toString(16).padStart(4, "0");
const esc = (c) => (c > 0xffff ? `\\u{${c.toString(16)}}` : `\\u${hex(c)}`);
const isSur = (c) => c >= 0xd800 && c <= 0xdfff;
const units = [];
for (let c = 0; c < 0x10000; c++) units.push(String.fromCharCode(c));
const S = units.join(""); // every code unit, surrogates too: regexp2 without u
const NS = units.filter((_, c) => !isSur(c)); // every BMP character
const SNS = NS.join(""); // no surrogates: Go's regexp can take it
const cased = new Set(fixture.nonUnicode.flat().concat(fixture.unicode.flat()).map((h) => parseInt(h, 16)));
const C = [...cased].filter((c) => c <= 0xffff).sort((a, b) => a - b); // BMP characters of some class
const CU = [...cased].sort((a, b) => a - b);
for (let c = 0; c < 0x300; c++) if (!cased.has(c)) C.push(c);
C.sort((a, b) => a - b);

// each: for every x, the code units (or points, with u) that match; only
// those that are not [x] are kept.
function sweep(name, xs, run) {
  if (!parts.includes(name)) return;
  const res = {};
  for (const x of xs) {
    const got = run(x);
    if (!(got.length === 1 && got[0] === x)) res[hex(x)] = got.map(hex).join(" ");
  }
  out[name] = res;
}
const offsets = (text, re, map) => {
  const got = [];
  text.replace(re, (...a) => {
    got.push(map(a[a.length - 2]));
    return "";
  });
  return got;
};
// matched is what a global single-character pattern matches, as code
// units or points (String.prototype.match: no callback per match).
const matched = (text, re) => (text.match(re) || []).map((m) => m.codePointAt(0));
const codeAt = (text) => (i) => text.charCodeAt(i);
const pointAt = (text) => (i) => text.codePointAt(i);

// Without u: every code unit against every other, on each path.
sweep("single-go", NS.map((s) => s.charCodeAt(0)), (x) => matched(SNS, new RegExp(esc(x), "gi")));
sweep("single-regexp2-surrogates", units.map((_, c) => c), (x) => (S.match(new RegExp(esc(x), "gi")) || []).map((m) => m.charCodeAt(0)));
sweep("single-lookahead", NS.map((s) => s.charCodeAt(0)), (x) => matched(SNS, new RegExp(`(?=${esc(x)})[^]`, "gi")));
sweep("single-lookbehind", NS.map((s) => s.charCodeAt(0)), (x) => offsets(SNS, new RegExp(`(?<=${esc(x)})`, "gi"), (i) => SNS.charCodeAt(i - 1)));
sweep("class-go", NS.map((s) => s.charCodeAt(0)), (x) => matched(SNS, new RegExp(`[${esc(x)}]`, "gi")));

// A backreference, a sticky search from each position, and exec from a
// lastIndex: every character of some class (and the first 768) against
// those.
const SC = C.map((c) => String.fromCharCode(c)).join("");
sweep("backreference", C, (x) => {
  const t = C.map((c) => String.fromCharCode(x, c)).join("");
  const got = [];
  const re = new RegExp(`(${esc(x)})\\1`, "gi");
  for (let m; (m = re.exec(t)); ) if (m.index % 2 === 0) got.push(t.charCodeAt(m.index + 1));
  return got;
});
sweep("backreference-u", CU, (x) => {
  const t = CU.map((c) => String.fromCodePoint(x, c)).join("");
  const got = [];
  const re = new RegExp(`(${esc(x)})\\1`, "giu");
  for (let m; (m = re.exec(t)); ) {
    const first = t.codePointAt(m.index);
    if (first === x) got.push(t.codePointAt(m.index + (first > 0xffff ? 2 : 1)));
  }
  return [...new Set(got)].sort((a, b) => a - b);
});
sweep("sticky", C, (x) => {
  const re = new RegExp(esc(x), "iy");
  const got = [];
  for (let i = 0; i < SC.length; i++) {
    re.lastIndex = i;
    if (re.test(SC)) got.push(SC.charCodeAt(i));
  }
  return got;
});
sweep("global-from-lastindex", C, (x) => {
  const re = new RegExp(esc(x), "gi");
  re.lastIndex = 1;
  const got = [];
  for (let m; (m = re.exec(SC)); ) got.push(SC.charCodeAt(m.index));
  return got;
});
// Ranges across the classes' edges: [x-x+k] and its negation, on the Go
// path and on regexp2 (lookahead).
if (parts.includes("ranges")) {
  const res = {};
  const text = SC;
  for (const x of C) {
    for (const k of [1, 2, 7, 31]) {
      if (isSur(x + k) || x + k > 0xffff) continue;
      for (const [neg, pre] of [["", ""], ["^", ""], ["", "(?=[^])"]]) {
        const re = new RegExp(`${pre}[${neg}${esc(x)}-${esc(x + k)}]`, "gi");
        const key = `${pre}[${neg}${hex(x)}-${hex(x + k)}]`;
        if (neg) {
          // the characters of the text the negated class leaves out
          const left = [...text.replace(re, "")].map((m) => m.charCodeAt(0)).filter((c) => c < x || c > x + k);
          if (left.length) res[key] = left.map(hex).join(" ");
        } else {
          const got = matched(text, re).filter((c) => c < x || c > x + k);
          if (got.length) res[key] = got.map(hex).join(" ");
        }
      }
    }
  }
  out.ranges = res;
}

// With u: the code points that match another are found by halving (as
// scripts/casefold/record.mjs does), on the Go path and on regexp2.
function active(lookahead) {
  const found = new Set();
  const cls = (lo, hi) => {
    const p = [];
    if (lo < 0xd800) p.push(`${esc(lo)}-${esc(Math.min(hi, 0xd7ff))}`);
    if (hi > 0xdfff) p.push(`${esc(Math.max(lo, 0xe000))}-${esc(hi)}`);
    return p.length ? new RegExp(lookahead ? `(?=[${p.join("")}])[^]` : `[${p.join("")}]`, "giu") : null;
  };
  const str = (lo, hi) => {
    const p = [];
    for (let c = lo; c <= hi; c++) if (!isSur(c)) p.push(String.fromCodePoint(c));
    return p.join("");
  };
  const probe = (a, b, c, d) => {
    const re = cls(a, b);
    if (!re) return;
    for (const m of str(c, d).match(re) || []) found.add(m.codePointAt(0));
  };
  for (let size = 2; size <= 0x200000; size *= 2) {
    for (let lo = 0; lo <= 0x10ffff; lo += size) {
      const mid = lo + size / 2;
      if (mid > 0x10ffff) break;
      const hi = Math.min(lo + size - 1, 0x10ffff);
      probe(lo, mid - 1, mid, hi);
      probe(mid, hi, lo, mid - 1);
    }
  }
  return [...found].sort((a, b) => a - b).map(hex).join(" ");
}
if (parts.includes("u-active")) out["u-active"] = { go: active(false), regexp2: active(true) };
const SU = CU.map((c) => String.fromCodePoint(c)).join("");
sweep("u-single-go", CU, (x) => matched(SU, new RegExp(esc(x), "giu")));
sweep("u-single-lookahead", CU, (x) => matched(SU, new RegExp(`(?=${esc(x)})[^]`, "giu")));
if (parts.includes("u-ranges")) {
  const res = {};
  for (const x of CU) {
    for (const k of [1, 7, 31]) {
      for (const [neg, pre] of [["", ""], ["^", ""], ["", "(?=[^])"]]) {
        const re = new RegExp(`${pre}[${neg}${esc(x)}-${esc(x + k)}]`, "giu");
        const key = `${pre}[${neg}${hex(x)}-${hex(x + k)}]`;
        if (neg) {
          const left = [...SU.replace(re, "")].map((m) => m.codePointAt(0)).filter((c) => c < x || c > x + k);
          if (left.length) res[key] = left.map(hex).join(" ");
        } else {
          const got = matched(SU, re).filter((c) => c < x || c > x + k);
          if (got.length) res[key] = got.map(hex).join(" ");
        }
      }
    }
  }
  out["u-ranges"] = res;
}
return JSON.stringify(out);
