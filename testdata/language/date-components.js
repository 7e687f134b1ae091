const d = new Date(Date.UTC(2024, 1, 29, 13, 45, 7, 89));
return {
  iso: d.toISOString(),
  utc: d.toUTCString(),
  json: d.toJSON(),
  parts: [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()],
  local: [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()],
  str: d.toString(),
  dateStr: d.toDateString(),
  time: d.getTime(),
  tz: d.getTimezoneOffset(),
};
