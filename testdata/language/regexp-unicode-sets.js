// The RegExp v flag (unicodeSets) and the pattern errors V8 throws.
const tryIt = (f) => { try { return f(); } catch (e) { return `${e.name}: ${e.message}`; } };

// Set operations, nested classes and string literals.
console.log("consonants", "javascript".match(/[[a-z]--[aeiou]]/gv).join(""));
console.log("intersection", "a1b2_c3".match(/[\w&&\p{Nd}]/gv).join(""));
console.log("strings", "abcdxab".match(/[\q{abc|ab|d}]/gv));
console.log("greek", /^[\p{Script=Greek}&&\p{L}]+$/v.test("αβγ"));

// Properties of strings match whole emoji sequences.
const text = "family 👨‍👩‍👧, flag 🇯🇵, keycap 5️⃣, thumbs 👍🏽, heart ❤️.";
console.log("emoji", text.match(/\p{RGI_Emoji}/gv));
console.log("flags only", text.match(/\p{RGI_Emoji_Flag_Sequence}/gv));
console.log("no emoji", text.replace(/\p{RGI_Emoji}/gv, "*"));
console.log("split", "a👍🏽b🇯🇵c".split(/\p{RGI_Emoji}/v));

// Flags and getters.
const re = /[\p{L}--\p{Lu}]/giv;
console.log("flags", re.flags, String(re), re.unicodeSets, re.unicode);
console.log("order", new RegExp("x", "ysvmigd").flags);
console.log("u+v", tryIt(() => new RegExp("x", "uv")));

// Syntax V8 rejects.
const bad = [
  ["[a&&&b]", "v"], ["[^\\p{RGI_Emoji}]", "v"], ["[(]", "v"], ["[a-z&&b]", "v"],
  ["\\p{RGI_Emoji}", "u"], ["\\a", "u"], ["a{", "u"], ["(?=a)*", "u"], ["]", "u"],
  ["[\\d-a]", "u"], ["(?<a>x)|(?<a>y)", ""], [".(?<=.)?", ""], ["\\k<b>(?<a>x)", ""],
];
for (const [p, f] of bad) console.log(tryIt(() => new RegExp(p, f)));

// Annex B patterns that stay valid without u.
return [/\c/.test("\\c"), /a{/.test("a{"), /]/.test("]"), /(?=a)*/.test("a"), /\400/.exec(" 0")[0]];
