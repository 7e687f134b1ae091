// Case-insensitive search over user-supplied text that contains look-alike characters.
const readings = ["Temp 300\u212A (kelvin sign)", "temp 20k", "Ohm rating 5\u2126", "omega \u03c9 reading", "Stra\u00dfe", "STRASSE", "\u017Fpecial"];
const kelvin = readings.filter((s) => /\dk\b/i.test(s));
const omega = readings.filter((s) => /\u03c9/i.test(s));
const words = readings.map((s) => (s.match(/[a-z]+/gi) || []).length);
const firstSpecial = readings.findIndex((s) => /^special/i.test(s));
const hasStrasse = readings.filter((s) => /strasse/i.test(s));
return { kelvin, omega, words, firstSpecial, hasStrasse };
