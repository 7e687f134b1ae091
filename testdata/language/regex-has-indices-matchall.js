const src = "let a = 1; let bb = 22; let ccc = 333;";
const spans = [...src.matchAll(/let (\w+) = (\d+)/dg)].map((m) => ({ name: m[1], nameAt: m.indices[1], valueAt: m.indices[2] }));
const optional = /(a)(x)?/d.exec("a");
return { spans, optional: optional.indices, str: String(/x/dgimsy) };
