class ValidationError extends Error {
  constructor(field, msg) { super(msg); this.name = "ValidationError"; this.field = field; }
}
function validate(u) {
  if (!u.email?.includes("@")) throw new ValidationError("email", "invalid email");
  if (u.age < 0) throw new RangeError("age must be positive");
  return true;
}
const out = [];
for (const u of [{ email: "a@b.c", age: 1 }, { email: "nope", age: 1 }, { email: "x@y", age: -1 }, {}]) {
  try { out.push(validate(u)); } catch (e) {
    out.push({ name: e.name, message: e.message, field: e.field ?? null, isError: e instanceof Error, str: String(e) });
  }
}
const wrapped = new Error("outer", { cause: new Error("inner") });
console.log(wrapped);
console.error(new TypeError("logged type error"));
return { out, cause: wrapped.cause.message };
