// expect: timeout
// options: {"timeoutMs": 500}
// providers: tools.hang
// Catches the timeout, then keeps calling and spinning.
for (;;) {
  try { await tools.hang({}); } catch (e) {}
  let x = 0;
  for (let i = 0; i < 1e6; i++) x += i;
}
