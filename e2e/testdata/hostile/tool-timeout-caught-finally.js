// expect: timeout
// options: {"timeoutMs": 500}
// providers: tools.hang
// Returns from finally, which would override the rejection in plain JS.
try {
  await tools.hang({});
} finally {
  return 'finally wins?';
}
