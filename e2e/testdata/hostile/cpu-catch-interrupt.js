// expect: timeout
// options: {"timeoutMs": 500}
// Tries to catch the interrupt and keep going.
for (;;) {
  try {
    while (true) {}
  } catch (e) {
    // An interrupt is not a JavaScript exception; this must never run.
  } finally {
    continue;
  }
}
