// Built-ins print as native code, whatever they are written in: code that
// tells a built-in from a user function by its text (a common polyfill
// check) must see the same as in V8.
const isNative = (f) => /\{\s*\[native code\]\s*\}/.test(Function.prototype.toString.call(f));
const format = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, "format").get;
return {
  collator: String(Intl.Collator),
  numberFormat: String(Intl.NumberFormat),
  format: String(format),
  structuredClone: String(structuredClone),
  natives: [Intl.DateTimeFormat, Intl.PluralRules, structuredClone, format, Array.prototype.map].map(isNative),
  user: isNative(function f() {}),
  collatorLength: Intl.Collator.length,
};
