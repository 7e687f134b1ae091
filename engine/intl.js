// The guest's Intl: the constructors and their option reading, as
// ECMA-402 states them; the formatting itself is Go (the intl package),
// reached through natives. This file is compiled only when the guest
// first touches Intl or a locale-sensitive built-in (toLocaleString,
// localeCompare, ...). It evaluates to a function that takes the
// intrinsics it uses (I) and the natives, and returns the Intl object and
// the delegates of the locale-sensitive built-ins.
(function (I, N) {
  "use strict";
  const TypeErrorCtor = I["TypeError"];
  const RangeErrorCtor = I["RangeError"];
  const defineProperty = I["Object.defineProperty"];
  const apply = I["Reflect.apply"];
  const toStringTag = N.toStringTag;

  // A record of the runner's own: no setter the guest put on
  // Object.prototype runs when it is filled in.
  const record = () => ({ __proto__: null });

  // Natives throw their RangeErrors and TypeErrors themselves.
  const unwrap = (r) => r;

  // CanonicalizeLocaleList.
  function canonicalizeLocaleList(locales) {
    const seen = [];
    if (locales === undefined) return seen;
    let list;
    if (typeof locales === "string") {
      list = [locales];
    } else {
      if (locales === null) throw new TypeErrorCtor("Cannot convert undefined or null to object");
      list = isLocale(locales) ? [locales] : locales;
      if (typeof list !== "object" && typeof list !== "function") list = [];
    }
    // ToLength: {length: -1} is empty (a ToUint32 would make it 2^32 - 1).
    let len = +list.length;
    len = len > 0 ? (len > 9007199254740991 ? 9007199254740991 : len - (len % 1)) : 0;
    for (let k = 0; k < len; k++) {
      if (!(k in list)) continue;
      const kValue = list[k];
      if (typeof kValue !== "string" && (typeof kValue !== "object" || kValue === null)) {
        throw new TypeErrorCtor("Language ID should be string or object.");
      }
      const tag = isLocale(kValue) ? slot(kValue, "Locale", "toString") : `${kValue}`;
      const canonical = unwrap(N.canonicalize(tag));
      let dup = false;
      for (let i = 0; i < seen.length; i++) if (seen[i] === canonical) dup = true;
      if (!dup) seen[seen.length] = canonical;
    }
    return seen;
  }

  // Each constructor's options, in the order ECMA-402 reads them, with
  // their types: s string, n number, b boolean, g useGrouping's own.
  const optionLists = {
    __proto__: null,
    // V8 11 (Node 20) reads roundingIncrement before notation and
    // roundingMode last; PluralRules reads neither (nor
    // trailingZeroDisplay).
    NumberFormat: ["localeMatcher:s", "numberingSystem:s", "style:s", "currency:s", "currencyDisplay:s",
      "currencySign:s", "unit:s", "unitDisplay:s", "roundingIncrement:n", "notation:s", "minimumIntegerDigits:n",
      "minimumFractionDigits:n", "maximumFractionDigits:n", "minimumSignificantDigits:n",
      "maximumSignificantDigits:n", "roundingPriority:s", "trailingZeroDisplay:s", "compactDisplay:s",
      "useGrouping:g", "signDisplay:s", "roundingMode:s"],
    PluralRules: ["localeMatcher:s", "type:s", "minimumIntegerDigits:n", "minimumFractionDigits:n",
      "maximumFractionDigits:n", "minimumSignificantDigits:n", "maximumSignificantDigits:n",
      "roundingPriority:s"],
    ListFormat: ["localeMatcher:s", "type:s", "style:s"],
    RelativeTimeFormat: ["localeMatcher:s", "numberingSystem:s", "style:s", "numeric:s"],
    DateTimeFormat: ["localeMatcher:s", "calendar:s", "numberingSystem:s", "hour12:b", "hourCycle:s",
      "timeZone:s", "weekday:s", "era:s", "year:s", "month:s", "day:s", "dayPeriod:s", "hour:s", "minute:s",
      "second:s", "fractionalSecondDigits:n", "timeZoneName:s", "formatMatcher:s", "dateStyle:s", "timeStyle:s"],
    Collator: ["usage:s", "localeMatcher:s", "collation:s", "numeric:b", "caseFirst:s", "sensitivity:s",
      "ignorePunctuation:b"],
    Segmenter: ["localeMatcher:s", "granularity:s"],
    DisplayNames: ["localeMatcher:s", "style:s", "type:s", "fallback:s", "languageDisplay:s"],
  };

  // readOptions reads each option once, converting it as GetOption does.
  function readOptions(kind, options, allowNull) {
    const out = record();
    if (options === undefined) return out;
    if (options === null) {
      if (allowNull) return out;
      throw new TypeErrorCtor("Cannot convert undefined or null to object");
    }
    const specs = optionLists[kind];
    for (let i = 0; i < specs.length; i++) {
      const name = specs[i].slice(0, -2);
      const type = specs[i][specs[i].length - 1];
      const v = options[name];
      if (v === undefined) continue;
      switch (type) {
        case "s": out[name] = `${v}`; break;
        case "n": out[name] = +v; break;
        case "b": out[name] = !!v; break;
        default: out[name] = typeof v === "boolean" ? v : `${v}`;
      }
    }
    return out;
  }

  // resolved turns [key, value] pairs into a plain object, in order.
  function resolved(pairs) {
    const o = {};
    for (let i = 0; i < pairs.length; i++) {
      const v = pairs[i][1];
      o[pairs[i][0]] = v;
    }
    return o;
  }

  function toParts(list) {
    const out = [];
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      const part = { type: p[0], value: p[1] };
      if (p.length > 2) part.unit = p[2];
      out[i] = part;
    }
    return out;
  }

  // Each instance's Go value, by instance: the brand check of every
  // method. (Functions, not classes: NumberFormat, DateTimeFormat and
  // Collator may be called without new.)
  const slots = new I["WeakMap"]();
  const weakMapGet = I["WeakMap.prototype.get"];
  const weakMapSet = I["WeakMap.prototype.set"];
  const call = (fn, self, ...args) => apply(fn, self, args);
  function slot(obj, kind, method) {
    const s = (typeof obj === "object" && obj !== null) ? call(weakMapGet, slots, obj) : undefined;
    if (s === undefined || s.kind !== kind) {
      throw new TypeErrorCtor(`Method Intl.${kind}.prototype.${method} called on incompatible receiver`);
    }
    return s.h;
  }
  function construct(kind, self, newTarget, proto, h) {
    const obj = newTarget === undefined ? { __proto__: proto } : self;
    call(weakMapSet, slots, obj, { __proto__: null, kind, h });
    return obj;
  }
  function method(ctor, name, fn, length) {
    defineProperty(fn, "name", { value: name });
    if (length !== undefined) defineProperty(fn, "length", { value: length });
    defineProperty(ctor.prototype, name, { value: fn, writable: true, configurable: true });
  }
  function getter(ctor, name, fn) {
    defineProperty(fn, "name", { value: `get ${name}` });
    defineProperty(ctor.prototype, name, { get: fn, configurable: true });
  }
  function requireNew(kind, newTarget) {
    if (newTarget === undefined) throw new TypeErrorCtor(`Constructor Intl.${kind} requires 'new'`);
  }

  function NumberFormat(locales = undefined, options = undefined) {
    const h = unwrap(N.numberFormat(canonicalizeLocaleList(locales), readOptions("NumberFormat", options)));
    return construct("NumberFormat", this, new.target, NumberFormat.prototype, h);
  }
  const boundFormats = new I["WeakMap"]();
  getter(NumberFormat, "format", function () {
    const h = slot(this, "NumberFormat", "format");
    let bound = call(weakMapGet, boundFormats, this);
    if (bound === undefined) {
      bound = (value) => N.numberFormatFormat(h, toNumeric(value), false);
      call(weakMapSet, boundFormats, this, bound);
    }
    return bound;
  });
  method(NumberFormat, "formatToParts", function formatToParts(value) {
    return toParts(N.numberFormatFormat(slot(this, "NumberFormat", "formatToParts"), toNumeric(value), true));
  });
  method(NumberFormat, "resolvedOptions", function resolvedOptions() {
    return resolved(N.resolved(slot(this, "NumberFormat", "resolvedOptions")));
  });
  // formatRange needs both ends (V8's TypeError names the missing one);
  // a NaN end is the RangeError Go throws.
  function numberRange(h, start, end, toParts) {
    if (start === undefined) throw new TypeErrorCtor("Invalid start : undefined");
    if (end === undefined) throw new TypeErrorCtor("Invalid end : undefined");
    const x = toNumeric(start);
    const y = toNumeric(end);
    // V8 names a string that is not a number as it was given.
    if (x !== x) throw new RangeErrorCtor(`Invalid start : ${typeof start === "string" ? start : x}`);
    if (y !== y) throw new RangeErrorCtor(`Invalid end : ${typeof end === "string" ? end : y}`);
    return N.numberFormatRange(h, x, y, toParts);
  }
  method(NumberFormat, "formatRange", function formatRange(start, end) {
    return numberRange(slot(this, "NumberFormat", "formatRange"), start, end, false);
  });
  method(NumberFormat, "formatRangeToParts", function formatRangeToParts(start, end) {
    const list = numberRange(slot(this, "NumberFormat", "formatRangeToParts"), start, end, true);
    const out = [];
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      out[i] = { type: p[0], value: p[1], source: p[2] };
    }
    return out;
  });

  // ToIntlMathematicalValue: a BigInt stays exact, a string of a decimal
  // number too; anything else becomes a Number.
  function toNumeric(value) {
    if (typeof value === "object" && value !== null) value = value.valueOf();
    if (typeof value === "bigint") return value;
    if (typeof value === "string") return N.decimalString(value);
    return +value;
  }

  function PluralRules(locales = undefined, options = undefined) {
    requireNew("PluralRules", new.target);
    const h = unwrap(N.pluralRules(canonicalizeLocaleList(locales), readOptions("PluralRules", options)));
    return construct("PluralRules", this, new.target, PluralRules.prototype, h);
  }
  method(PluralRules, "select", function select(value) {
    return N.pluralRulesSelect(slot(this, "PluralRules", "select"), +value);
  });
  method(PluralRules, "resolvedOptions", function resolvedOptions() {
    return resolved(N.resolved(slot(this, "PluralRules", "resolvedOptions")));
  });

  // StringListFromIterable.
  function stringList(list) {
    if (list === undefined) return [];
    const out = [];
    for (const item of list) {
      if (typeof item !== "string") throw new TypeErrorCtor("Iterable yielded a value which is not a string");
      out[out.length] = item;
    }
    return out;
  }

  function ListFormat(locales = undefined, options = undefined) {
    requireNew("ListFormat", new.target);
    const h = unwrap(N.listFormat(canonicalizeLocaleList(locales), readOptions("ListFormat", options)));
    return construct("ListFormat", this, new.target, ListFormat.prototype, h);
  }
  method(ListFormat, "format", function format(list) {
    const h = slot(this, "ListFormat", "format");
    return N.listFormatFormat(h, stringList(list), false);
  });
  method(ListFormat, "formatToParts", function formatToParts(list) {
    const h = slot(this, "ListFormat", "formatToParts");
    return toParts(N.listFormatFormat(h, stringList(list), true));
  });
  method(ListFormat, "resolvedOptions", function resolvedOptions() {
    return resolved(N.resolved(slot(this, "ListFormat", "resolvedOptions")));
  });

  function RelativeTimeFormat(locales = undefined, options = undefined) {
    requireNew("RelativeTimeFormat", new.target);
    const h = unwrap(N.relativeTimeFormat(canonicalizeLocaleList(locales), readOptions("RelativeTimeFormat", options)));
    return construct("RelativeTimeFormat", this, new.target, RelativeTimeFormat.prototype, h);
  }
  method(RelativeTimeFormat, "format", function format(value, unit) {
    const h = slot(this, "RelativeTimeFormat", "format");
    return unwrap(N.relativeTimeFormatFormat(h, +value, `${unit}`, false));
  });
  method(RelativeTimeFormat, "formatToParts", function formatToParts(value, unit) {
    const h = slot(this, "RelativeTimeFormat", "formatToParts");
    return toParts(unwrap(N.relativeTimeFormatFormat(h, +value, `${unit}`, true)));
  });
  method(RelativeTimeFormat, "resolvedOptions", function resolvedOptions() {
    return resolved(N.resolved(slot(this, "RelativeTimeFormat", "resolvedOptions")));
  });

  function DateTimeFormat(locales = undefined, options = undefined) {
    const h = N.dateTimeFormat(canonicalizeLocaleList(locales), readOptions("DateTimeFormat", options), "any", "date");
    return construct("DateTimeFormat", this, new.target, DateTimeFormat.prototype, h);
  }
  // A date argument: undefined is now, anything else a time value.
  const timeValue = (date) => (date === undefined ? N.now() : +date);
  const boundDateFormats = new I["WeakMap"]();
  getter(DateTimeFormat, "format", function () {
    const h = slot(this, "DateTimeFormat", "format");
    let bound = call(weakMapGet, boundDateFormats, this);
    if (bound === undefined) {
      bound = (date) => N.dateTimeFormatFormat(h, timeValue(date), false);
      call(weakMapSet, boundDateFormats, this, bound);
    }
    return bound;
  });
  method(DateTimeFormat, "formatToParts", function formatToParts(date) {
    const h = slot(this, "DateTimeFormat", "formatToParts");
    return toParts(N.dateTimeFormatFormat(h, timeValue(date), true));
  });
  // formatRange needs both dates (a TypeError, as V8 words it, when
  // either is undefined); a range ICU would build by combining patterns
  // throws the runner's RangeError from Go.
  function dateRange(h, startDate, endDate, toParts) {
    if (startDate === undefined || endDate === undefined) throw new TypeErrorCtor("Invalid time value");
    const x = +startDate;
    const y = +endDate;
    return N.dateTimeFormatRange(h, x, y, toParts);
  }
  method(DateTimeFormat, "formatRange", function formatRange(startDate, endDate) {
    return dateRange(slot(this, "DateTimeFormat", "formatRange"), startDate, endDate, false);
  });
  method(DateTimeFormat, "formatRangeToParts", function formatRangeToParts(startDate, endDate) {
    const list = dateRange(slot(this, "DateTimeFormat", "formatRangeToParts"), startDate, endDate, true);
    const out = [];
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      out[i] = { type: p[0], value: p[1], source: p[2] };
    }
    return out;
  });
  method(DateTimeFormat, "resolvedOptions", function resolvedOptions() {
    return resolved(N.resolved(slot(this, "DateTimeFormat", "resolvedOptions")));
  });

  function Collator(locales = undefined, options = undefined) {
    const h = N.collator(canonicalizeLocaleList(locales), readOptions("Collator", options));
    return construct("Collator", this, new.target, Collator.prototype, h);
  }
  const boundCompares = new I["WeakMap"]();
  getter(Collator, "compare", function () {
    const h = slot(this, "Collator", "compare");
    let bound = call(weakMapGet, boundCompares, this);
    if (bound === undefined) {
      bound = (x, y) => N.collatorCompare(h, `${x}`, `${y}`);
      call(weakMapSet, boundCompares, this, bound);
    }
    return bound;
  });
  method(Collator, "resolvedOptions", function resolvedOptions() {
    return resolved(N.resolved(slot(this, "Collator", "resolvedOptions")));
  });

  function Segmenter(locales = undefined, options = undefined) {
    requireNew("Segmenter", new.target);
    const h = N.segmenter(canonicalizeLocaleList(locales), readOptions("Segmenter", options));
    return construct("Segmenter", this, new.target, Segmenter.prototype, h);
  }
  // segment's result: the segments are computed once, in Go, as
  // [index, length, isWordLike] triples in UTF-16 code units.
  const segmentsProto = {};
  const segmentData = (input, word, s) => {
    const d = { segment: input.slice(s[0], s[0] + s[1]), index: s[0], input };
    if (word) d.isWordLike = s[2];
    return d;
  };
  method(Segmenter, "segment", function segment(string) {
    const h = slot(this, "Segmenter", "segment");
    const input = `${string}`;
    const list = N.segmenterSegments(h, input);
    const word = N.resolved(h)[1][1] === "word";
    const segments = { __proto__: segmentsProto };
    call(weakMapSet, slots, segments, { __proto__: null, kind: "Segments", h: { input, list, word } });
    return segments;
  });
  method(Segmenter, "resolvedOptions", function resolvedOptions() {
    return resolved(N.resolved(slot(this, "Segmenter", "resolvedOptions")));
  });
  defineProperty(segmentsProto, "containing", {
    value: function containing(index) {
      const { input, list, word } = slot(this, "Segments", "containing");
      let n = +index;
      n = n !== n ? 0 : n - (n % 1);
      if (n < 0 || n >= input.length) return undefined;
      for (let i = 0; i < list.length; i++) {
        if (n < list[i][0] + list[i][1]) return segmentData(input, word, list[i]);
      }
      return undefined;
    },
    writable: true, configurable: true,
  });
  defineProperty(segmentsProto, N.iterator, {
    value: function* segments() {
      const { input, list, word } = slot(this, "Segments", "[Symbol.iterator]");
      for (let i = 0; i < list.length; i++) yield segmentData(input, word, list[i]);
    },
    writable: true, configurable: true,
  });

  function DisplayNames(locales, options) {
    requireNew("DisplayNames", new.target);
    const list = canonicalizeLocaleList(locales);
    // V8 requires an options object, with a type.
    if (options === undefined) throw new TypeErrorCtor("invalid_argument");
    const h = N.displayNames(list, readOptions("DisplayNames", options));
    return construct("DisplayNames", this, new.target, DisplayNames.prototype, h);
  }
  method(DisplayNames, "of", function of(code) {
    const h = slot(this, "DisplayNames", "of");
    // A missing code is "undefined", which no type accepts.
    return N.displayNamesOf(h, `${code}`);
  });
  method(DisplayNames, "resolvedOptions", function resolvedOptions() {
    return resolved(N.resolved(slot(this, "DisplayNames", "resolvedOptions")));
  });

  // Locale is the small part of Intl.Locale that canonicalization needs:
  // a canonical tag with its language, script and region.
  function Locale(tag, options = undefined) {
    requireNew("Locale", new.target);
    if (typeof tag !== "string" && (typeof tag !== "object" || tag === null)) {
      throw new TypeErrorCtor("First argument to Intl.Locale constructor can't be empty or missing");
    }
    if (tag === "") throw new RangeErrorCtor("First argument to Intl.Locale constructor can't be empty or missing");
    if (options !== undefined) throw new RangeErrorCtor("Intl.Locale: options are not supported by this runner");
    const canonical = unwrap(N.canonicalize(isLocale(tag) ? slot(tag, "Locale", "toString") : `${tag}`));
    return construct("Locale", this, new.target, Locale.prototype, canonical);
  }
  const isLocale = (v) => {
    const s = (typeof v === "object" && v !== null) ? call(weakMapGet, slots, v) : undefined;
    return s !== undefined && s.kind === "Locale";
  };
  method(Locale, "toString", function toString() { return slot(this, "Locale", "toString"); });
  const baseName = (tag) => tag.split("-u-")[0].split("-x-")[0];
  getter(Locale, "baseName", function () { return baseName(slot(this, "Locale", "baseName")); });
  getter(Locale, "language", function () { return baseName(slot(this, "Locale", "language")).split("-")[0]; });
  getter(Locale, "script", function () {
    return baseName(slot(this, "Locale", "script")).split("-").slice(1).find((p) => p.length === 4);
  });
  getter(Locale, "region", function () {
    return baseName(slot(this, "Locale", "region")).split("-").slice(1).find((p) => p.length === 2 || (p.length === 3 && p[0] >= "0" && p[0] <= "9"));
  });

  function supportedLocalesOf_(locales, options) {
    const list = canonicalizeLocaleList(locales);
    if (options !== undefined) readOptions("ListFormat", options);
    const out = [];
    for (let i = 0; i < list.length; i++) if (N.supported(list[i])) out[out.length] = list[i];
    return out;
  }

  const Intl = {};
  const ctors = { Collator, DateTimeFormat, NumberFormat, PluralRules, ListFormat, RelativeTimeFormat, Segmenter, DisplayNames, Locale };
  for (const name in ctors) {
    const ctor = ctors[name];
    defineProperty(Intl, name, { value: ctor, writable: true, configurable: true });
    defineProperty(ctor.prototype, toStringTag, { value: `Intl.${name}`, configurable: true });
    if (name !== "Locale") {
      const supported = function supportedLocalesOf(locales, options = undefined) { return supportedLocalesOf_(locales, options); };
      defineProperty(ctor, "supportedLocalesOf", { value: supported, writable: true, configurable: true });
    }
  }
  defineProperty(Intl, "getCanonicalLocales", {
    value: function getCanonicalLocales(locales) { return canonicalizeLocaleList(locales); },
    writable: true, configurable: true,
  });
  defineProperty(Intl, toStringTag, { value: "Intl", configurable: true });

  // The locale-sensitive built-ins, once their receiver is checked.
  const delegates = record();
  const numberFormats = new I["Map"]();
  delegates["Number.prototype.toLocaleString"] = (x, locales, options) => {
    // The common call, with no arguments, reuses one formatter.
    if (locales === undefined && options === undefined) {
      let nf = numberFormats.get("");
      if (nf === undefined) {
        nf = new NumberFormat();
        numberFormats.set("", nf);
      }
      return nf.format(x);
    }
    return new NumberFormat(locales, options).format(x);
  };
  delegates["BigInt.prototype.toLocaleString"] = delegates["Number.prototype.toLocaleString"];

  for (const [name, required, defaults] of [["toLocaleString", "any", "all"], ["toLocaleDateString", "date", "date"], ["toLocaleTimeString", "time", "time"]]) {
    delegates[`Date.prototype.${name}`] = (tv, locales, options) => {
      const h = N.dateTimeFormat(canonicalizeLocaleList(locales), readOptions("DateTimeFormat", options), required, defaults);
      return tv !== tv ? "Invalid Date" : N.dateTimeFormatFormat(h, tv, false);
    };
  }

  const collators = new I["Map"]();
  // TransformCase: the first requested locale's language, if it is one
  // with its own case mappings (N.caseMap), else the root mappings.
  delegates["String.prototype.toLocaleLowerCase"] = (s, locales) => N.caseMap(s, canonicalizeLocaleList(locales)[0] ?? "", false);
  delegates["String.prototype.toLocaleUpperCase"] = (s, locales) => N.caseMap(s, canonicalizeLocaleList(locales)[0] ?? "", true);
  delegates["String.prototype.localeCompare"] = (s, that, locales, options) => {
    if (locales === undefined && options === undefined) {
      let c = collators.get("");
      if (c === undefined) {
        c = N.collator([], record());
        collators.set("", c);
      }
      return N.collatorCompare(c, s, that);
    }
    return N.collatorCompare(N.collator(canonicalizeLocaleList(locales), readOptions("Collator", options)), s, that);
  };

  return { Intl, delegates };
});
