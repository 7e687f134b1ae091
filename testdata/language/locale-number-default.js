const totals = [1234567.891, 0, 42, 1000, 0.5, 99.999, -1234.5, 1e21, 123456789.123456];
return totals.map((n) => n.toLocaleString());
