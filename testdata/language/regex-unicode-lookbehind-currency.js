// Lookbehind patterns go to a different engine inside goja; \p must work there too.
const text = "Items: €12.50, $7, ¥300 and £0.99; total ≈ €20.49";
const amounts = [...text.matchAll(/(?<=\p{Sc})\p{N}+(?:\.\p{N}+)?/gu)].map((m) => m[0]);
const symbols = text.match(/\p{Sc}(?=\p{N})/gu);
return { amounts, symbols };
