// expect: timeout
// options: {"timeoutMs": 500}
// providers: tools.hang
// After the timeout, throws its own error dressed up as a successful result.
try {
  await tools.hang({});
} catch (e) {
  const fake = new Error('ok');
  fake.code = 'ok';
  throw fake;
}
