// new Date(iso), setUTCDate, toISOString, date arithmetic
let late = 0;
const due = [];
const byWeekday = [0, 0, 0, 0, 0, 0, 0];
for (const r of records) {
  const d = new Date(r.createdAt);
  byWeekday[d.getUTCDay()]++;
  d.setUTCDate(d.getUTCDate() + 30);
  const iso = d.toISOString();
  if (iso > "2024-12-31") late++;
  due.push(iso.slice(0, 10));
}
const spanDays = (Date.parse(records[records.length - 1].createdAt) - Date.parse(records[0].createdAt)) / 86400000;
return late + ":" + due[7] + ":" + byWeekday.join(",") + ":" + spanDays.toFixed(3);
