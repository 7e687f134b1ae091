const tokens = [];
const re = /\s*(\d+|[+*\/()-])/y;
const src = "12 + 3*(4 - 1)";
let m;
while ((m = re.exec(src))) tokens.push(m[1]);
const g = /o/g;
const positions = [];
while (g.exec("foo boo") !== null) positions.push(g.lastIndex);
return { tokens, positions, lastIndexAfter: re.lastIndex };
