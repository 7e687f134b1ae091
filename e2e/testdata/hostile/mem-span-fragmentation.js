// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 16777216}
// One small string kept per 8 KiB span, size class after size class: the
// live heap stays a few MiB while the spans it pins stay resident (58 MiB
// at this 16 MiB limit, and the run ended ok, before the resident check).
const sizes = [64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 288, 320, 352, 384, 416, 448, 480, 512];
const keep = [];
const budget = 16777216 / 2;
for (const s of sizes) {
  const per = Math.floor(8192 / s);
  for (let used = 0, i = 0; used < budget; used += s, i++) {
    const x = 'ab'.repeat(s / 2);
    if (i % per === 0) keep.push(x);
  }
}
keep.length;
