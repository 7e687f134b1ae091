// A guest that replaced Array.prototype[Symbol.iterator] and the __proto__
// accessor before its first touch of Intl still gets V8's segment iterator.
const arrayIterator = Object.getOwnPropertyDescriptor(Array.prototype, Symbol.iterator);
const protoAccessor = Object.getOwnPropertyDescriptor(Object.prototype, "__proto__");
Object.defineProperty(Array.prototype, Symbol.iterator, { value: function* () { yield 1 }, configurable: true, writable: true });
Object.defineProperty(Object.prototype, "__proto__", { get() { return null }, configurable: true });
const it = new Intl.Segmenter("en", { granularity: "word" }).segment("hello big world")[Symbol.iterator]();
Object.defineProperty(Array.prototype, Symbol.iterator, arrayIterator);
Object.defineProperty(Object.prototype, "__proto__", protoAccessor);
const IterProto = Object.getPrototypeOf(Object.getPrototypeOf(function* () {}.prototype));
console.log(Object.getPrototypeOf(Object.getPrototypeOf(it)) === IterProto, Object.prototype.toString.call(it));
console.log(JSON.stringify([...it].map((s) => s.segment)));
