// expect: timeout|runtime_error
// options: {"timeoutMs": 1000}
// JSON.stringify of a 50,000-deep object (it fits the memory limit) recurses
// natively, and its cycle check makes the walk quadratic.
let o = {};
for (let i = 0; i < 5e4; i++) o = { o };
JSON.stringify(o).length;
