const post = "Loving the #café scene in #München and #東京! #2024 #a_b #naïve";
const tags = [...post.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]);
const onlyLetterTags = tags.filter((t) => /^\p{L}/u.test(t));
return { tags, onlyLetterTags };
