const esc = (s) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const unesc = (s) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e]);
const input = `<a href="x?a=1&b=2">O'Reilly</a>`;
return { escaped: esc(input), roundTrip: unesc(esc(input)) === input, encoded: encodeURIComponent(input), uri: encodeURI("https://x.io/a b?q=ü") };
