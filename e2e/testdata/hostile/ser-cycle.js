// expect: serialization_error
// options: {"timeoutMs": 1000}
// A result with a cycle through an array.
const o = { list: [] };
o.list.push({ back: o });
o;
