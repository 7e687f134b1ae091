const grid = [[1, 2, 3], [4, 99, 6], [7, 8, 9]];
let found = null;
outer: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] > 50) { found = [r, c]; break outer; }
  }
}
const kind = (x) => {
  switch (typeof x) {
    case "number": return Number.isInteger(x) ? "int" : "float";
    case "string": return "str";
    default: return "other";
  }
};
return { found, kinds: [1, 1.5, "s", null, undefined, {}].map(kind) };
