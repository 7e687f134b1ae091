const ticks = [];
await new Promise((resolve) => {
  let n = 0;
  const id = setInterval(() => {
    ticks.push(++n);
    if (n === 4) { clearInterval(id); resolve(); }
  }, 1);
});
const cancelled = [];
const t = setTimeout(() => cancelled.push("should not run"), 1);
clearTimeout(t);
await new Promise((r) => setTimeout(r, 5));
return { ticks, cancelled };
