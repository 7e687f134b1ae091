// Tokenizing with patterns that can match the empty string, as a model
// writes them for quick parsing: global replace, match, split, sticky.
const line = "Ab aB, cd;ef";
const tagged = line.replace(/b*|,/gi, "|");
const pieces = line.match(/[a-z]*/gi);
const parts = "x\nab\nba".split(/\w*?(?=a)\.*?/i);
const parts2 = "Ab aB".split(/(?!b)(?!b){1,2}[^a]?\.*/m);
const words = "one  two three".split(/\s*/);
const emoji = "a😀b".replace(/(?:)/gu, "-");
const once = "éa😀b".replace(/.*(?<=a)/u, "<$&>");
const sticky = /b./y;
sticky.lastIndex = 1;
const st = "Ab aB".replace(sticky, "<$&>");
const sticky2 = /[😀]{1,2}/y;
const st2 = "éa😀b".replace(sticky2, "<$&>");
return { tagged, pieces, parts, parts2, words, emoji, once, st, st2, last: sticky.lastIndex };
