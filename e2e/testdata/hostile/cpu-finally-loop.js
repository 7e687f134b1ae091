// expect: timeout
// options: {"timeoutMs": 500}
// A loop in finally, after a loop in try.
try {
  while (true) {}
} finally {
  while (true) {}
}
