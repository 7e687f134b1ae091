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
  const ObjectCtor = I["Object"];
  const ownKeys = I["Reflect.ownKeys"];
  const toStringTag = N.toStringTag;

  // A record of the runner's own: no setter the guest put on
  // Object.prototype runs when it is filled in.
  const record = () => ({ __proto__: null });

  // Natives throw their RangeErrors and TypeErrors themselves.
  const unwrap = (r) => r;

  // CreateDataProperty, and an array's next element: never a setter the
  // guest put on Object.prototype or Array.prototype. (This file is
  // compiled at the first touch of Intl, which may come after the guest
  // changed those prototypes: every descriptor here has a null
  // prototype too.)
  const createData = (o, k, v) =>
    defineProperty(o, k, { __proto__: null, value: v, writable: true, enumerable: true, configurable: true });
  const append = (a, v) => createData(a, a.length, v);

  // CanonicalizeLocaleList. With onlyFirst it stops at the first element
  // there is, as V8 reads the locales of toLocaleLowerCase and
  // toLocaleUpperCase (["tr", "x"] is Turkish, not a RangeError).
  function canonicalizeLocaleList(locales, onlyFirst = false) {
    const seen = [];
    if (locales === undefined) return seen;
    let list;
    if (typeof locales === "string") {
      list = [locales];
    } else {
      if (locales === null) throw new TypeErrorCtor("Cannot convert undefined or null to object");
      // ToObject: a primitive's wrapper, whose length and elements its
      // prototype may give (Number.prototype[0] = "en-US").
      list = isLocale(locales) ? [locales] : ObjectCtor(locales);
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
      if (!dup) append(seen, canonical);
      if (onlyFirst) break;
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

  // The constructors whose options go through GetOptionsObject (an
  // object or undefined); the others CoerceOptionsToObject (anything but
  // null, a primitive's properties being its prototype's).
  const optionsObjectOnly = { __proto__: null, ListFormat: true, Segmenter: true, DisplayNames: true };

  // readOptions reads each option once, converting it as GetOption does.
  function readOptions(kind, options) {
    const out = record();
    if (options === undefined) return out;
    // V8's words for each.
    if (optionsObjectOnly[kind] && (options === null || (typeof options !== "object" && typeof options !== "function"))) {
      throw new TypeErrorCtor("invalid_argument");
    }
    if (options === null) {
      throw new TypeErrorCtor(kind === "DateTimeFormat" ? "Cannot convert undefined or null to object" : `Intl.${kind} called on null or undefined`);
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
        // GetBooleanOrStringNumberFormatOption: a falsy value is false.
        default: out[name] = typeof v === "boolean" ? v : (!v ? false : `${v}`);
      }
    }
    return out;
  }

  // resolved turns [key, value] pairs into a plain object, in order.
  function resolved(pairs) {
    const o = {};
    for (let i = 0; i < pairs.length; i++) createData(o, pairs[i][0], pairs[i][1]);
    return o;
  }

  function toParts(list) {
    const out = [];
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      append(out, p.length > 2 ? { type: p[0], value: p[1], unit: p[2] } : { type: p[0], value: p[1] });
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
  // methods and accessors copy an object literal's methods and getters
  // to a prototype: as built-in methods, they have no prototype property
  // of their own and are named by the literal.
  const getOwnPropertyDescriptor = I["Reflect.getOwnPropertyDescriptor"];
  function methods(ctor, literal) {
    const names = ownKeys(literal);
    for (let i = 0; i < names.length; i++) {
      defineProperty(ctor.prototype, names[i], { __proto__: null, value: literal[names[i]], writable: true, configurable: true });
    }
  }
  function accessors(ctor, literal) {
    const names = ownKeys(literal);
    for (let i = 0; i < names.length; i++) {
      defineProperty(ctor.prototype, names[i], { __proto__: null, get: getOwnPropertyDescriptor(literal, names[i]).get, configurable: true });
    }
  }
  // The function a format or compare getter returns is anonymous.
  const anonymous = (fn) => {
    defineProperty(fn, "name", { __proto__: null, value: "", configurable: true });
    return fn;
  };
  function requireNew(kind, newTarget) {
    if (newTarget === undefined) throw new TypeErrorCtor(`Constructor Intl.${kind} requires 'new'`);
  }

  function NumberFormat(locales = undefined, options = undefined) {
    const h = unwrap(N.numberFormat(canonicalizeLocaleList(locales), readOptions("NumberFormat", options)));
    return construct("NumberFormat", this, new.target, NumberFormat.prototype, h);
  }
  const boundFormats = new I["WeakMap"]();
  accessors(NumberFormat, { get format() {
    const h = slot(this, "NumberFormat", "format");
    let bound = call(weakMapGet, boundFormats, this);
    if (bound === undefined) {
      bound = anonymous((value) => N.numberFormatFormat(h, toNumeric(value), false));
      call(weakMapSet, boundFormats, this, bound);
    }
    return bound;
  } });
  methods(NumberFormat, { formatToParts(value) {
    return toParts(N.numberFormatFormat(slot(this, "NumberFormat", "formatToParts"), toNumeric(value), true));
  } });
  methods(NumberFormat, { resolvedOptions() {
    return resolved(N.resolved(slot(this, "NumberFormat", "resolvedOptions")));
  } });
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
  methods(NumberFormat, { formatRange(start, end) {
    return numberRange(slot(this, "NumberFormat", "formatRange"), start, end, false);
  } });
  methods(NumberFormat, { formatRangeToParts(start, end) {
    const list = numberRange(slot(this, "NumberFormat", "formatRangeToParts"), start, end, true);
    const out = [];
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      append(out, { type: p[0], value: p[1], source: p[2] });
    }
    return out;
  } });

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
  methods(PluralRules, { select(value) {
    return N.pluralRulesSelect(slot(this, "PluralRules", "select"), +value);
  } });
  // selectRange needs both ends, numbers (V8's words).
  methods(PluralRules, { selectRange(start, end) {
    const h = slot(this, "PluralRules", "selectRange");
    if (start === undefined) throw new TypeErrorCtor("Invalid startRange : undefined");
    if (end === undefined) throw new TypeErrorCtor("Invalid endRange : undefined");
    const x = +start;
    const y = +end;
    if (x !== x) throw new RangeErrorCtor("Invalid startRange : NaN");
    if (y !== y) throw new RangeErrorCtor("Invalid endRange : NaN");
    return N.pluralRulesSelectRange(h, x, y);
  } });
  methods(PluralRules, { resolvedOptions() {
    return resolved(N.resolved(slot(this, "PluralRules", "resolvedOptions")));
  } });

  // StringListFromIterable.
  function stringList(list) {
    if (list === undefined) return [];
    const out = [];
    for (const item of list) {
      if (typeof item !== "string") throw new TypeErrorCtor("Iterable yielded a value which is not a string");
      append(out, item);
    }
    return out;
  }

  function ListFormat(locales = undefined, options = undefined) {
    requireNew("ListFormat", new.target);
    const h = unwrap(N.listFormat(canonicalizeLocaleList(locales), readOptions("ListFormat", options)));
    return construct("ListFormat", this, new.target, ListFormat.prototype, h);
  }
  methods(ListFormat, { format(list) {
    const h = slot(this, "ListFormat", "format");
    return N.listFormatFormat(h, stringList(list), false);
  } });
  methods(ListFormat, { formatToParts(list) {
    const h = slot(this, "ListFormat", "formatToParts");
    return toParts(N.listFormatFormat(h, stringList(list), true));
  } });
  methods(ListFormat, { resolvedOptions() {
    return resolved(N.resolved(slot(this, "ListFormat", "resolvedOptions")));
  } });

  function RelativeTimeFormat(locales = undefined, options = undefined) {
    requireNew("RelativeTimeFormat", new.target);
    const h = unwrap(N.relativeTimeFormat(canonicalizeLocaleList(locales), readOptions("RelativeTimeFormat", options)));
    return construct("RelativeTimeFormat", this, new.target, RelativeTimeFormat.prototype, h);
  }
  methods(RelativeTimeFormat, { format(value, unit) {
    const h = slot(this, "RelativeTimeFormat", "format");
    return unwrap(N.relativeTimeFormatFormat(h, +value, `${unit}`, false));
  } });
  methods(RelativeTimeFormat, { formatToParts(value, unit) {
    const h = slot(this, "RelativeTimeFormat", "formatToParts");
    return toParts(unwrap(N.relativeTimeFormatFormat(h, +value, `${unit}`, true)));
  } });
  methods(RelativeTimeFormat, { resolvedOptions() {
    return resolved(N.resolved(slot(this, "RelativeTimeFormat", "resolvedOptions")));
  } });

  function DateTimeFormat(locales = undefined, options = undefined) {
    const h = N.dateTimeFormat(canonicalizeLocaleList(locales), readOptions("DateTimeFormat", options), "any", "date");
    return construct("DateTimeFormat", this, new.target, DateTimeFormat.prototype, h);
  }
  // A date argument: undefined is now, anything else a time value.
  const timeValue = (date) => (date === undefined ? N.now() : +date);
  const boundDateFormats = new I["WeakMap"]();
  accessors(DateTimeFormat, { get format() {
    const h = slot(this, "DateTimeFormat", "format");
    let bound = call(weakMapGet, boundDateFormats, this);
    if (bound === undefined) {
      bound = anonymous((date) => N.dateTimeFormatFormat(h, timeValue(date), false));
      call(weakMapSet, boundDateFormats, this, bound);
    }
    return bound;
  } });
  methods(DateTimeFormat, { formatToParts(date) {
    const h = slot(this, "DateTimeFormat", "formatToParts");
    return toParts(N.dateTimeFormatFormat(h, timeValue(date), true));
  } });
  // formatRange needs both dates (a TypeError, as V8 words it, when
  // either is undefined); a range ICU would build by combining patterns
  // throws the runner's RangeError from Go.
  function dateRange(h, startDate, endDate, toParts) {
    if (startDate === undefined || endDate === undefined) throw new TypeErrorCtor("Invalid time value");
    const x = +startDate;
    const y = +endDate;
    return N.dateTimeFormatRange(h, x, y, toParts);
  }
  methods(DateTimeFormat, { formatRange(startDate, endDate) {
    return dateRange(slot(this, "DateTimeFormat", "formatRange"), startDate, endDate, false);
  } });
  methods(DateTimeFormat, { formatRangeToParts(startDate, endDate) {
    const list = dateRange(slot(this, "DateTimeFormat", "formatRangeToParts"), startDate, endDate, true);
    const out = [];
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      append(out, { type: p[0], value: p[1], source: p[2] });
    }
    return out;
  } });
  methods(DateTimeFormat, { resolvedOptions() {
    return resolved(N.resolved(slot(this, "DateTimeFormat", "resolvedOptions")));
  } });

  function Collator(locales = undefined, options = undefined) {
    const h = N.collator(canonicalizeLocaleList(locales), readOptions("Collator", options));
    return construct("Collator", this, new.target, Collator.prototype, h);
  }
  const boundCompares = new I["WeakMap"]();
  accessors(Collator, { get compare() {
    const h = slot(this, "Collator", "compare");
    let bound = call(weakMapGet, boundCompares, this);
    if (bound === undefined) {
      bound = anonymous((x, y) => N.collatorCompare(h, `${x}`, `${y}`));
      call(weakMapSet, boundCompares, this, bound);
    }
    return bound;
  } });
  methods(Collator, { resolvedOptions() {
    return resolved(N.resolved(slot(this, "Collator", "resolvedOptions")));
  } });

  function Segmenter(locales = undefined, options = undefined) {
    requireNew("Segmenter", new.target);
    const h = N.segmenter(canonicalizeLocaleList(locales), readOptions("Segmenter", options));
    return construct("Segmenter", this, new.target, Segmenter.prototype, h);
  }
  // segment's result: the segments are computed once, in Go, as
  // [index, length, isWordLike] triples in UTF-16 code units.
  const segmentsProto = {};
  const stringSlice = I["String.prototype.slice"];
  const segmentData = (input, word, s) => {
    const segment = call(stringSlice, input, s[0], s[0] + s[1]);
    return word ? { segment, index: s[0], input, isWordLike: s[2] } : { segment, index: s[0], input };
  };
  methods(Segmenter, { segment(string) {
    const h = slot(this, "Segmenter", "segment");
    const input = `${string}`;
    const list = N.segmenterSegments(h, input);
    const word = N.resolved(h)[1][1] === "word";
    const segments = { __proto__: segmentsProto };
    call(weakMapSet, slots, segments, { __proto__: null, kind: "Segments", h: { input, list, word } });
    return segments;
  } });
  methods(Segmenter, { resolvedOptions() {
    return resolved(N.resolved(slot(this, "Segmenter", "resolvedOptions")));
  } });
  const segmentsMethods = [["containing", { containing(index) {
    const { input, list, word } = slot(this, "Segments", "containing");
    let n = +index;
    n = n !== n ? 0 : n - (n % 1);
    if (n < 0 || n >= input.length) return undefined;
    for (let i = 0; i < list.length; i++) {
      if (n < list[i][0] + list[i][1]) return segmentData(input, word, list[i]);
    }
    return undefined;
  } }.containing], [N.iterator, { [N.iterator]() {
    const { input, list, word } = slot(this, "Segments", "[Symbol.iterator]");
    const it = { __proto__: segmentIteratorProto };
    call(weakMapSet, slots, it, { __proto__: null, kind: "SegmentIterator", h: { __proto__: null, input, list, word, i: 0 } });
    return it;
  } }[N.iterator]]];
  for (let i = 0; i < segmentsMethods.length; i++) {
    defineProperty(segmentsProto, segmentsMethods[i][0], { __proto__: null, value: segmentsMethods[i][1], writable: true, configurable: true });
  }
  // %SegmentIteratorPrototype%, as in V8: a built-in iterator (next, tag
  // "Segmenter String Iterator", inheriting %IteratorPrototype%) that
  // %SegmentsPrototype%[Symbol.iterator] (a method so named) returns.
  // %IteratorPrototype% is found through a fresh generator's prototype,
  // not through Array.prototype or the __proto__ accessor, which the guest
  // may have replaced before its first touch of Intl.
  const getPrototypeOf = I["Reflect.getPrototypeOf"];
  const segmentIteratorProto = { __proto__: getPrototypeOf(getPrototypeOf(function* () {}.prototype)) };
  defineProperty(segmentIteratorProto, "next", { __proto__: null, value: { next() {
    const h = slot(this, "SegmentIterator", "next");
    if (h.i >= h.list.length) return { value: undefined, done: true };
    return { value: segmentData(h.input, h.word, h.list[h.i++]), done: false };
  } }.next, writable: true, configurable: true });
  defineProperty(segmentIteratorProto, toStringTag, { __proto__: null, value: "Segmenter String Iterator", configurable: true });

  function DisplayNames(locales, options) {
    requireNew("DisplayNames", new.target);
    const list = canonicalizeLocaleList(locales);
    // V8 requires an options object, with a type.
    if (options === undefined) throw new TypeErrorCtor("invalid_argument");
    const h = N.displayNames(list, readOptions("DisplayNames", options));
    return construct("DisplayNames", this, new.target, DisplayNames.prototype, h);
  }
  methods(DisplayNames, { of(code) {
    const h = slot(this, "DisplayNames", "of");
    // A missing code is "undefined", which no type accepts.
    return N.displayNamesOf(h, `${code}`);
  } });
  methods(DisplayNames, { resolvedOptions() {
    return resolved(N.resolved(slot(this, "DisplayNames", "resolvedOptions")));
  } });

  // Intl.Locale: a canonical tag (N.localeNew applies the options), and
  // getters of its parts.
  const localeOptions = ["language", "script", "region", "calendar", "collation", "hourCycle", "caseFirst", "numeric", "numberingSystem"];
  function Locale(tag, options = undefined) {
    requireNew("Locale", new.target);
    if (typeof tag !== "string" && (typeof tag !== "object" || tag === null)) {
      throw new TypeErrorCtor("First argument to Intl.Locale constructor can't be empty or missing");
    }
    tag = isLocale(tag) ? slot(tag, "Locale", "toString") : `${tag}`;
    if (tag === "") throw new RangeErrorCtor("First argument to Intl.Locale constructor can't be empty or missing");
    if (options === null) throw new TypeErrorCtor("Intl.Locale called on null or undefined");
    // The tag is checked before any option is read.
    unwrap(N.canonicalize(tag, true));
    const o = record();
    if (options !== undefined) {
      for (let i = 0; i < localeOptions.length; i++) {
        const name = localeOptions[i];
        const v = options[name];
        if (v !== undefined) o[name] = name === "numeric" ? `${!!v}` : `${v}`;
      }
    }
    const canonical = unwrap(N.localeNew(tag, o));
    return construct("Locale", this, new.target, Locale.prototype, canonical);
  }
  const isLocale = (v) => {
    const s = (typeof v === "object" && v !== null) ? call(weakMapGet, slots, v) : undefined;
    return s !== undefined && s.kind === "Locale";
  };
  const newLocale = (tag) => construct("Locale", undefined, undefined, Locale.prototype, tag);
  methods(Locale, {
    toString() { return slot(this, "Locale", "toString"); },
    maximize() { return newLocale(N.localeMaximize(slot(this, "Locale", "maximize"))); },
    minimize() { return newLocale(N.localeMinimize(slot(this, "Locale", "minimize"))); },
  });
  // N.localeParts: [baseName, language, script, region, keywords], "" for
  // an absent subtag, keywords a record by key ("true" for a key alone).
  const part = (self, name, i) => {
    const v = N.localeParts(slot(self, "Locale", name))[i];
    return v === "" ? undefined : v;
  };
  const keyword = (self, name, key) => N.localeParts(slot(self, "Locale", name))[4][key];
  accessors(Locale, {
    get language() { return part(this, "language", 1); },
    get script() { return part(this, "script", 2); },
    get region() { return part(this, "region", 3); },
    get baseName() { return part(this, "baseName", 0); },
    get calendar() { return keyword(this, "calendar", "ca"); },
    get caseFirst() {
      const v = keyword(this, "caseFirst", "kf");
      return v === "true" ? "" : v;
    },
    get collation() { return keyword(this, "collation", "co"); },
    get hourCycle() { return keyword(this, "hourCycle", "hc"); },
    get numeric() { return keyword(this, "numeric", "kn") === "true"; },
    get numberingSystem() { return keyword(this, "numberingSystem", "nu"); },
    // Intl Locale Info as V8 11.3 has it: getters, each call a new
    // array or object (N.localeInfo).
    get calendars() { return N.localeInfo(slot(this, "Locale", "calendars"), "calendars"); },
    get collations() { return N.localeInfo(slot(this, "Locale", "collations"), "collations"); },
    get hourCycles() { return N.localeInfo(slot(this, "Locale", "hourCycles"), "hourCycles"); },
    get numberingSystems() { return N.localeInfo(slot(this, "Locale", "numberingSystems"), "numberingSystems"); },
    get textInfo() { return { direction: N.localeInfo(slot(this, "Locale", "textInfo"), "textInfo") }; },
    get timeZones() { return N.localeInfo(slot(this, "Locale", "timeZones"), "timeZones"); },
    get weekInfo() {
      const w = N.localeInfo(slot(this, "Locale", "weekInfo"), "weekInfo");
      return { firstDay: w[0], weekend: w[1], minimalDays: w[2] };
    },
  });

  // supportedLocalesOf: the requested locales that a prefix of is one of
  // ICU's, once localeMatcher is checked.
  function supportedLocalesOf_(ctor, locales, options) {
    const list = canonicalizeLocaleList(locales);
    if (options === null) throw new TypeErrorCtor(`Intl.${ctor}.supportedLocalesOf called on null or undefined`);
    if (options !== undefined) {
      const m = options.localeMatcher;
      if (m !== undefined) {
        const s = `${m}`;
        if (s !== "lookup" && s !== "best fit") {
          throw new RangeErrorCtor(`Value ${s} out of range for Intl.${ctor}.supportedLocalesOf options property localeMatcher`);
        }
      }
    }
    const out = [];
    for (let i = 0; i < list.length; i++) if (N.supported(list[i])) append(out, list[i]);
    return out;
  }

  const Intl = {};
  const ctors = { Collator, DateTimeFormat, NumberFormat, PluralRules, ListFormat, RelativeTimeFormat, Segmenter, DisplayNames, Locale };
  const ctorNames = ownKeys(ctors);
  for (let i = 0; i < ctorNames.length; i++) {
    const name = ctorNames[i];
    const ctor = ctors[name];
    defineProperty(Intl, name, { __proto__: null, value: ctor, writable: true, configurable: true });
    defineProperty(ctor, "prototype", { __proto__: null, writable: false });
    defineProperty(ctor.prototype, toStringTag, { __proto__: null, value: `Intl.${name}`, configurable: true });
    if (name !== "Locale") {
      const supported = { supportedLocalesOf(locales, options = undefined) { return supportedLocalesOf_(name, locales, options); } }.supportedLocalesOf;
      defineProperty(ctor, "supportedLocalesOf", { __proto__: null, value: supported, writable: true, configurable: true });
    }
  }
  const intlFunctions = {
    getCanonicalLocales(locales) { return canonicalizeLocaleList(locales); },
    supportedValuesOf(key) { return N.supportedValues(`${key}`); },
  };
  const functionNames = ownKeys(intlFunctions);
  for (let i = 0; i < functionNames.length; i++) {
    const name = functionNames[i];
    defineProperty(Intl, name, { __proto__: null, value: intlFunctions[name], writable: true, configurable: true });
  }
  defineProperty(Intl, toStringTag, { __proto__: null, value: "Intl", configurable: true });

  // The locale-sensitive built-ins, once their receiver is checked.
  const delegates = record();

  // V8 keeps, for each kind of built-in below, the last formatter it made
  // for a call with a string or no locale and no options, under that
  // string ("" for none), and a call with the same string reuses it. So
  // once a call with no locale has made one, a call with "" gets the
  // default locale instead of the RangeError "" alone gives, until a call
  // with another string replaces it. cachedLocales gives the locales a
  // call formats with under that rule; remember records what it made.
  // (localeCompare's collator is kept in Go, with its fast path.)
  const lastKeys = record();
  const cacheable = (locales, options) => options === undefined && (locales === undefined || typeof locales === "string");
  const cachedLocales = (kind, locales, options) =>
    locales === "" && options === undefined && lastKeys[kind] === "" ? undefined : locales;
  const remember = (kind, locales, options) => {
    if (cacheable(locales, options)) lastKeys[kind] = locales === undefined ? "" : locales;
  };

  // Each makes its formatter under its own name, which V8's errors give
  // ("Value x out of range for Number.prototype.toLocaleString options
  // property style").
  let plainNumberFormat;
  const toLocaleString = (method) => (x, locales, options) => {
    locales = cachedLocales("number", locales, options);
    // The common call, with no arguments, reuses one formatter.
    let h;
    if (locales === undefined && options === undefined) {
      if (plainNumberFormat === undefined) plainNumberFormat = unwrap(N.numberFormat([], record()));
      h = plainNumberFormat;
    } else {
      h = unwrap(N.numberFormat(canonicalizeLocaleList(locales), readOptions("NumberFormat", options), method));
    }
    remember("number", locales, options);
    return N.numberFormatFormat(h, toNumeric(x), false);
  };
  delegates["Number.prototype.toLocaleString"] = toLocaleString("Number.prototype.toLocaleString");
  delegates["BigInt.prototype.toLocaleString"] = toLocaleString("BigInt.prototype.toLocaleString");

  const dateMethods = [["toLocaleString", "any", "all"], ["toLocaleDateString", "date", "date"], ["toLocaleTimeString", "time", "time"]];
  for (let i = 0; i < dateMethods.length; i++) {
    const name = dateMethods[i][0], required = dateMethods[i][1], defaults = dateMethods[i][2];
    delegates[`Date.prototype.${name}`] = (tv, locales, options) => {
      // An invalid date is "Invalid Date" before its locales and options
      // are read, as in V8.
      if (tv !== tv) return "Invalid Date";
      locales = cachedLocales(name, locales, options);
      const list = canonicalizeLocaleList(locales);
      // ToDateTimeOptions, which V8 11 runs first: a date alone takes no
      // timeStyle, a time alone no dateStyle, whatever their value.
      if (options !== undefined && options !== null) {
        if (required === "date" && options.timeStyle !== undefined) throw new TypeErrorCtor("Invalid option : timeStyle");
        if (required === "time" && options.dateStyle !== undefined) throw new TypeErrorCtor("Invalid option : dateStyle");
      }
      const h = N.dateTimeFormat(list, readOptions("DateTimeFormat", options), required, defaults, `Date.prototype.${name}`);
      remember(name, locales, options);
      return N.dateTimeFormatFormat(h, tv, false);
    };
  }

  let plainCollator;
  // TransformCase: the first requested locale's language, if it is one
  // with its own case mappings (N.caseMap), else the root mappings.
  delegates["String.prototype.toLocaleLowerCase"] = (s, locales) => N.caseMap(s, canonicalizeLocaleList(locales, true)[0] ?? "", false);
  delegates["String.prototype.toLocaleUpperCase"] = (s, locales) => N.caseMap(s, canonicalizeLocaleList(locales, true)[0] ?? "", true);
  delegates["String.prototype.localeCompare"] = (s, that, locales, options) => {
    let c;
    if (locales === undefined && options === undefined) {
      if (plainCollator === undefined) plainCollator = N.collator([], record());
      c = plainCollator;
    } else {
      c = N.collator(canonicalizeLocaleList(locales), readOptions("Collator", options), "String.prototype.localeCompare");
    }
    return N.collatorCompare(c, s, that);
  };

  return { Intl, delegates };
});
