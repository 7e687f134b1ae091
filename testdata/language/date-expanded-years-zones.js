// Dates at the edges: toISOString and toJSON write a year outside 0..9999
// as a sign and six digits, toGMTString is toUTCString itself, and a zone
// name is matched without regard to case (issue 19).
const out = {};
const years = [-271821, -10000, -9999, -1000, -100, -1, 0, 1, 99, 999, 1000, 1970, 9999, 10000, 123456, 275760];
out.iso = []; out.utc = []; out.str = []; out.date = []; out.json = []; out.locale = [];
for (const y of years) {
  const d = new Date(0); d.setUTCFullYear(y, y === 275760 ? 8 : 4, y === -271821 ? 20 : y === 275760 ? 12 : 13); d.setUTCHours(y === -271821 ? 12 : 7, 8, 9, 10);
  out.iso.push(d.toISOString()); out.utc.push(d.toUTCString()); out.str.push(d.toString()); out.date.push(d.toDateString()); out.json.push(d.toJSON());
  out.locale.push(d.toLocaleDateString("en-US", {timeZone: "UTC"}));
}
out.gmt = [typeof Date.prototype.toGMTString, Date.prototype.toGMTString === Date.prototype.toUTCString, Date.prototype.toGMTString && Date.prototype.toGMTString.name, new Date(0).toGMTString?.()];
out.parse = ["-000001-01-01T00:00:00Z", "+010000-01-01T00:00:00.000Z", "-000000-01-01T00:00:00Z", "+275760-09-13T00:00:00.000Z", "+275760-09-13T00:00:00.001Z", "-271821-04-20T00:00:00Z", "-271821-04-19T23:59:59.999Z", "0001-01-01", "10000-01-01", "2024-02-30", "2024-13-01", "2024-01-01T24:00:00Z", "2024-01-01T24:00:01Z", "2024-1-1", "2024-01-01T10:00", "2024-01-01 10:00", "2024", "2024-06", "+002024-06-01", "2024-06-01T12:00:00+05:30", "2024-06-01T12:00:00.123456Z", "Tue Jun 04 2024 10:00:00 GMT+0200", "June 4, 2024", "4 June 2024 10:00 UTC", "2024/06/04", "06/04/2024"].map((s) => { const t = Date.parse(s); return Number.isNaN(t) ? "NaN" : t; });
out.invalid = [String(new Date(NaN)), String(new Date(8.64e15 + 1).getTime()), new Date(8.64e15).toISOString()]; try { new Date(8.64e15+1).toISOString(); } catch (e) { out.tooBig = e.name; };
try { new Date(NaN).toISOString(); } catch (e) { out.invalidISO = e.name + ": " + e.message; }
out.utcCtor = [Date.UTC(-1, 0), Date.UTC(99, 0), Date.UTC(100, 0), Date.UTC(275760, 8, 13), String(Date.UTC(275760, 8, 13, 0, 0, 0, 1)), Date.UTC(2024)];
const zones = [];
for (const t of ["asia/kolkata", "ASIA/CALCUTTA", "Asia/Kolkata", "america/port-au-prince", "etc/gmt+5", "Etc/GMT-14", "europe/isle_of_man", "utc", "Etc/UTC", "antarctica/dumontdurville", "America/New_york", "asia/saigon", "asia/ho_chi_minh", "europe/kiev", "europe/KYIV", "nowhere/city", "america/argentina/buenos_aires", "pacific/auckland"]) {
  try { zones.push([t, new Intl.DateTimeFormat("en", { timeZone: t }).resolvedOptions().timeZone, new Date(0).toLocaleString("en-US", { timeZone: t }), new Date(0).toLocaleTimeString("en-GB", { timeZone: t, timeZoneName: "short" })]); } catch (e) { zones.push([t, e.name]); }
}
out.zones = zones;
return out;
