const inv = [{ sku: "a", stock: 0 }, { sku: "b", stock: 5 }, { sku: "c", stock: 0 }, { sku: "d", stock: 2 }];
return {
  find: inv.find((i) => i.stock > 0)?.sku,
  findIndex: inv.findIndex((i) => i.sku === "c"),
  findLast: inv.findLast((i) => i.stock > 0)?.sku,
  filter: inv.filter((i) => !i.stock).map((i) => i.sku),
  indexOf: ["x", "y", "x"].lastIndexOf("x"),
  some: inv.some((i) => i.stock > 4),
  at: inv.at(-2).sku,
  keysOfOut: Object.keys(Object.fromEntries(inv.map((i) => [i.sku, i.stock]))).join(""),
};
