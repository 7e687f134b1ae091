const people = ["Ödön", "Oskar", "olga", "Émile", "Eve", "ed", "Zoë", "zack", "Åsa", "Aaron"];
return {
  default: people.toSorted((a, b) => a.localeCompare(b)),
  baseDedupe: [...new Map(people.map((p) => [p.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(), p])).values()].length,
  firstLetters: [...new Set(people.map((p) => p[0].toUpperCase()))].sort((a, b) => a.localeCompare(b)),
};
