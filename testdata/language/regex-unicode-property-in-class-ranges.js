const s = "abc-XYZ_123 αβγ ДЖ 😀!";
return {
  lettersAndDash: s.match(/[\p{L}-]+/gu),
  digitsOrUnderscore: s.match(/[\p{Nd}_]+/gu),
  notLetterNotSpace: s.match(/[^\p{L}\s]+/gu),
  mixed: s.match(/[\p{Lu}\d]+/gu),
};
