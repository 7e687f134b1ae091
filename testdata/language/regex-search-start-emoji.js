// Agent-style text handling that goes to goja's regexp2 engine
// (lookbehind, or emoji text searched without the u flag): CSV fields
// with optional quotes, tokens that keep their leading spaces, values
// after a colon, a sticky tokenizer that may match empty, and splitting
// on a letter followed by an emoji.
const csv = '"Ana 😀",42,"Bo",,"Cy, Jr"';
const fields = csv.match(/"?[^,]+/g);
const line = "go  to 🏠 now";
const tokens = line.match(/ *[^ ]+/g);
const kv = "name=Ana 😀;age=42;;city=Oslo";
const pairs = kv.match(/;?[^;]+/g);
const after = ["Subject: Launch 🚀 today", "From:ops", "none"].map((h) => (h.match(/(?<=:) *[^ ]+/) || [null])[0]);
const tags = "#a🙂#b🙂#c".split(/[a-z]🙂/);
const marked = "7👍 8👍 9".match(/[0-9]👍/g);
const spaced = "a😀b".replace(/ ?/gy, "|");
const words = "ab cd 😀".match(/\s*[a-z]*/gy);
return { fields, tokens, pairs, after, tags, marked, spaced, words };
