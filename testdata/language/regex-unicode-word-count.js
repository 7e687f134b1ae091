const texts = ["The quick brown fox.", "Ça, c'est très bien !", "Это тест — проверка", "中文 没有 空格", "mixed123 and 456"];
return texts.map((t) => ({ text: t, words: (t.match(/[\p{L}\p{M}\p{N}']+/gu) || []).length, letters: (t.match(/\p{L}/gu) || []).length }));
