// A model normalises historical timestamps from a tool (before 1970 the
// time value is negative) to whole seconds and to a given millisecond.
const stamps = [-1986990023183, -1000.5, -1, -86400001, -62135596800001, 1e12 + 7];
const rows = stamps.map((ms) => {
  const a = new Date(ms); a.setMilliseconds(0);
  const b = new Date(ms); b.setUTCMilliseconds(999);
  const c = new Date(ms); c.setSeconds(c.getSeconds(), 250);
  return { ms, whole: a.toISOString(), last: b.getTime(), quarter: c.toISOString(), offset: a.getTimezoneOffset() };
});
return rows;
