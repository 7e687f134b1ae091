const order = [];
setTimeout(() => order.push("timeout"), 0);
queueMicrotask(() => order.push("microtask"));
Promise.resolve().then(() => order.push("then1")).then(() => order.push("then2"));
order.push("sync");
await new Promise((r) => setTimeout(r, 5));
return order;
