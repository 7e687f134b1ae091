// Interfaces for a search tool's result, then a typed summary.
interface SearchHit {
  id: string;
  title: string;
  score: number;
  tags?: string[];
}
interface SearchResult {
  query: string;
  hits: SearchHit[];
  nextCursor?: string | null;
}

const result: SearchResult = {
  query: "quarterly report",
  hits: [
    { id: "d1", title: "Q1 report", score: 0.92, tags: ["finance"] },
    { id: "d2", title: "Q2 draft", score: 0.41 },
    { id: "d3", title: "Q3 report", score: 0.88, tags: ["finance", "final"] },
  ],
  nextCursor: null,
};

const relevant: SearchHit[] = result.hits.filter((h: SearchHit): boolean => h.score >= 0.5);
const tagCounts: Record<string, number> = {};
for (const hit of relevant) {
  for (const tag of hit.tags ?? []) tagCounts[tag] = (tagCounts[tag] ?? 0) + 1;
}
console.log(`${relevant.length} of ${result.hits.length} hits are relevant`);
return { ids: relevant.map((h) => h.id), tagCounts, more: result.nextCursor != null };
