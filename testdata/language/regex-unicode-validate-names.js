const isValidName = (s) => /^[\p{L}\p{M}' -]{2,40}$/u.test(s) && !/^\P{L}/u.test(s);
const inputs = ["Zoë", "Jean-Luc Picard", "O'Neil", "X Æ A-12", "ab", "-dash", "Ñandú", "李", "name_with_underscore", "   "];
return inputs.map((s) => [s, isValidName(s)]);
