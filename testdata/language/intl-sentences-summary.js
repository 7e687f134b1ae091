// Build a short summary from a tool's description: the first two
// sentences, and how many sentences each paragraph has.
const text = `Acme Corp. reported revenue of $4.5 million in Q3. That's up 12% vs. last year! Will it last? Analysts aren't sure.

The CEO, Mr. Smith, said: "We're growing." Shares rose 3.2%. 
See https://example.com/report.pdf for details.`;
const seg = new Intl.Segmenter("en", { granularity: "sentence" });
const sentences = [...seg.segment(text)].map((s) => s.segment);
const summary = sentences.slice(0, 2).map((s) => s.trim()).join(" ");
const perParagraph = text.split(/\n\s*\n/).map((p) => [...seg.segment(p)].length);
const de = [...new Intl.Segmenter("de-DE", { granularity: "sentence" }).segment("Das kostet 4,50 €. Wirklich? Ja!")].map((s) => s.segment);
const ja = [...new Intl.Segmenter("ja", { granularity: "sentence" }).segment("今日は晴れです。明日は雨？")].map((s) => s.segment);
const at = seg.segment(text).containing(60);
console.log(summary);
return { count: sentences.length, sentences, perParagraph, de, ja, at, resolved: seg.resolvedOptions() };
