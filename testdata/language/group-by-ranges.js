// node: 22
const scores = [12, 45, 67, 89, 90, 33, 78, 55, 100, 0];
const buckets = Object.groupBy(scores, (s) => (s >= 90 ? "A" : s >= 70 ? "B" : s >= 50 ? "C" : "F"));
const proto = Object.getPrototypeOf(buckets);
return { buckets, nullProto: proto === null, hasToString: "toString" in buckets };
