const responses = [
  { data: { user: { name: "Ann", address: { city: "Oslo" } } } },
  { data: { user: { name: "Bob" } } },
  { data: null },
  {},
  { data: { user: { name: "", address: { city: 0 } } } },
];
return responses.map((r) => ({
  city: r.data?.user?.address?.city ?? "n/a",
  cityOr: r.data?.user?.address?.city || "n/a",
  name: r.data?.user?.name ?? "?",
  call: r.data?.user?.greet?.() ?? "no greet",
}));
