function summarize({ title = "Untitled", tags = [], author: { name = "anon" } = {}, ...rest } = {}) {
  return `${title} by ${name} [${tags.join(", ")}] extra=${Object.keys(rest).join("|")}`;
}
const [first, , third = "none", ...others] = ["a", "b", undefined, "d", "e"];
return [
  summarize({ title: "Post", tags: ["x", "y"], author: { name: "Zed" }, draft: true }),
  summarize({}),
  summarize(),
  { first, third, others },
];
