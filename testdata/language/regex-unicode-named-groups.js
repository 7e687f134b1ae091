const re = /(?<word>\p{L}+)\s+(?<num>\p{Nd}+)/u;
const rows = ["Größe 42", "Μέγεθος 7", "尺寸 ٣", "size x"];
return rows.map((r) => {
  const m = r.match(re);
  return m ? { ...m.groups } : null;
});
