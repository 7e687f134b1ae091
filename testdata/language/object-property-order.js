const o = { b: 1, 2: "two", a: 2, 1: "one", [Symbol("s")]: 3, "-1": "neg", "01": "lead" };
o.c = 3;
delete o.b;
o.b = 4;
return { keys: Object.keys(o), json: JSON.stringify(o), entries: Object.entries({ z: 1, y: 2 }), assign: Object.assign({}, { x: 1 }, null, { y: 2 }) };
