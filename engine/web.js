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
  const arrayBufferSlice = I["ArrayBuffer.prototype.slice"];
  const toStringTag = I["Object.prototype.toString"];
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

  function dataCloneError(message) {
    const e = new ErrorCtor(message);
    defineProperty(e, "name", { value: "DataCloneError", writable: true, enumerable: false, configurable: true });
    return e;
  }

  // structuredClone copies what the HTML structured clone algorithm copies
  // that exists here: primitives, plain objects, arrays, Date, RegExp, Map,
  // Set, ArrayBuffer, typed arrays and errors, keeping shared and cyclic
  // references. Functions and symbols throw a DataCloneError.
  function structuredClone(value) {
    if (arguments.length === 0) {
      throw new TypeErrorCtor("structuredClone requires 1 argument");
    }
    const memory = new MapCtor();
    function clone(v) {
      const t = typeof v;
      if (t === "function") throw dataCloneError(`${StringFn(v).slice(0, 40)} could not be cloned.`);
      if (t === "symbol") throw dataCloneError(`${StringFn(v)} could not be cloned.`);
      if (t !== "object" || v === null) return v;
      if (call(mapHas, memory, v)) return call(mapGet, memory, v);
      const tag = call(toStringTag, v);
      let out;
      switch (tag) {
        case "[object Date]":
          out = new DateCtor(call(dateGetTime, v));
          call(mapSet, memory, v, out);
          return out;
        case "[object RegExp]":
          out = new RegExpCtor(v.source, v.flags);
          call(mapSet, memory, v, out);
          return out;
        case "[object ArrayBuffer]":
          out = call(arrayBufferSlice, v, 0);
          call(mapSet, memory, v, out);
          return out;
        case "[object Map]":
          out = new MapCtor();
          call(mapSet, memory, v, out);
          call(mapForEach, v, (val, key) => call(mapSet, out, clone(key), clone(val)));
          return out;
        case "[object Set]":
          out = new SetCtor();
          call(mapSet, memory, v, out);
          call(setForEach, v, (val) => call(setAdd, out, clone(val)));
          return out;
        case "[object Error]": {
          const name = v.name;
          const Ctor = typeof name === "string" && errorCtors[name] ? errorCtors[name] : ErrorCtor;
          out = new Ctor(v.message);
          call(mapSet, memory, v, out);
          if (typeof v.stack === "string") {
            defineProperty(out, "stack", { value: v.stack, writable: true, configurable: true, enumerable: false });
          }
          return out;
        }
      }
      if (isView(v)) {
        const name = tag.slice(8, -1);
        const Ctor = typedArrayCtors[name];
        if (Ctor === undefined) throw dataCloneError(`${name} could not be cloned.`);
        const buf = clone(v.buffer);
        out = new Ctor(buf, v.byteOffset, v.length);
        call(mapSet, memory, v, out);
        return out;
      }
      if (isArray(v)) {
        out = new ArrayCtor(v.length);
      } else if (tag === "[object Object]" || tag === "[object Arguments]") {
        out = {}; // class instances clone as plain objects, as in browsers

      } else {
        throw dataCloneError(`${tag.slice(8, -1)} object could not be cloned.`);
      }
      call(mapSet, memory, v, out);
      for (const key of ownKeys(v)) {
        if (typeof key !== "string") continue;
        const desc = getOwnPropertyDescriptor(v, key);
        if (!desc || !desc.enumerable) continue;
        defineProperty(out, key, { value: clone(v[key]), writable: true, enumerable: true, configurable: true });
      }
      return out;
    }
    return clone(value);
  }

  return { TextEncoder, TextDecoder, structuredClone };
})
