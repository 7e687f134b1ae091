function slugify(s) {
  return s
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
const titles = ["Héllo, Wörld!", "Ça va? Très bien.", "  Multiple   spaces  ", "Ελληνικά Γράμματα", "2024: Année record", "Ünïcödé—Test"];
return titles.map(slugify);
