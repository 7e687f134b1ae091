const big = [0n, 7n, -1234n, 12345678901234567890n, 2n ** 64n];
return big.map((b) => b.toLocaleString());
