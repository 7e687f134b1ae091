// node: 22
const { promise, resolve } = Promise.withResolvers();
setTimeout(() => resolve("tick"), 5);
const value = await promise;
const deferred = Promise.withResolvers();
deferred.reject(new Error("nope"));
const err = await deferred.promise.catch((e) => e.message);
return { value, err, keys: Object.keys(Promise.withResolvers()) };
