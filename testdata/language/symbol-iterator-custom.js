class Range {
  constructor(from, to, step = 1) { Object.assign(this, { from, to, step }); }
  *[Symbol.iterator]() { for (let x = this.from; x <= this.to; x += this.step) yield x; }
  get [Symbol.toStringTag]() { return "Range"; }
}
const r = new Range(1, 10, 3);
const [first, ...rest] = r;
return { all: [...r], first, rest, tag: Object.prototype.toString.call(r), max: Math.max(...r), set: [...new Set(r)].length };
