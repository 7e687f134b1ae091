// Sort file names the way a person expects: numbers by value, case aside.
const files = ["report10.pdf", "report2.pdf", "Report1.pdf", "report1.pdf", "notes.txt", "Notes.txt", "img12.png",
  "img3.png", "img003.png", "résumé.docx", "resume.docx", "Zeta.md", "alpha.md", "Äpfel.csv", "apfel.csv"];
const natural = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const byName = [...files].sort(natural.compare);
const plain = [...files].sort((a, b) => a.localeCompare(b));
const german = [...files].sort(new Intl.Collator("de-DE", { numeric: true }).compare);
const dedupe = files.filter((f, i) => files.findIndex((g) => natural.compare(f, g) === 0) === i);
console.log(byName.slice(0, 5).join(", "));
return { byName, plain, german, dedupe, same: natural.compare("Report1.pdf", "report1.pdf"), resolved: natural.resolvedOptions() };
