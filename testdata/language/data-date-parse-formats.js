const inputs = ["2024-03-15", "2024-03-15T10:20:30Z", "2024-03-15T10:20:30.123+02:00", "March 15, 2024", "2024/03/15", "15 Mar 2024 10:00 GMT", "not a date"];
return inputs.map((s) => {
  const d = new Date(s);
  return isNaN(d) ? `${s} -> invalid` : `${s} -> ${d.toISOString()}`;
});
