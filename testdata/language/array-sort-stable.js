const people = [
  { name: "Dee", age: 30 }, { name: "Ann", age: 25 }, { name: "Cal", age: 30 },
  { name: "Bob", age: 25 }, { name: "Eve", age: 35 }, { name: "Fay", age: 25 },
];
const byAge = [...people].sort((a, b) => a.age - b.age).map((p) => p.name);
const byAgeDesc = people.toSorted((a, b) => b.age - a.age || a.name.localeCompare(b.name)).map((p) => p.name);
const nums = [10, 9, 1, 100, 25].sort();
return { byAge, byAgeDesc, nums, mixed: [3, undefined, 1, null, 2].sort() };
