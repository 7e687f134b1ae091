// Detect the script of each snippet.
const snippets = ["Привет мир", "Hello world", "Γειά σου", "こんにちは", "مرحبا", "שלום", "你好", "안녕하세요", "नमस्ते"];
const scripts = ["Latin", "Cyrillic", "Greek", "Hiragana", "Arabic", "Hebrew", "Han", "Hangul", "Devanagari"];
return snippets.map((s) => {
  const found = scripts.filter((sc) => new RegExp(`\\p{Script=${sc}}`, "u").test(s));
  return `${s}: ${found.join("+")}`;
});
