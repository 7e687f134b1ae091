// Functions declared in blocks of non-strict code (Annex B.3.2): the
// guest's body is a sloppy async function, so a helper declared inside
// an if or a loop is visible after it.
const rows = [3, 1, 2];
if (rows.length > 0) {
  function byValue(a, b) { return a - b; }
}
console.log(typeof byValue, rows.slice().sort(byValue).join());

console.log(typeof later);
for (const r of rows) {
  if (r === 2) {
    function later() { return "seen " + r; }
  }
}
console.log(later());

try {
  JSON.parse("{");
} catch (err) {
  function describe() { return "caught " + err.name; }
}
console.log(describe());

{
  let shadow = 1;
  {
    function shadow() {}
  }
  console.log(typeof shadow);
}
console.log(typeof shadow);

switch (rows[0]) {
  case 3:
    function pick() { return "three"; }
    break;
  default:
    function other() { return "other"; }
}
console.log(pick(), typeof other);

const inner = (() => {
  if (true) function tiny() { return 5; }
  return tiny();
})();
return { inner, kind: typeof byValue };
