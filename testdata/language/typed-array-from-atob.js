// Decode a base64 payload from a tool into bytes.
const b64 = "SGVsbG8sIOS4lueVjCEg8J+Ygg==";
const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const text = new TextDecoder().decode(bytes);
return { length: bytes.length, first: Array.from(bytes.slice(0, 5)), text };
