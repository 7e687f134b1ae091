// \b is ASCII-based in JavaScript: é is not a word character.
return {
  caf: "café au lait".match(/\bcaf\b/g),
  au: "café au lait".replace(/\bau\b/g, "AU"),
  words: "naïve résumé".match(/\b\w+\b/g),
  wordsU: "naïve résumé".match(/\b\w+\b/gu),
  nonBoundary: "über".match(/\B\w+/g),
};
