const csv = "id,val\n1,é\n";
const bytes = Uint8Array.from(unescape(encodeURIComponent(csv)), (c) => c.charCodeAt(0));
const viaEncoder = new TextEncoder().encode(csv);
return { same: bytes.length === viaEncoder.length && bytes.every((b, i) => b === viaEncoder[i]), n: bytes.length, last: Array.from(bytes.slice(-4)) };
