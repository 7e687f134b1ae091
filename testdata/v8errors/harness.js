// The guest program of the V8-message differential. It runs as the body
// of an async function (as the runner runs the guest), after a line that
// defines `snippets`, a list of [mode, code] from snippets.txt. For each
// it returns [constructor name, String(e)] of what the snippet throws, or
// null when it throws nothing.
const AsyncFunction = (async () => {}).constructor;
const indirectEval = eval;
const out = [];
for (const [mode, code] of snippets) {
  let thrown, threw = false;
  try {
    if (mode === "fn") new Function(code)();
    else if (mode === "async") await new AsyncFunction(code)();
    else indirectEval(code);
  } catch (e) {
    threw = true;
    thrown = e;
  }
  if (!threw) {
    out.push(null);
    continue;
  }
  let name = typeof thrown, text;
  try {
    if (thrown !== null && typeof thrown === "object") name = thrown.constructor.name;
  } catch {}
  try {
    text = String(thrown);
  } catch (e) {
    text = "String(e) threw: " + e;
  }
  out.push([name, text]);
}
return out;
