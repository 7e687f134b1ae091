const bytes = Uint8Array.from("deadbeef".match(/../g), (h) => parseInt(h, 16));
const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const sum = bytes.reduce((a, b) => a + b, 0);
return { bytes: Array.from(bytes), hex, sum, view: new DataView(bytes.buffer).getUint32(0).toString(16) };
