const m = new Map([["a", 1], ["b", { nested: true }]]);
const obj = Object.fromEntries(m);
const back = new Map(Object.entries(obj));
const weird = new Map([[1, "num"], ["1", "str"], [NaN, "nan"], [0, "zero"]]);
return {
  obj,
  same: back.get("b") === m.get("b"),
  weirdSize: weird.size,
  getNaN: weird.get(NaN),
  getNegZero: weird.get(-0),
  json: JSON.stringify([...weird]),
};
