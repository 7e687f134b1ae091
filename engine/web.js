// Web-standard helpers for the guest. This file is evaluated once, before
// any guest code, and returns a function that installs them on the global
// object. Everything it needs from the language is captured up front, so a
// guest that later replaces a built-in cannot change how these behave.
(function (global, natives) {
  "use strict";
  const TypeErrorCtor = TypeError;
  const ErrorCtor = Error;
  const PromiseResolve = Promise.resolve.bind(Promise);
  const promiseThen = Promise.prototype.then;
  const call = Function.prototype.call.bind(Function.prototype.call);
  const Uint8ArrayCtor = Uint8Array;
  const ArrayBufferCtor = ArrayBuffer;
  const isView = ArrayBuffer.isView;
  const defineProperty = Object.defineProperty;
  const getOwnPropertyDescriptor = Reflect.getOwnPropertyDescriptor;
  const ArrayCtor = Array;
  const ownKeys = Reflect.ownKeys;
  const isArray = Array.isArray;
  const MapCtor = Map;
  const SetCtor = Set;
  const DateCtor = Date;
  const RegExpCtor = RegExp;
  const mapGet = Map.prototype.get;
  const mapSet = Map.prototype.set;
  const mapHas = Map.prototype.has;
  const mapForEach = Map.prototype.forEach;
  const setAdd = Set.prototype.add;
  const setForEach = Set.prototype.forEach;
  const dateGetTime = Date.prototype.getTime;
  const arrayBufferSlice = ArrayBuffer.prototype.slice;
  const toStringTag = Object.prototype.toString;
  const typedArrayCtors = {
    Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array,
    Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array,
  };
  const errorCtors = { Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError };

  function hidden(obj, name, value) {
    defineProperty(obj, name, { value, writable: true, configurable: true, enumerable: false });
  }

  function queueMicrotask(callback) {
    if (typeof callback !== "function") {
      throw new TypeErrorCtor('The "callback" argument must be of type function');
    }
    call(promiseThen, PromiseResolve(), function () {
      try {
        callback();
      } catch (e) {
        natives.uncaught(e);
      }
    });
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

  const decoderState = new WeakMap();
  class TextDecoder {
    constructor(label = "utf-8", options = {}) {
      const l = `${label}`.trim().toLowerCase();
      if (l !== "utf-8" && l !== "utf8" && l !== "unicode-1-1-utf-8") {
        throw new RangeError(`The "${label}" encoding is not supported`);
      }
      decoderState.set(this, {
        fatal: !!(options && options.fatal),
        ignoreBOM: !!(options && options.ignoreBOM),
      });
    }
    get encoding() { return "utf-8"; }
    get fatal() { return decoderState.get(this).fatal; }
    get ignoreBOM() { return decoderState.get(this).ignoreBOM; }
    decode(input = undefined) {
      const state = decoderState.get(this);
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
    e.name = "DataCloneError";
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
      if (t === "function") throw dataCloneError(`${String(v).slice(0, 40)} could not be cloned.`);
      if (t === "symbol") throw dataCloneError(`${String(v)} could not be cloned.`);
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
          if (typeof v.stack === "string") hidden(out, "stack", v.stack);
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

  hidden(global, "queueMicrotask", queueMicrotask);
  hidden(global, "TextEncoder", TextEncoder);
  hidden(global, "TextDecoder", TextDecoder);
  hidden(global, "structuredClone", structuredClone);
})
