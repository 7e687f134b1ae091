// expect: runtime_error
// options: {"timeoutMs": 60000}
// A JSON.parse reviver that parses again.
function revive(k, v) { return JSON.parse('[1]', revive); }
JSON.parse('[1]', revive);
