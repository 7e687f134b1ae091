// Date strings as they come out of APIs, logs, spreadsheets and people, and
// how an agent normalises them: each to an ISO string or "invalid", the
// way models check with isNaN before using a parsed date.
const inputs = [
  "Mar 1 2024", "March 1, 2024", "1 March 2024 10:00 GMT+0200", "2024/03/01",
  "03/01/2024", "3/1/24", "03/01/2024 10:00 PM", "3/1/2024, 12:30:15 AM",
  "Fri, 01 Mar 2024 10:00:00 GMT", "Fri, 01 Mar 2024 10:00:00 -0500",
  "Fri, 1 Mar 2024 10:00:00 PST", "2024-03-01T10:00:00.123456Z",
  "2024-03-01T10:00:00z", "2024-03-01 10:00", "2024-03-01 10:00:00 UTC",
  "2024-03-01T10:00:00 GMT", "Fri Mar 01 2024 10:00:00 GMT+0530 (India Standard Time)",
  "15-Jul-2024", "July 15, 2024 at 2:30 PM", "Jul 15 2024 9am", "Sept 9 2024",
  "Mar 5", "-1", "12", "2024", "3241:2:3", "19759-08:00February", "0023:59:59 56",
  "Feb 30 2024", "2024-02-30", "2024-13-01", "24:00 Jan 1 2024", "Jan 1 2024 24:01",
  "(created) Mar 1 2024", "Mar 1 2024 (a (nested) comment)", "Today is Mar 1 2024",
  "Mar 1st 2024", "2024-03-01T10:00:00.000Z trailing", "+275760-09-13T00:00:00.000Z",
  "+275760-09-13T00:00:00.001Z", "Sat Jan 01 -1000 00:00:00 GMT+0000", "",
];
const rows = inputs.map((s) => {
  const d = new Date(s);
  const ms = Date.parse(s);
  return `${JSON.stringify(s)} -> ${isNaN(d) ? "invalid" : d.toISOString()} (${ms})`;
});
// Round trips through every format Date itself prints.
const at = new Date(Date.UTC(2024, 6, 4, 12, 34, 56, 789));
const roundTrips = {
  toString: Date.parse(at.toString()),
  toUTCString: Date.parse(at.toUTCString()),
  toISOString: Date.parse(at.toISOString()),
  toDateString: Date.parse(at.toDateString()),
  toLocaleString: Date.parse(at.toLocaleString("en-US", { timeZone: "UTC" })),
  oldYear: String(Date.parse(new Date(Date.UTC(-2000, 0, 1)).toString())),
};
const sortedByDate = ["Mar 3 2024", "2024-03-01", "03/02/2024 10:00", "Feb 28, 2024 11:59 PM"]
  .sort((a, b) => Date.parse(a) - Date.parse(b));
console.log(`${rows.filter((r) => r.includes("invalid")).length} of ${rows.length} invalid`);
return { rows, roundTrips, sortedByDate };
