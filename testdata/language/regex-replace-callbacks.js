const template = "Hello {name}, you have {count} new {item}s. {missing}";
const vars = { name: "Ada", count: 3, item: "message" };
const filled = template.replace(/\{(\w+)\}/g, (m, key) => (key in vars ? String(vars[key]) : m));
const dates = "from 2024-01-05 to 2024-12-31".replace(/(\d{4})-(\d{2})-(\d{2})/g, "$3/$2/$1");
const named = "John Smith".replace(/(?<first>\w+) (?<last>\w+)/, "$<last>, $<first>");
return { filled, dates, named, dollar: "price".replace("price", "$$5"), whole: "abc".replace(/b/, "[$&]") };
