const original = { when: new Date(0), list: [1, { deep: true }], map: new Map([["k", new Set([1, 2])]]), re: /x/gi };
const copy = structuredClone(original);
copy.list[1].deep = false;
let err;
try { structuredClone({ f() {} }); } catch (e) { err = e.name; }
return {
  deepUnchanged: original.list[1].deep,
  dateCopied: copy.when instanceof Date && copy.when !== original.when && copy.when.getTime() === 0,
  mapCopied: copy.map.get("k").has(2),
  re: String(copy.re),
  err,
};
