// expect: timeout
// options: {"timeoutMs": 500}
// providers: tools.hang
// Catches the timeout rejection of a pending call and returns normally.
try {
  await tools.hang({});
} catch (e) {
  return { recovered: true, message: String(e && e.message) };
}
