const text = "Grüße, 世界! 🎈";
const bytes = new TextEncoder().encode(text);
const b64 = btoa(String.fromCharCode(...bytes));
const back = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
return { b64, same: back === text, bytes: bytes.length };
