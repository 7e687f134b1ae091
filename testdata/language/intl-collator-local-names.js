// Sort customer names the way each country's users expect.
const lists = {
  da: ["Øberg", "Aagaard", "Andersen", "Ærø", "Åkesson", "Zander", "Berg", "berg", "Østergaard", "Århus"],
  sv: ["Öberg", "Åberg", "Andersson", "Ängel", "Zetterberg", "Wallin", "Vik", "Ek"],
  pl: ["Łukasz", "Lech", "Żaneta", "Zofia", "Ścibor", "Sławomir", "Ćwik", "Cezary"],
  cs: ["Chalupa", "Hora", "Čermák", "Cibulka", "Řehoř", "Rychlý", "Šťastný", "Sova"],
  tr: ["Işık", "İnce", "Irmak", "Çelik", "Can", "Şahin", "Sarı", "Öztürk", "Ozan"],
};
const sorted = {};
for (const [lang, names] of Object.entries(lists)) sorted[lang] = [...names].sort(new Intl.Collator(lang).compare);
console.log(sorted.da.join(", "));
return {
  sorted,
  viaLocaleCompare: ["b", "B", "a", "A"].sort((x, y) => x.localeCompare(y, "da-DK")),
  resolved: ["da", "sv-SE", "it"].map((l) => new Intl.Collator(l).resolvedOptions()),
};
