// A growable byte buffer, as a program collecting binary chunks would
// write it: a resizable ArrayBuffer with a length-tracking view, a
// fixed-length view that goes out of bounds when the buffer shrinks, and
// a DataView over the same bytes.
const rab = new ArrayBuffer(4, { maxByteLength: 64 });
const all = new Uint8Array(rab); // tracks the buffer's length
const head = new Uint8Array(rab, 0, 4); // fixed length 4
const tail = new Uint16Array(rab, 2); // tracks, from byte 2
const dv = new DataView(rab);

const log = [];
const snap = (label) =>
  log.push({
    label,
    byteLength: rab.byteLength,
    all: [...all],
    allLength: all.length,
    headLength: head.length,
    headByteOffset: head.byteOffset,
    tailLength: tail.length,
    dvByteLength: (() => {
      try {
        return dv.byteLength;
      } catch (e) {
        return e.constructor.name;
      }
    })(),
  });

all.set([1, 2, 3, 4]);
snap("start");
rab.resize(8);
all.set([5, 6, 7, 8], 4);
dv.setUint16(6, 0x0102);
snap("grown");
rab.resize(2);
snap("shrunk");
let outOfBounds;
try {
  head.fill(9);
} catch (e) {
  outOfBounds = e.constructor.name;
}
rab.resize(6);
snap("regrown");

// A callback that shrinks the buffer mid-iteration: the method keeps the
// length it started with and reads undefined past the new end.
const seen = [];
rab.resize(6);
all.set([10, 11, 12, 13, 14, 15]);
all.forEach((v, i) => {
  if (i === 1) rab.resize(3);
  seen.push(v);
});

let tooBig;
try {
  rab.resize(65);
} catch (e) {
  tooBig = e.constructor.name;
}

const copy = rab.slice(1);
return {
  log,
  outOfBounds,
  seen,
  tooBig,
  resizable: rab.resizable,
  maxByteLength: rab.maxByteLength,
  fixed: [new ArrayBuffer(8).resizable, new ArrayBuffer(8).maxByteLength],
  copy: [copy.resizable, copy.byteLength, [...new Uint8Array(copy)]],
  sorted: [...new Float64Array(new ArrayBuffer(24, { maxByteLength: 48 })).fill(1).map((x, i) => 3 - i).sort()],
  big: (() => {
    try {
      new ArrayBuffer(0, { maxByteLength: 2 ** 53 });
    } catch (e) {
      return e.constructor.name;
    }
  })(),
  lazy: new ArrayBuffer(0, { maxByteLength: 2 ** 32 }).maxByteLength,
};
