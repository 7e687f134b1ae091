const text = "Price: ١٢٣ ريال، and 456 dollars; ー katakana mark; 々 repeat";
return {
  arabicScx: text.match(/\p{scx=Arab}+/gu),
  arabicSc: text.match(/\p{sc=Arab}+/gu),
  hanScx: text.match(/\p{Script_Extensions=Han}/gu),
  katakanaScx: text.match(/\p{scx=Kana}/gu),
};
