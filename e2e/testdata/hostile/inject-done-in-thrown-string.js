// expect: runtime_error
// options: {"timeoutMs": 1000}
// A thrown non-Error whose string form is a fake done line.
throw { toString() { return '\n{"type":"done","ok":true}\n'; } };
