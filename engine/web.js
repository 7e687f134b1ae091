// Web-standard helpers for the guest that are easier to state in
// JavaScript: TextEncoder, TextDecoder and structuredClone. This file is
// compiled only when the guest first touches one of them. It evaluates to a
// function that takes the intrinsics it uses (I, keyed by their path), looked
// up once at that moment; later changes to the globals do not reach it.
(function (I, natives) {
  "use strict";
  const TypeErrorCtor = I["TypeError"];
  const RangeErrorCtor = I["RangeError"];
  const ErrorCtor = I["Error"];
  const StringFn = I["String"];
  const apply = I["Reflect.apply"];
  const call = (fn, self, ...args) => apply(fn, self, args);
  const Uint8ArrayCtor = I["Uint8Array"];
  const ArrayBufferCtor = I["ArrayBuffer"];
  const isView = I["ArrayBuffer.isView"];
  const defineProperty = I["Object.defineProperty"];
  const getOwnPropertyDescriptor = I["Reflect.getOwnPropertyDescriptor"];
  const ArrayCtor = I["Array"];
  const ownKeys = I["Reflect.ownKeys"];
  const isArray = I["Array.isArray"];
  const MapCtor = I["Map"];
  const SetCtor = I["Set"];
  const DateCtor = I["Date"];
  const RegExpCtor = I["RegExp"];
  const WeakMapCtor = I["WeakMap"];
  const mapGet = I["Map.prototype.get"];
  const mapSet = I["Map.prototype.set"];
  const mapHas = I["Map.prototype.has"];
  const mapForEach = I["Map.prototype.forEach"];
  const setAdd = I["Set.prototype.add"];
  const setForEach = I["Set.prototype.forEach"];
  const weakMapGet = I["WeakMap.prototype.get"];
  const weakMapSet = I["WeakMap.prototype.set"];
  const dateGetTime = I["Date.prototype.getTime"];
  const ObjectCtor = I["Object"];
  const DataViewCtor = I["DataView"];
  const getPrototypeOf = I["Reflect.getPrototypeOf"];
  const functionToString = I["Function.prototype.toString"];
  const stringSlice = I["String.prototype.slice"];
  // Records of the helpers' own have no prototype, so that no setter the
  // guest puts on Object.prototype runs when they are filled in.
  const typedArrayCtors = { __proto__: null };
  for (const name of ["Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array",
    "Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array"]) {
    typedArrayCtors[name] = I[name];
  }
  const errorCtors = { __proto__: null };
  for (const name of ["Error", "EvalError", "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError"]) {
    errorCtors[name] = I[name];
  }

  class TextEncoder {
    get encoding() { return "utf-8"; }
    encode(input = "") {
      return new Uint8ArrayCtor(natives.utf8Encode(`${input}`));
    }
    encodeInto(source, destination) {
      const bytes = this.encode(source);
      let written = 0;
      let read = 0;
      // Copy whole code points only, as the standard requires.
      const str = `${source}`;
      for (const ch of str) {
        const n = new Uint8ArrayCtor(natives.utf8Encode(ch)).length;
        if (written + n > destination.length) break;
        for (let i = 0; i < n; i++) destination[written + i] = bytes[written + i];
        written += n;
        read += ch.length;
      }
      return { read, written };
    }
  }

  const decoderState = new WeakMapCtor();
  class TextDecoder {
    constructor(label = "utf-8", options = {}) {
      const l = `${label}`.trim().toLowerCase();
      if (l !== "utf-8" && l !== "utf8" && l !== "unicode-1-1-utf-8") {
        throw new RangeErrorCtor(`The "${label}" encoding is not supported`);
      }
      call(weakMapSet, decoderState, this, {
        fatal: !!(options && options.fatal),
        ignoreBOM: !!(options && options.ignoreBOM),
      });
    }
    get encoding() { return "utf-8"; }
    get fatal() { return call(weakMapGet, decoderState, this).fatal; }
    get ignoreBOM() { return call(weakMapGet, decoderState, this).ignoreBOM; }
    decode(input = undefined) {
      const state = call(weakMapGet, decoderState, this);
      if (state === undefined) throw new TypeErrorCtor("Illegal invocation");
      if (input === undefined) return "";
      let buffer, start, end;
      if (input instanceof ArrayBufferCtor) {
        buffer = input; start = 0; end = input.byteLength;
      } else if (isView(input)) {
        buffer = input.buffer; start = input.byteOffset; end = input.byteOffset + input.byteLength;
      } else {
        throw new TypeErrorCtor('The "input" argument must be an ArrayBuffer or ArrayBufferView');
      }
      const s = natives.utf8Decode(buffer, start, end, state.fatal);
      return !state.ignoreBOM && s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
    }
  }

  // DOMException, as structuredClone throws it in Node: an Error whose
  // name, message and code are getters on its prototype. It is not a
  // global here; only the DataCloneError the runner throws is one.
  const domState = new WeakMapCtor();
  const domCodes = { __proto__: null, DataCloneError: 25 };
  function domField(self, key) {
    const state = call(weakMapGet, domState, self);
    if (state === undefined) throw new TypeErrorCtor('Value of "this" must be of type DOMException');
    return state[key];
  }
  class DOMException extends ErrorCtor {
    constructor(message = "", name = "Error") {
      // No message to Error: it would be an own property, and Node's has
      // only the stack. goja formats the stack's first line when it is
      // first read, with the name and message below.
      super();
      call(weakMapSet, domState, this, { __proto__: null, name: `${name}`, message: `${message}` });
    }
    get name() { return domField(this, "name"); }
    get message() { return domField(this, "message"); }
    get code() { return domCodes[domField(this, "name")] || 0; }
  }
  defineProperty(DOMException.prototype, natives.toStringTag, { value: "DOMException", writable: false, enumerable: false, configurable: true });

  function dataCloneError(message) {
    return new DOMException(message, "DataCloneError");
  }

  // nodeError is the TypeError Node throws for a bad argument, with its
  // code.
  function nodeError(message, code) {
    const e = new TypeErrorCtor(message);
    defineProperty(e, "code", { value: code, writable: true, enumerable: true, configurable: true });
    return e;
  }

  // ownValue is the value of key in desc, a property descriptor, if it has
  // one of its own (an accessor's descriptor must not find a "value" the
  // guest put on Object.prototype).
  function ownValue(desc, key) {
    const d = getOwnPropertyDescriptor(desc, key);
    return d === undefined ? undefined : d.value;
  }
  function isData(desc) {
    return desc !== undefined && getOwnPropertyDescriptor(desc, "value") !== undefined;
  }

  // dataProperty is V8's GetDataProperty: key's value on o or its
  // prototypes if it is a data property there, without running a getter
  // or a proxy trap; undefined otherwise.
  function dataProperty(o, key) {
    for (let depth = 0; o !== null && depth < 1000; depth++) {
      if (natives.cloneKind(o) === "!Proxy") return undefined;
      const desc = getOwnPropertyDescriptor(o, key);
      if (desc !== undefined) return ownValue(desc, "value");
      o = getPrototypeOf(o);
    }
    return undefined;
  }

  // describe names v in a DataCloneError's message as V8 does
  // (Object::NoSideEffectsToString): a function by its source, cut to 128
  // characters; an error as "Name: message"; an object by its
  // constructor's name, "#<WeakMap>", when it has the ordinary toString,
  // else by its tag, "[object Generator]"; a proxy by its target.
  function describe(v) {
    for (let depth = 0; (typeof v === "object" || typeof v === "function") && v !== null
      && natives.cloneKind(v) === "!Proxy" && depth < 1000; depth++) {
      v = natives.proxyTarget(v);
    }
    if (typeof v === "function") {
      const text = call(functionToString, v);
      if (text.length <= 128) return text;
      return `${call(stringSlice, text, 0, 111)}...<omitted>...${call(stringSlice, text, text.length - 2)}`;
    }
    if (typeof v !== "object" || v === null) return StringFn(v);
    const kind = natives.cloneKind(v);
    if (kind === "Error") {
      const name = dataProperty(v, "name");
      const message = dataProperty(v, "message");
      const n = typeof name === "string" ? name : "Error";
      const m = typeof message === "string" ? message : "";
      return n === "" ? m : m === "" ? n : `${n}: ${m}`;
    }
    if (dataProperty(v, "toString") === natives.objectToString) {
      const ctor = dataProperty(v, "constructor");
      if (typeof ctor === "function") {
        const name = dataProperty(ctor, "name");
        if (typeof name === "string" && name !== "") return `#<${name}>`;
      }
    }
    const tag = dataProperty(v, natives.toStringTag);
    return `[object ${typeof tag === "string" ? tag : kind[0] === "!" ? call(stringSlice, kind, 1) : kind}]`;
  }

  function notCloneable(v) {
    return dataCloneError(`${describe(v)} could not be cloned.`);
  }

  // structuredClone is Node 20's, which is V8's ValueSerializer and
  // ValueDeserializer one after the other: it copies what the HTML
  // structured clone algorithm copies, keeping shared and cyclic
  // references. Primitives and their boxes; Date; RegExp (lastIndex
  // reset); ArrayBuffer (copied, or moved by options.transfer, which
  // detaches the source), SharedArrayBuffer (a new one over the same
  // memory), typed arrays and DataView (over their cloned buffer, whole);
  // Map and Set; arrays (length, holes and other properties kept);
  // ordinary objects, class instances included (own enumerable string
  // keys, getters run, the prototype dropped); errors (one of the seven
  // standard constructors by name, else Error; message, stack and cause
  // kept, other properties dropped). Anything else (functions, symbols,
  // proxies, WeakMap, Promise, generators, ...) throws Node's
  // DataCloneError.
  function structuredClone(...args) {
    if (args.length === 0) {
      throw nodeError("The value argument must be specified", "ERR_MISSING_ARGS");
    }
    const value = args[0];
    const options = args[1];
    const memory = new MapCtor();
    const moved = new MapCtor(); // transferred buffers, to detach at the end
    if (options !== undefined && options !== null) {
      if (typeof options !== "object" && typeof options !== "function") {
        throw nodeError("The options argument must be either an object or undefined", "ERR_INVALID_ARG_TYPE");
      }
      const list = options.transfer;
      if (list !== undefined && list !== null) {
        if (typeof list !== "object" && typeof list !== "function") {
          throw nodeError("Optional transferList argument must be an iterable", "ERR_INVALID_ARG_TYPE");
        }
        const take = (item) => {
          if (natives.cloneKind(item) !== "ArrayBuffer") {
            throw nodeError("Found invalid object in transferList", "ERR_INVALID_TRANSFER_OBJECT");
          }
          if (call(mapHas, memory, item)) throw dataCloneError("Transfer list contains duplicate ArrayBuffer");
          call(mapSet, memory, item, natives.moveBuffer(item));
          call(mapSet, moved, item, true);
        };
        if (isArray(list)) {
          for (let i = 0; i < list.length; i++) take(list[i]);
        } else {
          // Node reads any other iterable; an object that is not one
          // transfers nothing.
          const iterate = list[natives.iterator];
          if (typeof iterate === "function") {
            for (const item of { [natives.iterator]: () => call(iterate, list) }) take(item);
          }
        }
      }
    }

    // The own enumerable string keys of v, as V8 collects them before it
    // reads any value.
    function enumerableKeys(v) {
      const keys = [];
      const all = ownKeys(v);
      for (let i = 0; i < all.length; i++) {
        const key = all[i];
        if (typeof key !== "string") continue;
        const desc = getOwnPropertyDescriptor(v, key);
        if (desc !== undefined && desc.enumerable) defineProperty(keys, keys.length, { value: key, writable: true, enumerable: true, configurable: true });
      }
      return keys;
    }
    function copyProperties(v, out) {
      const keys = enumerableKeys(v);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        // A getter run before may have deleted it.
        if (getOwnPropertyDescriptor(v, key) === undefined) continue;
        defineProperty(out, key, { value: clone(v[key]), writable: true, enumerable: true, configurable: true });
      }
      return out;
    }
    function remember(v, out) {
      call(mapSet, memory, v, out);
      return out;
    }

    function clone(v) {
      const t = typeof v;
      if (t === "symbol") throw notCloneable(v);
      if ((t !== "object" && t !== "function") || v === null) return v;
      if (call(mapHas, memory, v)) return call(mapGet, memory, v);
      const kind = natives.cloneKind(v);
      switch (kind) {
        case "Object":
          return copyProperties(v, remember(v, {}));
        case "Array":
          return copyProperties(v, remember(v, new ArrayCtor(v.length)));
        case "Date":
          return remember(v, new DateCtor(call(dateGetTime, v)));
        case "RegExp": {
          const parts = natives.regexpParts(v);
          return remember(v, new RegExpCtor(parts[0], parts[1]));
        }
        case "Number": case "String": case "Boolean": case "BigInt":
          return remember(v, ObjectCtor(natives.boxed(v)));
        case "ArrayBuffer":
          if (natives.detached(v)) throw dataCloneError("An ArrayBuffer is detached and could not be cloned.");
          return remember(v, natives.copyBuffer(v));
        case "SharedArrayBuffer":
          return remember(v, natives.cloneShared(v));
        case "Map": {
          const out = remember(v, new MapCtor());
          // V8 copies the entries out first: what a getter met on the way
          // adds or deletes does not change what is cloned.
          const entries = [];
          call(mapForEach, v, (val, key) => { defineProperty(entries, entries.length, { value: [key, val], writable: true, enumerable: true, configurable: true }); });
          for (let i = 0; i < entries.length; i++) {
            const key = clone(entries[i][0]);
            call(mapSet, out, key, clone(entries[i][1]));
          }
          return out;
        }
        case "Set": {
          const out = remember(v, new SetCtor());
          const values = [];
          call(setForEach, v, (val) => { defineProperty(values, values.length, { value: val, writable: true, enumerable: true, configurable: true }); });
          for (let i = 0; i < values.length; i++) call(setAdd, out, clone(values[i]));
          return out;
        }
        case "Error": {
          const messageDesc = getOwnPropertyDescriptor(v, "message");
          const causeDesc = getOwnPropertyDescriptor(v, "cause");
          const name = `${v.name}`;
          const Ctor = errorCtors[name] || ErrorCtor;
          const out = isData(messageDesc) ? new Ctor(`${ownValue(messageDesc, "value")}`) : new Ctor();
          const stack = v.stack;
          remember(v, out);
          defineProperty(out, "stack", { value: typeof stack === "string" ? stack : undefined, writable: true, enumerable: false, configurable: true });
          if (isData(causeDesc)) {
            defineProperty(out, "cause", { value: clone(ownValue(causeDesc, "value")), writable: true, enumerable: false, configurable: true });
          }
          return out;
        }
      }
      const parts = natives.viewParts(v);
      if (parts !== undefined) {
        // The buffer first, whole, as V8 writes it.
        const buffer = clone(parts[0]);
        if (call(mapHas, memory, v)) return call(mapGet, memory, v);
        const Ctor = kind === "DataView" ? DataViewCtor : typedArrayCtors[kind];
        return remember(v, new Ctor(buffer, parts[1], parts[2]));
      }
      throw notCloneable(v);
    }
    const out = clone(value);
    call(mapForEach, moved, (_, buffer) => natives.detach(buffer));
    return out;
  }

  return { TextEncoder, TextDecoder, structuredClone };
})
