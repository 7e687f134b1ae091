const docs = [
  { id: "d1", title: "Getting started with the API", body: "Install the client and call the API." },
  { id: "d2", title: "API rate limits", body: "The API allows 100 requests per minute per key." },
  { id: "d3", title: "Billing FAQ", body: "Invoices are sent monthly." },
];
const tokenize = (s) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const score = (doc, q) => {
  const terms = tokenize(q);
  const words = tokenize(doc.title + " " + doc.body);
  return terms.reduce((s, t) => s + words.filter((w) => w === t).length + (tokenize(doc.title).includes(t) ? 2 : 0), 0);
};
const q = "API limits";
return docs.map((d) => ({ id: d.id, score: score(d, q) })).filter((r) => r.score > 0).sort((a, b) => b.score - a.score);
