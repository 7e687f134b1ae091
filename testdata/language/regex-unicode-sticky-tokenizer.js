const tokens = [];
const re = /\s*(?:(?<word>\p{L}+)|(?<num>\p{Nd}+)|(?<sym>\p{P}|\p{S}))/uy;
const src = "Größe: 42€, ok!";
let m;
while ((m = re.exec(src))) {
  const [kind, text] = Object.entries(m.groups).find(([, v]) => v !== undefined);
  tokens.push(`${kind}:${text}`);
}
return tokens;
